import type { EventStore, RecordedEvent } from '@chairside/platform/event-store/event-store';
import { foldEvents, type Decider, type DomainEvent } from './decider';
import { readStreamHistory } from './stream-history';

// A busy stream (a location's day book on a Saturday holds hundreds of events) read and folded whole for
// every command costs more than the command: its rows parsed, and its state rebuilt event by event with
// fresh Maps each time. A decider that says `keepFolded` has its streams' folds kept per process: the next
// read asks only for what came after the last event kept (and that event itself, as a check that the
// stream is still the one that was folded), and folds just that onto the kept state. States are never
// changed in place (evolve returns a new one), so commands in flight may share them. Another process's
// appends are simply the tail this one reads next; nothing has to be told.

export type FoldedStream<State> = {
  // The name the stream is persisted under (stream-history.ts), its whole history, and its fold.
  stream: string;
  history: RecordedEvent[];
  state: State;
};

// Streams kept per store and decider; the least recently used goes first.
export const keptStreamsPerDecider = 2_000;

type Kept = FoldedStream<unknown>;
const kept = new WeakMap<EventStore, WeakMap<object, Map<string, Kept>>>();
const stats = { reads: 0, tailReads: 0, wholeReads: 0 };

function keptFor(store: EventStore, decider: object): Map<string, Kept> {
  let byDecider = kept.get(store);
  if (!byDecider) kept.set(store, (byDecider = new WeakMap()));
  let streams = byDecider.get(decider);
  if (!streams) byDecider.set(decider, (streams = new Map()));
  return streams;
}

function keep(streams: Map<string, Kept>, stream: string, folded: Kept): void {
  streams.delete(stream);
  streams.set(stream, folded);
  if (streams.size > keptStreamsPerDecider) streams.delete(streams.keys().next().value as string);
}

// Example: readFolded(store, 'daybook-<location>-2026-12-05', daybookDecider) is that day's history and state.
export async function readFolded<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
): Promise<FoldedStream<State>> {
  stats.reads += 1;
  const streams = decider.keepFolded ? keptFor(store, decider) : null;
  const known = streams?.get(stream) as FoldedStream<State> | undefined;
  const last = known?.history[known.history.length - 1];
  if (streams && known && last) {
    const tail = await store.readStream(known.stream, { from: last.revision });
    // The kept last event still first: nothing was rewritten under it (a reset test database, a restore).
    if (tail[0]?.id === last.id) {
      stats.tailReads += 1;
      const fresh = tail.slice(1);
      const folded: FoldedStream<State> =
        fresh.length === 0
          ? known
          : { stream: known.stream, history: [...known.history, ...fresh], state: foldEvents(decider, fresh, known.state) };
      keep(streams, stream, folded);
      return folded;
    }
  }
  stats.wholeReads += 1;
  const { stream: persisted, events } = await readStreamHistory(store, stream);
  const folded: FoldedStream<State> = { stream: persisted, history: events, state: foldEvents(decider, events) };
  // An empty stream has no last event to check a later read against: it is read whole until written.
  if (streams && events.length > 0) keep(streams, stream, folded);
  return folded;
}

export const foldedStreamStats = () => ({ ...stats });
