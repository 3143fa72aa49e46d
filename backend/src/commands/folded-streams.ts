import type { EventStore, RecordedEvent } from '@chairside/platform/event-store/event-store';
import { foldEvents, type Decider, type DomainEvent } from './decider';
import { legacyStreamName } from '@chairside/shared/stream-names';
import { historyUnder, readStreamHistory, type StreamHistory } from './stream-history';

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
    const folded = withTail(streams, stream, known, await store.readStream(known.stream, { from: last.revision }), decider);
    if (folded) return folded;
  }
  return foldedWhole(streams, stream, await readStreamHistory(store, stream), decider);
}

// A kept fold brought up to date by the events read from its last one on, or null when that last event is
// no longer first (the stream was rewritten under it: a reset test database, a restore).
function withTail<State, Command, Event extends DomainEvent>(
  streams: Map<string, Kept>,
  stream: string,
  known: FoldedStream<State>,
  tail: readonly RecordedEvent[],
  decider: Decider<State, Command, Event>,
): FoldedStream<State> | null {
  if (tail[0]?.id !== known.history[known.history.length - 1]?.id) return null;
  stats.tailReads += 1;
  const fresh = tail.slice(1);
  const folded: FoldedStream<State> =
    fresh.length === 0
      ? known
      : { stream: known.stream, history: [...known.history, ...fresh], state: foldEvents(decider, fresh, known.state) };
  keep(streams, stream, folded);
  return folded;
}

function foldedWhole<State, Command, Event extends DomainEvent>(
  streams: Map<string, Kept> | null,
  stream: string,
  { stream: persisted, events }: StreamHistory,
  decider: Decider<State, Command, Event>,
): FoldedStream<State> {
  stats.wholeReads += 1;
  const folded: FoldedStream<State> = { stream: persisted, history: events, state: foldEvents(decider, events) };
  // An empty stream has no last event to check a later read against: it is read whole until written.
  if (streams && events.length > 0) keep(streams, stream, folded);
  return folded;
}

export const foldedStreamStats = () => ({ ...stats });

// A stream a command will read, and the decider that folds it: what a module says its part of a plan reads
// (a day, a client's claims, a manage link), so the plan can read them all at once (handleCommands' `reads`).
export type StreamRead = { stream: string; decider: Decider<unknown, never, DomainEvent> };
// A decider of any state, command and event as a StreamRead holds it (its state comes back as `unknown`).
export const streamRead = <State, Command, Event extends DomainEvent>(
  stream: string,
  decider: Decider<State, Command, Event>,
): StreamRead => ({ stream, decider: decider as unknown as StreamRead['decider'] });

// Many streams read and folded together (the booking page's strip of a fortnight of days; the day, the
// claims and the manage link of one booking): one read for all of them where the store can (readStreams),
// each kept fold brought up to date from its last event as readFolded does, and a stream not yet known
// asked for under its category's old name in the same read. Without a bulk read, or for a kept fold whose
// last event is gone, readFolded per stream. A stream named twice is read once, by its first decider; each
// fold comes with the decider that folded it.
export type FoldedRead = { decider: StreamRead['decider']; folded: FoldedStream<unknown> };
export async function readFoldedAcross(store: EventStore, reads: readonly StreamRead[]): Promise<Map<string, FoldedRead>> {
  const folds = new Map<string, FoldedStream<unknown>>();
  const named = new Set<string>();
  const wanted = reads.filter((read) => !named.has(read.stream) && Boolean(named.add(read.stream)));
  const withDeciders = () =>
    new Map(wanted.map(({ stream, decider }) => [stream, { decider, folded: folds.get(stream) as FoldedStream<unknown> }]));
  if (!store.readStreams) {
    const each = await Promise.all(wanted.map(({ stream, decider }) => readFolded(store, stream, decider)));
    wanted.forEach(({ stream }, index) => folds.set(stream, each[index] as FoldedStream<unknown>));
    return withDeciders();
  }
  const keptOf = ({ decider }: StreamRead) => (decider.keepFolded ? keptFor(store, decider) : null);
  const knownOf = (read: StreamRead) => keptOf(read)?.get(read.stream);
  const from = new Map<string, bigint>();
  const asked = new Set<string>();
  for (const read of wanted) {
    const known = knownOf(read);
    const last = known?.history[known.history.length - 1];
    if (known && last) {
      asked.add(known.stream);
      from.set(known.stream, last.revision);
    } else {
      asked.add(read.stream);
      const legacy = legacyStreamName(read.stream);
      if (legacy) asked.add(legacy);
    }
  }
  const found = await store.readStreams([...asked], { from });
  const again: StreamRead[] = [];
  for (const read of wanted) {
    const { stream, decider } = read;
    const kept = keptOf(read);
    const known = kept?.get(stream);
    if (kept && known && known.history.length > 0) {
      const folded = withTail(kept, stream, known, found.get(known.stream) ?? [], decider);
      if (folded) {
        stats.reads += 1;
        folds.set(stream, folded);
      } else again.push(read);
      continue;
    }
    stats.reads += 1;
    const legacy = legacyStreamName(stream);
    const history = historyUnder(stream, found.get(stream) ?? [], legacy ? (found.get(legacy) ?? []) : []);
    folds.set(stream, foldedWhole(kept, stream, history, decider));
  }
  // Rewritten under the kept fold: read whole, as readFolded would after its tail failed the same check.
  await Promise.all(
    again.map(async ({ stream, decider }) => {
      stats.reads += 1;
      folds.set(stream, foldedWhole(keptOf({ stream, decider }), stream, await readStreamHistory(store, stream), decider));
    }),
  );
  return withDeciders();
}

// Many streams of one decider read and folded together (readFoldedAcross), by name.
export async function readFoldedMany<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streams: readonly string[],
  decider: Decider<State, Command, Event>,
): Promise<Map<string, FoldedStream<State>>> {
  const folds = await readFoldedAcross(
    store,
    streams.map((stream) => streamRead(stream, decider)),
  );
  return new Map([...folds].map(([stream, { folded }]) => [stream, folded as FoldedStream<State>]));
}
