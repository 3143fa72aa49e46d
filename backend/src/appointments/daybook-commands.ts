import type { AppointmentPayment, AppointmentRecord } from '@chairside/shared/appointments/appointment-events';
import type { AppointmentStatus, SettableStatus } from '@chairside/shared/appointments/appointment-dto';
import type { Interval } from '@chairside/shared/availability/intervals';
import type { ResourceNeed } from '@chairside/shared/catalogue/catalogue-dto';

// Commands of a location's day stream. The service enriches them with everything the rules need from the
// read models (DayFacts), so the decider stays pure; "any available" staff and rooms/devices are chosen
// inside decide, against the stream's own state, so a retry after a concurrent write chooses again.

export type NamedSpan = Interval & { name: string };

export type StaffDay = {
  staffId: string;
  name: string;
  // When they work at this location that day (schedules or the day's exception, breaks taken out, time off kept in).
  hours: Interval[];
  // Approved time off inside those hours.
  timeOff: Interval[];
  // Classes they teach that day, at any location.
  classes: NamedSpan[];
};

export type ServiceOffer = {
  serviceId: string;
  name: string;
  archived: boolean;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
  priceCents: number;
  resourceNeed: ResourceNeed;
  // Whether this location offers it (a service may be offered at some locations only).
  offeredHere: boolean;
  // Who performs it, with their own price or duration when they differ (null: the service's).
  staff: { staffId: string; priceCents: number | null; durationMinutes: number | null }[];
  // Rooms and devices of this location that serve it, in the order they are tried.
  roomIds: string[];
  deviceIds: string[];
};

export type RoomDay = { roomId: string; name: string; capacity: number; classes: NamedSpan[] };
export type DeviceDay = { deviceId: string; name: string; quantity: number };

export type DayFacts = {
  locationId: string;
  // The local date of the stream, yyyy-MM-dd in the location's zone.
  date: string;
  // The location's own time zone (IANA): its day, its staff's wall-clock hours and its messages.
  zone: string;
  location: { name: string; isActive: boolean } | null;
  // The active staff of the location, in the order "any available" tries them.
  staff: StaffDay[];
  // Names of the other people a message may mention (someone asked for who does not work here).
  names: Record<string, string>;
  services: ServiceOffer[];
  rooms: RoomDay[];
  devices: DeviceDay[];
  // Admins and holders of edit_calendar may book and move into the past.
  mayBookInPast: boolean;
};

// One service as asked for; staffId null = "any available".
export type ItemRequest = { serviceId: string; staffId: string | null };

// A move or resize: the new start, optionally the client's new leaving time (the last service grows or
// shrinks), and the items of fromStaffId going to staffId.
export type MoveRequest = { startsAt: string; endsAt: string | null; staffId: string | null; fromStaffId: string | null };

export type BookAppointment = {
  type: 'BookAppointment';
  appointmentId: string;
  seriesId: string | null;
  clientId: string;
  // Whether the client exists (read model): an unknown client is refused here with the other rules.
  clientKnown: boolean;
  startsAt: string;
  items: ItemRequest[];
  notes: string;
  holdId: string | null;
  // The SHA-256 of the hold token a visitor presented: an online hold (one with a token) books only with it.
  holdTokenHash?: string | null;
  userId: string | null;
  // Fresh ids for the items, at least one per item (decide uses no randomness).
  itemIds: string[];
  day: DayFacts;
  // A manager's override (the service checked override_appointments).
  override: Override;
  // A walk-in (clientId is WALK_IN_CLIENT_ID): the name they gave, maybe ''.
  walkIn?: { name: string } | null;
};
// Set only when the caller may override (override_appointments): the rules a refusal names are set aside.
export type Override = { reason: string } | null;
export type RescheduleAppointment = {
  type: 'RescheduleAppointment';
  appointmentId: string;
  move: MoveRequest;
  day: DayFacts;
  override: Override;
  userId: string | null;
};
// The target day's side of a move across days: the appointment as it is on its source day comes along.
export type MoveAppointmentIn = {
  type: 'MoveAppointmentIn';
  appointment: AppointmentRecord & { status: AppointmentStatus; paid?: AppointmentPayment | null };
  move: MoveRequest;
  day: DayFacts;
  override: Override;
  userId: string | null;
};
export type MoveAppointmentOut = { type: 'MoveAppointmentOut'; appointmentId: string; toDate: string; toLocationId: string };
// PUT: the services (re-checked from the same start when they change) and the notes, in one append.
export type UpdateAppointment = {
  type: 'UpdateAppointment';
  appointmentId: string;
  items: ItemRequest[];
  notes: string;
  itemIds: string[];
  day: DayFacts;
};
// `override`: checking in on another day than the appointment's (the service checked the permission).
export type SetAppointmentStatus = {
  type: 'SetAppointmentStatus';
  appointmentId: string;
  status: SettableStatus;
  override: Override;
  userId: string | null;
  zone: string;
};
// Undo the last status change: its author, or someone who may override (`mayOverride`), may.
export type RevertAppointmentStatus = {
  type: 'RevertAppointmentStatus';
  appointmentId: string;
  reason: string;
  userId: string | null;
  mayOverride: boolean;
  authorName: string | null;
};
// A sale for the appointment was paid in full: it is paid, and completed if it had started.
export type MarkAppointmentPaid = { type: 'MarkAppointmentPaid'; appointmentId: string; saleId: string; amountCents: number };
// Undo a cancellation: the appointment takes its slot again if it is still free.
export type ReinstateAppointment = { type: 'ReinstateAppointment'; appointmentId: string; day: DayFacts };
// lateWindowHours: how close to the start a cancellation is late (online: the booking design's window; the desk: LATE_CANCEL_WINDOW_HOURS).
export type CancelAppointment = { type: 'CancelAppointment'; appointmentId: string; reason: string; lateWindowHours?: number };
// holdMinutes: how long it blocks the slot (the booking design's hold length; HOLD_MINUTES for the desk).
// tokenHash/visitorId: set for holds placed online (the visitor proves the hold is theirs with the token).
export type PlaceHold = {
  type: 'PlaceHold';
  holdId: string;
  startsAt: string;
  items: ItemRequest[];
  userId: string | null;
  itemIds: string[];
  day: DayFacts;
  holdMinutes?: number;
  tokenHash?: string | null;
  visitorId?: string | null;
};
// A hold is its owner's (the user who placed it, or the visitor holding its token); someone who may edit
// the calendar (edit_calendar, admin) may release anyone's.
export type ReleaseHold = {
  type: 'ReleaseHold';
  holdId: string;
  userId: string | null;
  mayReleaseAnyHold: boolean;
  tokenHash?: string | null;
};
// The workers' delayed job, once expiresAt passed: a no-op for a hold that was booked, released or already
// lapsed; refused (to be tried again) for one that has not lapsed yet.
export type ExpireHold = { type: 'ExpireHold'; holdId: string };

export type DaybookCommand =
  | BookAppointment
  | RescheduleAppointment
  | MoveAppointmentIn
  | MoveAppointmentOut
  | UpdateAppointment
  | SetAppointmentStatus
  | MarkAppointmentPaid
  | RevertAppointmentStatus
  | ReinstateAppointment
  | CancelAppointment
  | PlaceHold
  | ReleaseHold
  | ExpireHold;
