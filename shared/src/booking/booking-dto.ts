import { z } from 'zod';
import { appointmentStatuses } from '../appointments/appointment-dto';
import { phoneOrEmptySchema } from '../identity/identity-dto';
import { localDateSchema } from '../team/working-hours-dto';

// Online booking: the booking design a manager sets at /booking-design, and the public API the
// /booking page uses (and nothing else). Instants are UTC ISO strings; dates are local to the location.
// Public replies never carry another client's data: slots say when and with whom, never for whom.

// ---- Booking design (GET/PUT /api/booking-design; view_ or edit_business_settings, edit to save) ----

export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;
export const HOLD_MINUTES_RANGE = { min: 1, max: 30 } as const;
// Late cancellations online: refused (call us), or accepted and flagged late (fees come with payments).
export const lateCancellationPolicies = ['refuse', 'flag'] as const;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Brand color must be a color like #0f766e');

export const bookingDesignSchema = z.object({
  brandColor: hexColor,
  // An http(s) image address, or null for the business's own logo (or none).
  logoUrl: z
    .url({ protocol: /^https?$/, message: 'Logo must be an http(s) address' })
    .max(500)
    .nullable(),
  headline: z.string().trim().min(1, 'Headline is required').max(120, 'Headline is at most 120 characters'),
  // Plain text (rendered as text, never as HTML); blank lines separate paragraphs.
  text: z.string().trim().max(1000, 'Text is at most 1,000 characters'),
  // Services and staff offered online: null = every online-bookable service / every active staff member.
  serviceIds: z.array(z.uuid()).max(500).nullable(),
  staffIds: z.array(z.uuid()).max(500).nullable(),
  slotIntervalMinutes: z.union(
    SLOT_INTERVALS.map((minutes) => z.literal(minutes)),
    'Slot interval must be 5, 10, 15, 20, 30 or 60 minutes',
  ),
  holdMinutes: z
    .number()
    .int('Hold length is a whole number of minutes')
    .min(HOLD_MINUTES_RANGE.min, 'A hold lasts at least 1 minute')
    .max(HOLD_MINUTES_RANGE.max, 'A hold lasts at most 30 minutes'),
  // How soon a booking may start (minutes from now) and how far ahead one may book (days).
  leadTimeMinutes: z.number().int().min(0, 'Lead time cannot be negative').max(10_080, 'Lead time is at most 7 days (10,080 minutes)'),
  horizonDays: z.number().int().min(1, 'Booking horizon is at least 1 day').max(365, 'Booking horizon is at most 365 days'),
  // A client may cancel or reschedule online up to this many hours before the start.
  cancellationWindowHours: z
    .number()
    .int()
    .min(0, 'Cancellation window cannot be negative')
    .max(168, 'Cancellation window is at most 168 hours'),
  lateCancellation: z.enum(lateCancellationPolicies, 'Choose refuse or flag'),
});
export type BookingDesign = z.infer<typeof bookingDesignSchema>;

export const defaultBookingDesign: BookingDesign = {
  brandColor: '#0f766e',
  logoUrl: null,
  headline: 'Book your visit',
  text: 'Choose a service, a time that suits you and who you would like to see. Your time is held for you while you fill in your details.',
  serviceIds: null,
  staffIds: null,
  slotIntervalMinutes: 15,
  holdMinutes: 5,
  leadTimeMinutes: 60,
  horizonDays: 60,
  cancellationWindowHours: 24,
  lateCancellation: 'refuse',
};

// PUT /api/booking-design: the whole design at once.
export const updateBookingDesignSchema = bookingDesignSchema;
export type UpdateBookingDesignInput = z.infer<typeof updateBookingDesignSchema>;

// ---- Public API (no sign-in; a signed-in client is recognised) ----

// GET /api/public/booking
export const publicBookingInfoSchema = z.object({
  business: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  locations: z.array(
    z.object({ id: z.string(), name: z.string(), address: z.string(), phone: z.string().nullable(), timeZone: z.string() }),
  ),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      categoryName: z.string().nullable(),
      description: z.string(),
      durationMinutes: z.number(),
      // Right after the service the client stays (e.g. colour processing): their time is both together.
      processingMinutes: z.number(),
      priceCents: z.number(),
      // Where it is offered, and who performs it online.
      locationIds: z.array(z.string()),
      staffIds: z.array(z.string()),
    }),
  ),
  staff: z.array(z.object({ id: z.string(), name: z.string(), locationIds: z.array(z.string()) })),
  settings: bookingDesignSchema.omit({ serviceIds: true, staffIds: true }),
});
export type PublicBookingInfo = z.infer<typeof publicBookingInfoSchema>;

const serviceIdsParam = z
  .string('Choose at least one service')
  .trim()
  .min(1, 'Choose at least one service')
  .transform((value) => value.split(',').map((id) => id.trim()))
  .pipe(
    z
      .array(z.uuid('serviceIds must be service ids, comma-separated'))
      .min(1, 'Choose at least one service')
      .max(8, 'Choose at most 8 services'),
  );

// GET /api/public/booking/slots?locationId=&serviceIds=a,b&staffId=&date=
export const publicSlotsQuerySchema = z.object({
  locationId: z.uuid('Choose a location'),
  serviceIds: serviceIdsParam,
  staffId: z.uuid('staffId is not a staff id').optional(),
  date: localDateSchema,
});
export type PublicSlotsQuery = z.infer<typeof publicSlotsQuerySchema>;

export const publicSlotSchema = z.object({ startsAt: z.string(), staffId: z.string() });
export type PublicSlot = z.infer<typeof publicSlotSchema>;
// refreshAt: the earliest moment a hold on that day lapses (the list changes then even if nobody acts).
// nextFreeDate: when the day has no free time, the next day within the booking window that has one (else null).
export const publicSlotsSchema = z.object({
  date: z.string(),
  zone: z.string(),
  slots: z.array(publicSlotSchema),
  refreshAt: z.string().nullable(),
  nextFreeDate: z.string().nullable(),
});
export type PublicSlots = z.infer<typeof publicSlotsSchema>;

// GET /api/public/booking/days?locationId=&serviceIds=a,b&staffId=&from=&count=: the date strip's days.
// closed: the location is closed or nobody who performs the choice works that day; full: nothing is free.
export const publicDaysQuerySchema = z.object({
  locationId: z.uuid('Choose a location'),
  serviceIds: serviceIdsParam,
  staffId: z.uuid('staffId is not a staff id').optional(),
  from: localDateSchema,
  count: z.coerce.number('count must be a number of days').int('count must be a whole number of days').min(1).max(14).default(7),
});
export type PublicDaysQuery = z.infer<typeof publicDaysQuerySchema>;
export const publicDayStates = ['free', 'full', 'closed'] as const;
export type PublicDayState = (typeof publicDayStates)[number];
export const publicDaysSchema = z.object({ days: z.array(z.object({ date: z.string(), state: z.enum(publicDayStates) })) });
export type PublicDays = z.infer<typeof publicDaysSchema>;

const instant = z.iso.datetime({ offset: true, error: 'startsAt must be an ISO date-time like 2026-11-23T15:00:00Z' });

// POST /api/public/booking/holds. The visitor is the signed-in user, else the id in the signed, httpOnly
// cookie the server issues with the first hold (a new one costs one of the address's few issues a minute).
// A visitor holds at most MAX_HOLDS_PER_VISITOR times at once, an address at most MAX_HOLDS_PER_ADDRESS
// (× PUBLIC_BOOKING_RATE_LIMIT_SCALE) across all its visitors; a visitor holding nothing at a full address
// still gets one, and the address's oldest hold of whoever holds the most there is released for it.
export const publicHoldSchema = z.object({
  locationId: z.uuid('Choose a location'),
  serviceIds: z.array(z.uuid('Choose a service')).min(1, 'Choose at least one service').max(8, 'Choose at most 8 services'),
  staffId: z.uuid('Choose a staff member').nullable(),
  startsAt: instant,
});
export type PublicHoldInput = z.infer<typeof publicHoldSchema>;
export const publicHoldReplySchema = z.object({
  holdId: z.string(),
  holdToken: z.string(),
  expiresAt: z.string(),
  startsAt: z.string(),
  staffId: z.string(),
});
export type PublicHoldReply = z.infer<typeof publicHoldReplySchema>;
// DELETE /api/public/booking/holds/:holdId with header `X-Hold-Token: <holdToken>` → 204.
export const HOLD_TOKEN_HEADER = 'x-hold-token';
export const MAX_HOLDS_PER_VISITOR = 2;
export const MAX_HOLDS_PER_ADDRESS = 6;

// GET /api/public/booking/holds → the caller's live holds (as the cookie's visitor and, signed in, as
// themselves), soonest to lapse first. Never their tokens: the page that placed a hold keeps its token.
export const myHoldSchema = z.object({
  holdId: z.string(),
  locationId: z.string(),
  date: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  staffId: z.string(),
  serviceIds: z.array(z.string()),
});
export type MyHold = z.infer<typeof myHoldSchema>;
export const myHoldsSchema = z.object({ holds: z.array(myHoldSchema) });
export type MyHolds = z.infer<typeof myHoldsSchema>;

export const publicClientSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80, 'First name is at most 80 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(80, 'Last name is at most 80 characters'),
  email: z.string().trim().min(1, 'E-mail is required').pipe(z.email('That e-mail address is not valid').max(200)),
  phone: phoneOrEmptySchema,
});
export type PublicClientInput = z.infer<typeof publicClientSchema>;

// POST /api/public/booking/bookings. A signed-in client sends no client block.
export const publicBookingSchema = z.object({
  holdId: z.uuid('holdId is not a hold id'),
  holdToken: z.string().trim().min(16, 'holdToken is missing').max(200),
  client: publicClientSchema.nullable().default(null),
  notes: z.string().trim().max(500, 'Notes are at most 500 characters').default(''),
});
export type PublicBookingInput = z.infer<typeof publicBookingSchema>;
export const publicBookingReplySchema = z.object({
  appointmentId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  locationId: z.string(),
  // What the confirmation screen shows and the calendar file says.
  summary: z.object({
    businessName: z.string(),
    locationName: z.string(),
    address: z.string(),
    services: z.array(z.object({ name: z.string(), staffName: z.string() })),
    priceCents: z.number(),
  }),
  // The visit's private manage link token (see MANAGE_TOKEN_HEADER); null when a repeated confirmation is
  // answered (the token exists only in the first reply and the e-mail, never stored in clear).
  manageToken: z.string().nullable().default(null),
});
export type PublicBookingReply = z.infer<typeof publicBookingReplySchema>;

// ---- A signed-in client's own appointments ----

export const myAppointmentSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  status: z.enum(appointmentStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  services: z.array(z.object({ serviceId: z.string(), name: z.string(), staffId: z.string(), staffName: z.string() })),
  priceCents: z.number(),
  // Until when it may be cancelled or moved online without being late (start − cancellation window).
  changeableUntil: z.string(),
  lateCancel: z.boolean(),
  // What the client may still do online; when something is refused, `changeNote` says why and whom to call.
  canCancel: z.boolean().default(false),
  canReschedule: z.boolean().default(false),
  changeNote: z.string().nullable().default(null),
});
export type MyAppointment = z.infer<typeof myAppointmentSchema>;
// GET /api/public/booking/my-appointments → upcoming first, then the last 20 past ones.
export const myAppointmentsSchema = z.object({ upcoming: z.array(myAppointmentSchema), past: z.array(myAppointmentSchema) });
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;
// POST /api/public/booking/my-appointments/:id/cancel
export const myCancelSchema = z
  .object({ reason: z.string().trim().max(500, 'The reason is at most 500 characters').default('') })
  .default({ reason: '' });
export type MyCancelInput = z.infer<typeof myCancelSchema>;
// POST /api/public/booking/my-appointments/:id/reschedule: into a slot the client holds first.
export const myRescheduleSchema = z.object({
  holdId: z.uuid('holdId is not a hold id'),
  holdToken: z.string().trim().min(16, 'holdToken is missing').max(200),
});
export type MyRescheduleInput = z.infer<typeof myRescheduleSchema>;

// ---- A visit managed through its private link (no account needed) ----
// Every confirmation carries a link /booking#manage=<token> (the token in the fragment never reaches a
// server log or a Referer); the page sends the token in this header, never in a path or query.
export const MANAGE_TOKEN_HEADER = 'x-manage-token';
// GET /api/public/booking/manage → the visit, as "My appointments" lists it.
export const managedVisitSchema = z.object({ appointment: myAppointmentSchema, firstName: z.string() });
export type ManagedVisit = z.infer<typeof managedVisitSchema>;
// POST /api/public/booking/manage/cancel takes myCancelSchema; POST …/manage/reschedule takes myRescheduleSchema.
// POST /api/public/booking/manage/account: an account for the visit's e-mail address, signed in at once.
export const manageAccountSchema = z.object({
  password: z.string().min(8, 'Passwords have at least 8 characters').max(200, 'Passwords have at most 200 characters'),
});
export type ManageAccountInput = z.infer<typeof manageAccountSchema>;
