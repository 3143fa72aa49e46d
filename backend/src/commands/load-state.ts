import type { EventStore, RecordedEvent } from '@chairside/platform/event-store/event-store';
import type { Decider, DomainEvent } from './decider';
import { readFolded, readFoldedMany, type FoldedStream } from './folded-streams';

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
  return loaded(stream, await readFolded(store, stream, decider), decider);
}

// Many streams of one decider loaded in one read where the store can (readFoldedMany), by name.
export async function loadStates<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streams: readonly string[],
  decider: Decider<State, Command, Event>,
): Promise<Map<string, LoadedState<State, Command, Event>>> {
  const folds = await readFoldedMany(store, streams, decider);
  return new Map([...folds].map(([stream, folded]) => [stream, loaded(stream, folded, decider)]));
}

function loaded<State, Command, Event extends DomainEvent>(
  requested: string,
  { stream, history, state }: FoldedStream<State>,
  decider: Decider<State, Command, Event>,
): LoadedState<State, Command, Event> {
  const last = history[history.length - 1];
  return { decider, requested, stream, state, revision: last ? last.revision : null, history };
}
