import type { EventStore, RecordedEvent } from '@chairside/platform/event-store/event-store';
import type { Decider, DomainEvent } from './decider';
import { readFolded } from './folded-streams';

// A stream folded by its decider: what a service reads to decide what to ask for (where an appointment
// is, whether a staff member was hired), handed to the command plan as its starting point so the same
// command does not read the stream a second time (command-plan.ts).
export type LoadedState<State, Command, Event extends DomainEvent> = {
  decider: Decider<State, Command, Event>;
  // The name the stream was asked for, and the one its history is persisted under (see stream-history.ts).
  requested: string;
  stream: string;
  state: State;
  // The last event's revision, or null for a stream nobody wrote yet.
  revision: bigint | null;
  history: RecordedEvent[];
};

export async function loadState<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
): Promise<LoadedState<State, Command, Event>> {
  const { stream: persisted, history, state } = await readFolded(store, stream, decider);
  const last = history[history.length - 1];
  return { decider, requested: stream, stream: persisted, state, revision: last ? last.revision : null, history };
}
