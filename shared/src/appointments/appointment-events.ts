import type { AppointmentStatus } from './appointment-dto';
import { currentStreamName } from '../stream-names';

// Events of a location's day book (`daybook-<locationId>-<yyyy-mm-dd>`, the local date in the business
// zone). One stream holds every appointment and hold of that location and day, so one append checks every
// staff member, room and device at once (ARCHITECTURE §4). A permanent contract: add versions, never edit.

// One service of an appointment as booked: who, where and exactly when. Instants are UTC ISO strings.
// The staff member is busy [startsAt, +duration) and again for the buffer after processing; the room and
// device are busy from startsAt to the end of the buffer; the client is there until start + duration + processing.
export type AppointmentItemRecord = {
  itemId: string;
  serviceId: string;
  staffId: string;
  roomId: string | null;
  deviceId: string | null;
  startsAt: string;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
  priceCents: number;
};

export type AppointmentRecord = {
  appointmentId: string;
  locationId: string;
  date: string;
  seriesId: string | null;
  clientId: string;
  notes: string;
  items: AppointmentItemRecord[];
};

// Added later (older events lack them): `online`, booked by a client on the booking page (with an online
// hold's token); `walkIn`, booked at the desk for someone who gave no details (clientId is then
// WALK_IN_CLIENT_ID, and `name` what they gave, maybe nothing), counted as walk-ins by later reports.
export type AppointmentBooked = {
  type: 'AppointmentBooked';
  data: AppointmentRecord & { holdId: string | null; online?: boolean; walkIn?: { name: string } };
};
// Same day: new times, staff, rooms or devices (a move, a resize or changed services).
export type AppointmentRescheduled = {
  type: 'AppointmentRescheduled';
  data: { appointmentId: string; items: AppointmentItemRecord[]; reason: 'moved' | 'resized' | 'services_changed' };
};
// Across days: appended to the target day first (with everything it needs), then the source day lets go.
export type AppointmentMovedIn = {
  type: 'AppointmentMovedIn';
  data: AppointmentRecord & { status: AppointmentStatus; fromDate: string; fromLocationId: string; paid?: AppointmentPayment | null };
};
export type AppointmentMovedOut = { type: 'AppointmentMovedOut'; data: { appointmentId: string; toDate: string; toLocationId: string } };
export type AppointmentNotesChanged = { type: 'AppointmentNotesChanged'; data: { appointmentId: string; notes: string } };
// `by` (added later, so older events lack it): who set the status, the one besides a manager who may revert it.
export type AppointmentStatusChanged = {
  type: 'AppointmentStatusChanged';
  data: { appointmentId: string; from: AppointmentStatus; to: AppointmentStatus; by?: string | null };
};
export type AppointmentCancelled = { type: 'AppointmentCancelled'; data: { appointmentId: string; reason: string; lateCancel: boolean } };
// The last status change undone (a status set by mistake): back from `from` to `to`, with why.
export type AppointmentStatusReverted = {
  type: 'AppointmentStatusReverted';
  data: { appointmentId: string; from: AppointmentStatus; to: AppointmentStatus; reason: string };
};
// What paid an appointment: the sale and its total.
export type AppointmentPayment = { saleId: string; amountCents: number };
// A sale for the appointment was paid in full at the point of sale. `completed`: it had started (checked in
// or in service), so the payment also completes it (from `from`); a visit paid before it starts stays as it is.
export type AppointmentPaid = {
  type: 'AppointmentPaid';
  data: { appointmentId: string; saleId: string; amountCents: number; from: AppointmentStatus; completed: boolean };
};
// A cancellation undone: the appointment occupies its slot again (re-checked) with the status it had.
export type AppointmentReinstated = {
  type: 'AppointmentReinstated';
  data: { appointmentId: string; status: AppointmentStatus; items: AppointmentItemRecord[] };
};
// A manager's override of a booking rule, appended with the booking, move or status change it allowed:
// which rules were set aside (as the refusal read) and why. Auditors read it in the timeline.
export type BookingRuleOverridden = {
  type: 'BookingRuleOverridden';
  data: { appointmentId: string; action: 'booked' | 'moved' | 'status'; rules: string[]; reason: string; by: string | null };
};

// heldBy: the signed-in user (staff or client), null for an anonymous visitor. Holds placed online (added
// later, so older events lack them) carry the SHA-256 of the visitor's hold token (the token itself is never
// stored) and the visitor's id, which the limit of holds per visitor counts.
export type SlotHeld = {
  type: 'SlotHeld';
  data: {
    holdId: string;
    locationId: string;
    date: string;
    items: AppointmentItemRecord[];
    expiresAt: string;
    heldBy: string | null;
    tokenHash?: string | null;
    visitorId?: string | null;
  };
};
export type HoldReleased = { type: 'HoldReleased'; data: { holdId: string; reason: 'released' | 'booked' } };
// A hold lapsed (appended by the workers' delayed job once expiresAt passed). Every decision already ignores
// a hold past expiresAt, so a slow worker never blocks a slot; this event lets every screen drop it.
export type HoldExpired = { type: 'HoldExpired'; data: { holdId: string; expiredAt: string } };

export type DaybookEvent =
  | AppointmentBooked
  | AppointmentRescheduled
  | AppointmentMovedIn
  | AppointmentMovedOut
  | AppointmentNotesChanged
  | AppointmentStatusChanged
  | AppointmentCancelled
  | AppointmentStatusReverted
  | AppointmentReinstated
  | AppointmentPaid
  | BookingRuleOverridden
  | SlotHeld
  | HoldReleased
  | HoldExpired;

export const daybookEventTypes = [
  'AppointmentBooked',
  'AppointmentRescheduled',
  'AppointmentMovedIn',
  'AppointmentMovedOut',
  'AppointmentNotesChanged',
  'AppointmentStatusChanged',
  'AppointmentCancelled',
  'AppointmentStatusReverted',
  'AppointmentReinstated',
  'AppointmentPaid',
  'BookingRuleOverridden',
  'SlotHeld',
  'HoldReleased',
  'HoldExpired',
] as const;

// Events of a location's waitlist stream (`waitlist-<locationId>`).
export type WaitlistEntryAdded = {
  type: 'WaitlistEntryAdded';
  data: {
    entryId: string;
    locationId: string;
    clientId: string;
    serviceId: string;
    staffId: string | null;
    fromDate: string;
    untilDate: string;
    fromTime: string;
    untilTime: string;
    notes: string;
  };
};
export type WaitlistEntryRemoved = {
  type: 'WaitlistEntryRemoved';
  data: { entryId: string; reason: 'removed' | 'booked'; appointmentId: string | null };
};
export type WaitlistEvent = WaitlistEntryAdded | WaitlistEntryRemoved;
export const waitlistEventTypes = ['WaitlistEntryAdded', 'WaitlistEntryRemoved'] as const;

// One day book per location and local day (the consistency boundary of booking, ARCHITECTURE §4).
export function daybookStream(locationId: string, date: string): string {
  return `daybook-${locationId}-${date}`;
}

// The event-store categories day books are found in: `daybook`, and `schedule` for those written before the rename.
export const daybookCategories = ['daybook', 'schedule'] as const;

// `daybook-<locationId>-<yyyy-mm-dd>` (or its old name `schedule-…`, see stream-names.ts) → the day it holds.
export function parseDaybookStream(stream: string): { locationId: string; date: string } | null {
  const match = /^daybook-(.+)-(\d{4}-\d{2}-\d{2})$/.exec(currentStreamName(stream));
  return match ? { locationId: match[1] as string, date: match[2] as string } : null;
}
export function waitlistStreamName(locationId: string): string {
  return `waitlist-${locationId}`;
}
