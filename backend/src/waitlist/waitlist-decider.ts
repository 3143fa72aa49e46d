import type { WaitlistEntryInput } from '@chairside/shared/appointments/appointment-dto';
import type { WaitlistEvent } from '@chairside/shared/appointments/appointment-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { without } from '../state-maps';

export type WaitlistCommand =
  | ({ type: 'AddWaitlistEntry'; entryId: string } & WaitlistEntryInput)
  | { type: 'RemoveWaitlistEntry'; entryId: string; reason: 'removed' | 'booked'; appointmentId: string | null };

// Open entries of one location's waitlist (`waitlist-<locationId>`) and their clients and services.
export type WaitlistState = { open: Map<string, { clientId: string; serviceId: string }>; removed: Set<string> };

export const waitlistDecider: Decider<WaitlistState, WaitlistCommand, WaitlistEvent> = {
  initialState: () => ({ open: new Map(), removed: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'WaitlistEntryAdded':
        return {
          ...state,
          open: new Map(state.open).set(event.data.entryId, { clientId: event.data.clientId, serviceId: event.data.serviceId }),
        };
      case 'WaitlistEntryRemoved':
        return { open: without(state.open, event.data.entryId), removed: new Set(state.removed).add(event.data.entryId) };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddWaitlistEntry': {
        if (state.open.has(command.entryId) || state.removed.has(command.entryId))
          throw new DomainError('That waitlist entry already exists', 409);
        const { entryId, locationId, clientId, serviceId, staffId, fromDate, untilDate, fromTime, untilTime, notes } = command;
        if (fromDate > untilDate) throw new DomainError('The last day must not be before the first', 400);
        if (fromTime >= untilTime) throw new DomainError('The end time must be after the start time', 400);
        return [
          {
            type: 'WaitlistEntryAdded',
            data: { entryId, locationId, clientId, serviceId, staffId, fromDate, untilDate, fromTime, untilTime, notes },
          },
        ];
      }
      case 'RemoveWaitlistEntry':
        // Removing twice (two desks, a double click) changes nothing.
        if (state.removed.has(command.entryId)) return [];
        if (!state.open.has(command.entryId)) throw new DomainError('Waitlist entry not found', 404);
        return [
          {
            type: 'WaitlistEntryRemoved',
            data: { entryId: command.entryId, reason: command.reason, appointmentId: command.appointmentId },
          },
        ];
      default:
        return unhandled(command);
    }
  },
};
