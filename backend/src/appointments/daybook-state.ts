import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import type {
  AppointmentItemRecord,
  AppointmentPayment,
  AppointmentRecord,
  DaybookEvent,
} from '@chairside/shared/appointments/appointment-events';
import { unknownEvent } from '../commands/decider';

// A location's day as its decider sees it, folded from the day stream.

export type StatusChange = { from: AppointmentStatus; to: AppointmentStatus; by: string | null };
// `lastStatusChange`: the change a revert would undo; `statusBeforeCancel`: what reinstating restores.
export type DayAppointment = AppointmentRecord & {
  status: AppointmentStatus;
  // The sale that paid it, once paid.
  paid: AppointmentPayment | null;
  cancelReason: string | null;
  lastStatusChange: StatusChange | null;
  statusBeforeCancel: AppointmentStatus | null;
};
// tokenHash/visitorId: a hold placed online (its token's SHA-256, never the token); `lapsed`: HoldExpired landed.
export type DayHold = {
  holdId: string;
  items: AppointmentItemRecord[];
  expiresAt: string;
  heldBy: string | null;
  tokenHash: string | null;
  visitorId: string | null;
  lapsed: boolean;
};

export type DaybookState = {
  // Every appointment that lives on this day now, cancelled ones included (they occupy nobody).
  appointments: Map<string, DayAppointment>;
  // Holds not released nor booked; an expired one stays here (every decision ignores it past expiresAt,
  // before or after its HoldExpired lands), so a lapsed hold's token still proves whose it was.
  holds: Map<string, DayHold>;
  // Holds that ended by release or by a booking (which may book with a hold only once).
  releasedHolds: Map<string, 'released' | 'booked'>;
  // What each booked hold became, and the token that booked it: a repeat of that booking (a double click,
  // a retry after a lost reply) is answered with the same appointment, for the same token only.
  bookedHolds: Map<string, { appointmentId: string; tokenHash: string | null }>;
  // Appointments that moved to another day: where they went, so a repeated move-out is a no-op.
  movedOut: Map<string, { toDate: string; toLocationId: string }>;
};

export const initialDaybookState = (): DaybookState => ({
  appointments: new Map(),
  holds: new Map(),
  releasedHolds: new Map(),
  bookedHolds: new Map(),
  movedOut: new Map(),
});

function patch(state: DaybookState, appointmentId: string, change: (appointment: DayAppointment) => DayAppointment): DaybookState {
  const appointment = state.appointments.get(appointmentId);
  if (!appointment) return state;
  return { ...state, appointments: new Map(state.appointments).set(appointmentId, change(appointment)) };
}

const record = (data: AppointmentRecord): AppointmentRecord => ({
  appointmentId: data.appointmentId,
  locationId: data.locationId,
  date: data.date,
  seriesId: data.seriesId,
  clientId: data.clientId,
  notes: data.notes,
  items: data.items,
});

export function evolveDaybook(state: DaybookState, event: DaybookEvent): DaybookState {
  switch (event.type) {
    case 'AppointmentBooked': {
      const holdId = event.data.holdId;
      return {
        ...state,
        appointments: new Map(state.appointments).set(event.data.appointmentId, {
          ...record(event.data),
          status: 'booked',
          paid: null,
          cancelReason: null,
          lastStatusChange: null,
          statusBeforeCancel: null,
        }),
        bookedHolds: holdId
          ? new Map(state.bookedHolds).set(holdId, {
              appointmentId: event.data.appointmentId,
              tokenHash: state.holds.get(holdId)?.tokenHash ?? null,
            })
          : state.bookedHolds,
      };
    }
    case 'AppointmentRescheduled':
      return patch(state, event.data.appointmentId, (appointment) => ({ ...appointment, items: event.data.items }));
    case 'AppointmentMovedIn': {
      const movedOut = new Map(state.movedOut);
      movedOut.delete(event.data.appointmentId);
      return {
        ...state,
        movedOut,
        appointments: new Map(state.appointments).set(event.data.appointmentId, {
          ...record(event.data),
          status: event.data.status,
          paid: event.data.paid ?? null,
          cancelReason: null,
          lastStatusChange: null,
          statusBeforeCancel: null,
        }),
      };
    }
    case 'AppointmentMovedOut': {
      const appointments = new Map(state.appointments);
      appointments.delete(event.data.appointmentId);
      return {
        ...state,
        appointments,
        movedOut: new Map(state.movedOut).set(event.data.appointmentId, {
          toDate: event.data.toDate,
          toLocationId: event.data.toLocationId,
        }),
      };
    }
    case 'AppointmentNotesChanged':
      return patch(state, event.data.appointmentId, (appointment) => ({ ...appointment, notes: event.data.notes }));
    case 'AppointmentStatusChanged': {
      const { from, to, by } = event.data;
      return patch(state, event.data.appointmentId, (appointment) => ({
        ...appointment,
        status: to,
        lastStatusChange: { from, to, by: by ?? null },
      }));
    }
    case 'AppointmentStatusReverted':
      return patch(state, event.data.appointmentId, (appointment) => ({ ...appointment, status: event.data.to, lastStatusChange: null }));
    case 'AppointmentCancelled':
      return patch(state, event.data.appointmentId, (appointment) => ({
        ...appointment,
        status: 'cancelled',
        cancelReason: event.data.reason,
        lastStatusChange: null,
        statusBeforeCancel: appointment.status,
      }));
    case 'AppointmentReinstated':
      return patch(state, event.data.appointmentId, (appointment) => ({
        ...appointment,
        status: event.data.status,
        items: event.data.items,
        cancelReason: null,
        statusBeforeCancel: null,
      }));
    case 'AppointmentPaid': {
      const { saleId, amountCents, completed } = event.data;
      // A completion by payment is not a desk's status change a revert could undo.
      return patch(state, event.data.appointmentId, (appointment) => ({
        ...appointment,
        paid: { saleId, amountCents },
        ...(completed ? { status: 'completed' as const, lastStatusChange: null } : {}),
      }));
    }
    case 'BookingRuleOverridden':
      return state;
    case 'SlotHeld': {
      const { holdId, items, expiresAt, heldBy } = event.data;
      const hold: DayHold = {
        holdId,
        items,
        expiresAt,
        heldBy,
        tokenHash: event.data.tokenHash ?? null,
        visitorId: event.data.visitorId ?? null,
        lapsed: false,
      };
      return { ...state, holds: new Map(state.holds).set(holdId, hold) };
    }
    case 'HoldReleased': {
      const holds = new Map(state.holds);
      holds.delete(event.data.holdId);
      return { ...state, holds, releasedHolds: new Map(state.releasedHolds).set(event.data.holdId, event.data.reason) };
    }
    case 'HoldExpired': {
      const hold = state.holds.get(event.data.holdId);
      return hold ? { ...state, holds: new Map(state.holds).set(hold.holdId, { ...hold, lapsed: true }) } : state;
    }
    default:
      return unknownEvent(event, state);
  }
}
