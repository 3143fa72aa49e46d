import { z } from 'zod';
import {
  nextFreeTimeSchema,
  type BookingRefusal,
  type ClientExistsRefusal,
  type NextFreeTime,
} from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { clientSummarySchema, type ClientSummary } from '@chairside/shared/clients/client-dto';
import { formatDate, formatTime } from '@chairside/shared/format/date-format';
import { phoneSearchKey } from '@chairside/shared/format/phone-format';
import { ApiError } from '../../api/api-client';
import { businessDateOf, businessTimeOf } from './business-time';
import type { BookingDraft } from './booking-draft';
import { performs } from './service-choice';
import { calendarZone } from './cached-zone';

// What a refused booking tells besides its sentence: the next free times, whether a manager could book over it,
// and the existing client a new client's phone or e-mail belongs to (POST /api/appointments, 409/422).

// The refusals of shared/src/appointments/appointment-dto.ts (bookingRefusalSchema, clientExistsRefusalSchema) as one
// reading: every part but the sentence may be missing (a 403, a validation refusal).
const refusalBodySchema = z.object({
  error: z.string(),
  nextFreeTimes: z.array(nextFreeTimeSchema).catch([]).default([]),
  overridable: z.boolean().catch(false).default(false),
  matchingClient: clientSummarySchema.nullable().catch(null).default(null),
});

// The shown sentence (the error's message) and the parts of both refusals, empty where the body had none.
export type RefusalDetails = { message: string } & Pick<BookingRefusal, 'nextFreeTimes' | 'overridable'> & {
    matchingClient: ClientExistsRefusal['matchingClient'] | null;
  };

// Example: refusalDetails(new ApiError('Rosa Delgado is already booked 2:00–3:15 PM', 409, '', { error: '…', nextFreeTimes: [], overridable: true })).overridable === true
export function refusalDetails(error: Error | null): RefusalDetails | null {
  if (!error) return null;
  const parsed = error instanceof ApiError ? refusalBodySchema.safeParse(error.body) : null;
  if (!parsed?.success) return { message: error.message, nextFreeTimes: [], overridable: false, matchingClient: null };
  return {
    message: error.message,
    nextFreeTimes: parsed.data.nextFreeTimes,
    overridable: parsed.data.overridable,
    matchingClient: parsed.data.matchingClient,
  };
}

// A free time as its button reads: the time alone on the asked day, with the date on another day.
// Example: freeTimeLabel({ startsAt: '2026-11-23T20:15:00Z', staffName: 'Rosa Delgado', … }, '2026-11-23') === '2:15 PM with Rosa Delgado'
export function freeTimeLabel(free: NextFreeTime, askedDate: string): string {
  const day = businessDateOf(free.startsAt) === askedDate ? '' : `${formatDate(free.startsAt, calendarZone().name)}, `;
  return `${day}${formatTime(free.startsAt, calendarZone().name)} with ${free.staffName}`;
}

// The form moved to a free time: its day and start, and that person on every line they perform.
export function draftAtFreeTime(draft: BookingDraft, free: NextFreeTime, services: readonly Service[]): BookingDraft {
  const lines = draft.lines.map((line) => {
    const service = services.find((candidate) => candidate.id === line.serviceId);
    return service && performs(service, free.staffId) ? { ...line, staffId: free.staffId } : line;
  });
  return { ...draft, date: businessDateOf(free.startsAt), time: businessTimeOf(free.startsAt), lines };
}

// The existing client a new client's details belong to: the same e-mail (any case) or the same phone number in any format.
export function sameContact(client: ClientSummary, contact: { phone: string; email: string }): 'phone' | 'email' | null {
  const email = contact.email.trim().toLowerCase();
  if (email && client.email.trim().toLowerCase() === email) return 'email';
  const typed = phoneSearchKey(contact.phone);
  const stored = client.phone ? phoneSearchKey(client.phone) : '';
  // A number libphonenumber cannot place keeps only its digits: '3125550142' is then '+1 312…' without its country code.
  const samePhone =
    typed.length >= 7 &&
    (typed === stored || (Math.min(typed.length, stored.length) >= 10 && (typed.endsWith(stored) || stored.endsWith(typed))));
  return samePhone ? 'phone' : null;
}
