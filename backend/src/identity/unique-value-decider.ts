import type { UniqueValueCommand } from '@chairside/shared/identity/identity-commands';
import type { UniqueValueEvent } from '@chairside/shared/identity/identity-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type UniqueValueState = { ownerId: string | null };

// One stream per value: appending with the revision read makes a claim airtight under races, on both
// event-store adapters, with no table outside the event store.
export function uniqueValueDecider(takenMessage: string): Decider<UniqueValueState, UniqueValueCommand, UniqueValueEvent> {
  return {
    initialState: () => ({ ownerId: null }),
    evolve(state, event) {
      switch (event.type) {
        case 'UniqueValueClaimed':
          return { ownerId: event.data.ownerId };
        case 'UniqueValueReleased':
          return state.ownerId === event.data.ownerId ? { ownerId: null } : state;
        default:
          return unknownEvent(event, state);
      }
    },
    decide(command, state) {
      switch (command.type) {
        case 'ClaimUniqueValue':
          if (state.ownerId === command.ownerId) return [];
          if (state.ownerId !== null) throw new DomainError(takenMessage, 409);
          return [{ type: 'UniqueValueClaimed', data: { ownerId: command.ownerId } }];
        case 'ReleaseUniqueValue':
          return state.ownerId === command.ownerId ? [{ type: 'UniqueValueReleased', data: { ownerId: command.ownerId } }] : [];
        default:
          return unhandled(command);
      }
    },
  };
}
