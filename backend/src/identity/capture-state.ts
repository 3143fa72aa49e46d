import type { Decider, DomainEvent } from '../commands/decider';

// handleCommand may decide several times (it retries on a concurrent write); the state of the last
// decision is the one the appended events replaced, e.g. the e-mail address a profile update gave up.
export function capturingState<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>): { decider: Decider<State, Command, Event>; last: () => State | null } {
  let last: State | null = null;
  return {
    decider: {
      ...decider,
      decide(command, state, now) {
        last = state;
        return decider.decide(command, state, now);
      },
    },
    last: () => last,
  };
}
