import { z } from 'zod';
import { phoneOrEmptySchema } from '../identity/identity-dto';

// The minimal client record booking needs (full client profiles are a later module): who is coming and how
// to reach them. The same schemas validate the inline "new client" form and the server.

const namePart = (label: string) => z.string().trim().min(1, `${label} is required`).max(80, `${label} is at most 80 characters`);

export const clientInputSchema = z
  .object({
    firstName: namePart('First name'),
    lastName: z.string().trim().max(80, 'Last name is at most 80 characters').default(''),
    // As people type it ('(312) 555-0142', '312.555.0142', '+1 312 555 0142'), stored as E.164 ('+13125550142');
    // '' when the client gave only an e-mail address.
    phone: phoneOrEmptySchema.default(''),
    email: z.union([z.literal(''), z.email('That e-mail address is not valid').max(200)]).default(''),
  })
  .refine((client) => client.phone !== '' || client.email !== '', { message: 'Give a phone number or an e-mail address', path: ['phone'] });
export type ClientInput = z.infer<typeof clientInputSchema>;

// GET /api/clients?search=&limit=  (search matches name, e-mail or the phone number typed in any format)
export const clientSearchSchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const clientSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  // "First Last"
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

// ---- Client profiles (/clients, /clients/:clientId) ----

export const clientStatuses = ['active', 'archived', 'merged', 'anonymised'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const consentChannels = ['email', 'sms'] as const;
export const consentSources = ['desk', 'online_booking', 'import', 'client_request'] as const;
export const consentSourceLabels: Record<(typeof consentSources)[number], string> = {
  desk: 'at the desk',
  online_booking: 'when booking online',
  import: 'in an import',
  client_request: 'at the client’s request',
};
// The sources a staff member may name: what the client told them, at the desk or by asking. Consent from
// online booking or an import is the system's to record; staff naming those would misstate where it came from.
export const staffConsentSources = ['desk', 'client_request'] as const satisfies readonly (typeof consentSources)[number][];
export type StaffConsentSource = (typeof staffConsentSources)[number];

const daysInMonth = (month: number, year: number | null) =>
  month === 2
    ? year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

// 'YYYY-MM-DD', or '--MM-DD' when the client keeps the year to themselves (29 February allowed then).
// Example: isBirthday('--02-29') === true, isBirthday('2023-02-29') === false
export function isBirthday(value: string): boolean {
  const match = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const year = match[1] === '-' ? null : Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year !== null && (year < 1900 || year > 2100)) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);
}

export const birthdaySchema = z
  .string()
  .trim()
  .refine(isBirthday, 'Birthday must be a date (YYYY-MM-DD), or month and day (--MM-DD) without the year');

// Tags as typed: trimmed, blanks dropped, unique case-insensitively (the first spelling kept), in order.
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}

export const clientTagsSchema = z
  .array(z.string().max(40, 'A tag is at most 40 characters'))
  .max(20, 'A client has at most 20 tags')
  .default([])
  .transform(normalizeTags);

// PUT /api/clients/:id: the details, birthday and tags, all at once.
export const clientProfileInputSchema = z
  .object({
    firstName: namePart('First name'),
    lastName: z.string().trim().max(80, 'Last name is at most 80 characters').default(''),
    phone: phoneOrEmptySchema.default(''),
    email: z.union([z.literal(''), z.email('That e-mail address is not valid').max(200)]).default(''),
    birthday: z.union([z.null(), z.literal('').transform(() => null), birthdaySchema]).default(null),
    tags: clientTagsSchema,
  })
  .refine((client) => client.phone !== '' || client.email !== '', { message: 'Give a phone number or an e-mail address', path: ['phone'] });
export type ClientProfileInput = z.infer<typeof clientProfileInputSchema>;

// PUT /api/clients/:id/consent/:channel
export const clientConsentInputSchema = z.object({
  granted: z.boolean(),
  source: z.enum(consentSources).default('desk'),
});
export type ClientConsentInput = z.infer<typeof clientConsentInputSchema>;
export const consentChannelSchema = z.enum(consentChannels);

// GET /api/clients?search=&status=&limit=: the search list (archived clients only when asked for).
export const clientListQuerySchema = clientSearchSchema.extend({
  status: z.enum(['active', 'archived', 'all']).default('active'),
});

export const clientListItemSchema = clientSummarySchema.extend({
  status: z.enum(clientStatuses),
  tags: z.array(z.string()),
  birthday: z.string().nullable(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

// One channel's consent as last recorded: given or withdrawn, how, by whom (a staff member's name, or
// null when the client did it themselves or the user is gone) and when.
export const clientConsentSchema = z.object({
  granted: z.boolean(),
  source: z.enum(consentSources),
  byUserId: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type ClientConsent = z.infer<typeof clientConsentSchema>;

// GET /api/clients/:id: the profile's header. mergedInto: the survivor a merged-away client now lives on.
export const clientProfileSchema = clientListItemSchema.extend({
  consent: z.object({ email: clientConsentSchema.nullable(), sms: clientConsentSchema.nullable() }),
  mergedInto: z.string().nullable(),
  updatedAt: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

// GET /api/clients/:id/visits: upcoming (soonest first) and recent past visits (latest first), with the
// client's counts over all their appointments.
export const clientVisitSchema = z.object({
  id: z.string(),
  locationName: z.string(),
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  services: z.array(z.object({ name: z.string(), staffName: z.string() })),
  priceCents: z.number(),
  lateCancel: z.boolean(),
});
export type ClientVisit = z.infer<typeof clientVisitSchema>;
export const clientVisitsSchema = z.object({
  upcoming: z.array(clientVisitSchema),
  past: z.array(clientVisitSchema),
  completed: z.number(),
  noShows: z.number(),
  lateCancels: z.number(),
});
export type ClientVisits = z.infer<typeof clientVisitsSchema>;

// GET /api/clients/:id/summary: lifetime spend (paid sales less refunds), the last visit, the gift cards
// bought in the client's sales (only the code's last four) and the cards saved on file.
export const clientSpendSummarySchema = z.object({
  spentCents: z.number(),
  paidSales: z.number(),
  lastVisitAt: z.string().nullable(),
  lastPaidAt: z.string().nullable(),
  giftCards: z.array(
    z.object({ id: z.string(), last4: z.string(), initialCents: z.number(), balanceCents: z.number(), expiresAt: z.string().nullable() }),
  ),
  savedCards: z.array(z.object({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() })),
});
export type ClientSpendSummary = z.infer<typeof clientSpendSummarySchema>;

// GET /api/clients/:id/timeline: the client's own history, newest first: what happened, who did it (null:
// the client online, the system, or a user since removed) and when.
export const clientTimelineEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  at: z.string(),
  byName: z.string().nullable(),
  text: z.string(),
});
export type ClientTimelineEntry = z.infer<typeof clientTimelineEntrySchema>;
