import { z } from 'zod';
import { clientInputSchema, clientSummarySchema } from '../clients/client-dto';
import { localDateSchema, timeOfDaySchema } from '../team/working-hours-dto';

// Request and reply shapes of appointments, holds and the waitlist. Instants are UTC ISO strings
// (e.g. '2026-11-23T15:00:00.000Z'); the day they belong to is their date on
// their location's clock.

export const appointmentStatuses = ['booked', 'confirmed', 'checked_in', 'in_service', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
// What a person reads for each status.
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  in_service: 'In service',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
// The statuses the desk moves an appointment to (cancel has its own call, with a reason).
export const settableStatuses = ['confirmed', 'checked_in', 'in_service', 'completed', 'no_show'] as const;
export type SettableStatus = (typeof settableStatuses)[number];
// Statuses that no longer occupy anyone: the slot is free again.
export const releasedStatuses: readonly AppointmentStatus[] = ['cancelled', 'no_show'];

// A cancellation closer to the start than this is a late cancellation (flagged; fees come with payments).
export const LATE_CANCEL_WINDOW_HOURS = 24;
// How long a hold blocks a slot unless it is booked or released first.
export const HOLD_MINUTES = 5;
// The longest range one appointments read may ask for.
export const MAX_APPOINTMENT_RANGE_DAYS = 62;

const instantSchema = z.iso.datetime({ offset: true, error: 'Times are ISO date-times like 2026-11-23T15:00:00Z' });
const notesSchema = z.string().trim().max(2000, 'Notes are at most 2,000 characters');

// One service of an appointment. staffId null = "any available": the server picks someone who performs the
// service and is free. Rooms and devices are always assigned by the server (the service says what it needs).
export const appointmentItemInputSchema = z.object({
  serviceId: z.uuid('Choose a service'),
  staffId: z.uuid('Choose a staff member').nullable().default(null),
});
export type AppointmentItemInput = z.infer<typeof appointmentItemInputSchema>;

// Every N weeks, ending on a date or after a number of appointments (the first included).
export const recurrenceSchema = z
  .object({
    everyWeeks: z
      .number()
      .int('Repeat every whole number of weeks')
      .min(1, 'Repeat at least every week')
      .max(12, 'Repeat at most every 12 weeks'),
    count: z
      .number()
      .int()
      .min(2, 'A series has at least 2 appointments')
      .max(52, 'A series has at most 52 appointments')
      .nullable()
      .default(null),
    until: localDateSchema.nullable().default(null),
  })
  .refine((value) => (value.count === null) !== (value.until === null), {
    message: 'End the series either on a date or after a number of appointments',
    path: ['count'],
  });
export type RecurrenceInput = z.infer<typeof recurrenceSchema>;

// A manager's "book anyway" (override_appointments): over the staff member's other bookings, outside their
// hours or in their time off, never over a full room or device. The reason is kept in history.
export const overrideSchema = z
  .object({ reason: z.string().trim().min(1, 'Give a reason for the override').max(500, 'The reason is at most 500 characters') })
  .nullable()
  .default(null);
export type OverrideInput = z.infer<typeof overrideSchema>;

// The client id of every walk-in: someone served without giving their details. No client record has it;
// the appointment keeps the name they gave, if any.
export const WALK_IN_CLIENT_ID = '00000000-0000-4000-8000-000000000000';
export const walkInSchema = z.object({ name: z.string().trim().max(80, 'A name is at most 80 characters').default('') });

// What the calendar calls a walk-in: "Sam (walk-in)", or "Walk-in" without a name.
export function walkInLabel(name: string): string {
  return name ? `${name} (walk-in)` : 'Walk-in';
}

// POST /api/appointments. Services run one after another from startsAt, in the order given. The client is
// an existing one (clientId), a new one typed inline (newClient), created in the same append as the
// booking, so a refused booking leaves no client behind, or a walk-in (walkIn).
export const bookAppointmentSchema = z
  .object({
    locationId: z.uuid('Choose a location'),
    clientId: z.uuid('Choose a client').nullable().default(null),
    newClient: clientInputSchema.nullable().default(null),
    startsAt: instantSchema,
    items: z.array(appointmentItemInputSchema).min(1, 'Choose at least one service').max(8, 'An appointment has at most 8 services'),
    notes: notesSchema.default(''),
    recurrence: recurrenceSchema.nullable().default(null),
    // Turns the caller's own hold into the booking.
    holdId: z.uuid().nullable().default(null),
    override: overrideSchema,
    walkIn: walkInSchema.nullable().default(null),
  })
  .refine((input) => [input.clientId, input.newClient, input.walkIn].filter((given) => given !== null).length === 1, {
    message: 'Choose a client, add a new one, or book a walk-in',
    path: ['clientId'],
  })
  .refine((input) => input.walkIn === null || input.recurrence === null, {
    message: 'A walk-in is one visit: book a series for a named client',
    path: ['recurrence'],
  });
export type BookAppointmentInput = z.infer<typeof bookAppointmentSchema>;

// POST /api/appointments/:id/reschedule: drag to move (startsAt, and staffId when dropped on another
// staff member's column: the items of fromStaffId move to staffId), resize to change length (endsAt: the
// last service grows or shrinks so the client leaves then). Works across days.
export const rescheduleAppointmentSchema = z
  .object({
    startsAt: instantSchema,
    endsAt: instantSchema.nullable().default(null),
    staffId: z.uuid().nullable().default(null),
    fromStaffId: z.uuid().nullable().default(null),
    override: overrideSchema,
  })
  .refine((value) => (value.staffId === null) === (value.fromStaffId === null), {
    message: 'Say which staff member the appointment moves from',
    path: ['fromStaffId'],
  })
  .refine((value) => value.endsAt === null || Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  });
export type RescheduleAppointmentInput = z.infer<typeof rescheduleAppointmentSchema>;

// PUT /api/appointments/:id: change the services (they are re-checked from the same start) and the notes.
export const updateAppointmentSchema = z.object({
  items: z.array(appointmentItemInputSchema).min(1, 'Choose at least one service').max(8, 'An appointment has at most 8 services'),
  notes: notesSchema.default(''),
});
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

// POST /api/appointments/:id/status. Checking in on another day than the appointment's takes an override.
export const setAppointmentStatusSchema = z.object({ status: z.enum(settableStatuses, 'Choose a status'), override: overrideSchema });
export type SetAppointmentStatusInput = z.infer<typeof setAppointmentStatusSchema>;

// POST /api/appointments/:id/status/revert: undoes the last status change (its author or a manager).
export const revertAppointmentStatusSchema = z
  .object({ reason: z.string().trim().max(500, 'The reason is at most 500 characters').default('') })
  .default({ reason: '' });
export type RevertAppointmentStatusInput = z.infer<typeof revertAppointmentStatusSchema>;

// POST /api/appointments/:id/cancel
export const cancelAppointmentSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason for the cancellation').max(500, 'The reason is at most 500 characters'),
});
export type CancelAppointmentInput = z.infer<typeof cancelAppointmentSchema>;

// POST /api/appointment-holds: blocks the slot for HOLD_MINUTES for everyone, shown as "held".
export const placeHoldSchema = z.object({
  locationId: z.uuid('Choose a location'),
  startsAt: instantSchema,
  items: z.array(appointmentItemInputSchema).min(1, 'Choose at least one service').max(8),
});
export type PlaceHoldInput = z.infer<typeof placeHoldSchema>;

// GET /api/appointments?locationId=&date= or &from=&to= (local dates, inclusive), optional staffId.
export const appointmentQuerySchema = z
  .object({
    locationId: z.uuid('locationId is not a location id'),
    date: localDateSchema.optional(),
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    staffId: z.uuid('staffId is not a staff id').optional(),
    includeCancelled: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  })
  .refine((query) => (query.date !== undefined) !== (query.from !== undefined && query.to !== undefined), {
    message: 'Ask for one date, or a from and to date',
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });
export type AppointmentQuery = z.infer<typeof appointmentQuerySchema>;

// GET /api/dashboard/appointments-today?locationId=
export const appointmentsTodayQuerySchema = z.object({ locationId: z.uuid('locationId is not a location id') });
export type AppointmentsTodayQuery = z.infer<typeof appointmentsTodayQuerySchema>;

// ---- Replies ----

export const appointmentItemSchema = z.object({
  itemId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  color: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  startsAt: z.string(),
  // When the client is done with this service (start + duration + processing).
  endsAt: z.string(),
  durationMinutes: z.number(),
  processingMinutes: z.number(),
  bufferMinutes: z.number(),
  priceCents: z.number(),
});
export type AppointmentItem = z.infer<typeof appointmentItemSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  // Local date (business zone) of the start.
  date: z.string(),
  seriesId: z.string().nullable(),
  status: z.enum(appointmentStatuses),
  startsAt: z.string(),
  // When the client leaves (the last service's end; buffer time not included).
  endsAt: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  clientEmail: z.string(),
  notes: z.string(),
  priceCents: z.number(),
  cancelReason: z.string().nullable(),
  lateCancel: z.boolean(),
  // Booked by the client on the booking page.
  bookedOnline: z.boolean(),
  // A walk-in (clientId is WALK_IN_CLIENT_ID; clientName says "Walk-in" or "Sam (walk-in)").
  walkIn: z.boolean(),
  // Paid in full at the point of sale (SPEC §4.3: a payment marks the appointment completed and paid).
  paid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(appointmentItemSchema),
  // The status change a revert would undo: who made it (null: not known, so only a manager may revert).
  lastStatusChange: z
    .object({ from: z.enum(appointmentStatuses), to: z.enum(appointmentStatuses), byUserId: z.string().nullable(), byName: z.string() })
    .nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const holdSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  // Local date (business zone) of the start.
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  expiresAt: z.string(),
  items: z.array(
    z.object({
      serviceId: z.string(),
      staffId: z.string(),
      roomId: z.string().nullable(),
      deviceId: z.string().nullable(),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
});
export type Hold = z.infer<typeof holdSchema>;

// GET /api/appointments: unexpired holds come along so the calendar can show them as "held".
export const appointmentListSchema = z.object({ appointments: z.array(appointmentSchema), holds: z.array(holdSchema) });
export type AppointmentList = z.infer<typeof appointmentListSchema>;

// The patch an `appointments` change notice carries (ChangeMessage.patch): every appointment and hold the
// change touched, as GET /api/appointments would list them now, and the ids that left the day book they
// were on (moved to another day or location, a hold released or turned into a booking). A list query
// covering a record's location and date takes it in; one that does not drops it.
export const appointmentsPatchSchema = z.object({
  appointments: z.array(appointmentSchema),
  holds: z.array(holdSchema),
  removedIds: z.array(z.string()),
});
export type AppointmentsPatch = z.infer<typeof appointmentsPatchSchema>;

// One line of an appointment's own history, newest last.
export const appointmentTimelineEntrySchema = z.object({
  position: z.string(),
  type: z.string(),
  // e.g. "Moved to Mon, Nov 23, 10:30 AM with Ava Johnson", "Cancelled: client is ill (late cancellation)"
  summary: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  // "Demo Admin", or "System" for seed/worker events.
  userName: z.string(),
});
export type AppointmentTimelineEntry = z.infer<typeof appointmentTimelineEntrySchema>;

// GET /api/appointments/:id
export const appointmentDetailsSchema = appointmentSchema.extend({ timeline: z.array(appointmentTimelineEntrySchema) });
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;

// POST /api/appointments replies with the usual { id, revision, position } plus every appointment of a series.
export const bookAppointmentReplySchema = z.object({
  id: z.string(),
  revision: z.number(),
  position: z.string().nullable(),
  appointmentIds: z.array(z.string()),
  seriesId: z.string().nullable(),
});
export type BookAppointmentReply = z.infer<typeof bookAppointmentReplySchema>;

// A refused booking, move or hold: the message, the next free starts (the asked staff member's first,
// then anyone's who performs the services) and whether a manager could book over it.
export const nextFreeTimeSchema = z.object({ startsAt: z.string(), staffId: z.string(), staffName: z.string() });
export type NextFreeTime = z.infer<typeof nextFreeTimeSchema>;
export const bookingRefusalSchema = z.object({ error: z.string(), nextFreeTimes: z.array(nextFreeTimeSchema), overridable: z.boolean() });
export type BookingRefusal = z.infer<typeof bookingRefusalSchema>;
// A new client typed inline who is already a client (same e-mail or phone): book them instead.
export const clientExistsRefusalSchema = z.object({ error: z.string(), matchingClient: clientSummarySchema });
export type ClientExistsRefusal = z.infer<typeof clientExistsRefusalSchema>;

// ---- Waitlist ----

export const waitlistEntryInputSchema = z
  .object({
    locationId: z.uuid('Choose a location'),
    clientId: z.uuid('Choose a client'),
    serviceId: z.uuid('Choose a service'),
    staffId: z.uuid().nullable().default(null),
    fromDate: localDateSchema,
    untilDate: localDateSchema,
    fromTime: timeOfDaySchema.default('09:00'),
    untilTime: timeOfDaySchema.default('18:00'),
    notes: notesSchema.default(''),
  })
  .refine((entry) => entry.fromDate <= entry.untilDate, { message: 'The last day must not be before the first', path: ['untilDate'] })
  .refine((entry) => entry.fromTime < entry.untilTime, { message: 'The end time must be after the start time', path: ['untilTime'] });
export type WaitlistEntryInput = z.infer<typeof waitlistEntryInputSchema>;

// GET /api/waitlist?locationId=
export const waitlistQuerySchema = z.object({ locationId: z.uuid('locationId is not a location id') });
export type WaitlistQuery = z.infer<typeof waitlistQuerySchema>;

// POST /api/waitlist/:id/remove: booking a waitlisted client says which appointment took them off the list.
export const removeWaitlistEntrySchema = z
  .object({ appointmentId: z.uuid('appointmentId is not an appointment id').nullable().default(null) })
  .default({ appointmentId: null });
export type RemoveWaitlistEntryInput = z.infer<typeof removeWaitlistEntrySchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  locationId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  fromDate: z.string(),
  untilDate: z.string(),
  fromTime: z.string(),
  untilTime: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  // Set when a slot that fits this entry was freed (a cancellation, no-show or move): the desk can offer it.
  offer: z.object({ startsAt: z.string(), staffId: z.string(), staffName: z.string() }).nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

// ---- Dashboard ----

// GET /api/dashboard/appointments-today?locationId=
export const appointmentsTodaySchema = z.object({
  date: z.string(),
  locationId: z.string(),
  total: z.number(),
  byStatus: z.record(z.enum(appointmentStatuses), z.number()),
  waitlistOffers: z.number(),
});
export type AppointmentsToday = z.infer<typeof appointmentsTodaySchema>;
