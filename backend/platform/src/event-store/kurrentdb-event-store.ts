// The KurrentDB (EventStoreDB) adapter (ARCHITECTURE §3): a thin mapping onto the official client. Reads and
// subscriptions use $all with catch-up subscriptions, never persistent ones (those do not keep order).
import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type Filter,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedVersion,
  categoryOf,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './event-store';

type EventFilter = NonNullable<ReadAllOptions['filter']>;

// The PostgreSQL adapter's default page, so both adapters answer an unbounded readAll alike.
const defaultReadAllCount = 1000;

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

// The client reports a missing stream as 'no_stream' (some server paths as -1).
export function toWrongExpectedVersion(error: unknown, stream: string, expected: ExpectedRevision): unknown {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const actual = error.actualState;
  return new WrongExpectedVersion(stream, expected, actual === 'no_stream' || actual < 0n ? 'no_stream' : actual);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One server-side filter: KurrentDB filters on stream name or event type, not both, so with both the
// event types are checked here (matchesFilter). Patterns stay within what .NET and JavaScript agree on.
export function toServerFilter(filter: EventFilter | undefined): Filter {
  const categories = filter?.categories;
  const types = filter?.eventTypes;
  if (categories) return streamNameFilter({ regex: `^(?:${categories.map(escapeRegex).join('|')})(?:-|$)` });
  if (types) return eventTypeFilter({ regex: `^(?:${types.map(escapeRegex).join('|')})$` });
  return excludeSystemEvents();
}

export function matchesFilter(event: Pick<RecordedEvent, 'stream' | 'type'>, filter: EventFilter | undefined): boolean {
  if (filter?.categories && !filter.categories.includes(categoryOf(event.stream))) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  return true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

// The metadata fields that are always present but may be null; the optional ones stay absent.
const requiredNullable = ['userId', 'causationId'] as const;

// A multi-stream append takes string values only: absent stands for null.
export function toStringMetadata(metadata: EventMetadata): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function fromStoredMetadata(stored: Record<string, unknown>): EventMetadata {
  const metadata: Record<string, unknown> = { ...stored };
  for (const key of requiredNullable) if (metadata[key] === undefined) metadata[key] = null;
  return metadata as EventMetadata;
}

// null for what is not ours to hand out: system events and streams ('$'-prefixed), unresolved links.
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) return null;
  if (!event.position) throw new Error(`KurrentDB returned event ${event.id} without its position: the server is older than 22.6`);
  if (!event.isJson || !isRecord(event.data) || !isRecord(event.metadata)) {
    throw new Error(`Event ${event.id} in ${event.streamId} is not a JSON event with JSON metadata: not written by this application`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    // Written by appendToStream below from an EventMetadata, as-is, or by appendToStreams as strings only.
    metadata: fromStoredMetadata(event.metadata),
    stream: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    recordedAt: event.created.toISOString(),
  };
}

// Exclusive bounds: KurrentDB reads $all from a position inclusively.
export function isBeyond(position: Position, from: Position | undefined, direction: 'forwards' | 'backwards'): boolean {
  if (!from) return true;
  const order = comparePositions(position, from);
  return direction === 'forwards' ? order > 0 : order < 0;
}

export function createKurrentDbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const openSubscriptions = new Set<Subscription>();

  async function readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const direction = options.direction ?? 'forwards';
    const events: RecordedEvent[] = [];
    try {
      const read = client.readStream(stream, {
        direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        fromRevision: options.from ?? (direction === 'forwards' ? START : END),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const direction = options.direction ?? 'forwards';
    const wanted = options.maxCount ?? defaultReadAllCount;
    const filter = toServerFilter(options.filter);
    const events: RecordedEvent[] = [];
    let from = options.fromPosition;
    // Pages, because the event at `from` and events only we filter out count against the server's maxCount.
    while (events.length < wanted) {
      const pageSize = wanted - events.length + 1;
      let received = 0;
      const page = client.readAll({
        direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        fromPosition: from ?? (direction === 'forwards' ? START : END),
        maxCount: pageSize,
        filter,
      });
      for await (const resolved of page) {
        received += 1;
        const position = resolved.event?.position;
        if (!position || !isBeyond(position, from, direction)) continue;
        from = position;
        const event = toRecordedEvent(resolved);
        if (event && matchesFilter(event, options.filter)) events.push(event);
        if (events.length === wanted) break;
      }
      if (received < pageSize) break;
    }
    return events;
  }

  function subscribeToAll(options: SubscribeOptions = {}): Subscription {
    let closed = false;
    let upstream: AllStreamSubscription | undefined;
    const subscription: Subscription = {
      async *[Symbol.asyncIterator]() {
        if (closed) return;
        let from = options.fromPosition;
        const source = client.subscribeToAll({ fromPosition: from ?? START, filter: toServerFilter(options.filter) });
        upstream = source;
        try {
          for await (const resolved of source) {
            if (closed) return;
            const event = toRecordedEvent(resolved);
            if (!event || !isBeyond(event.position, from, 'forwards') || !matchesFilter(event, options.filter)) continue;
            yield event;
            from = event.position;
          }
        } catch (error) {
          // close() destroys the stream under the loop; that ending is not an error.
          if (!closed) throw error;
        } finally {
          openSubscriptions.delete(subscription);
          // Nobody listens any more: a late connection error must not crash the process.
          source.on('error', () => undefined);
          await source.unsubscribe();
        }
      },
      async close() {
        closed = true;
        openSubscriptions.delete(subscription);
        if (!upstream) return;
        upstream.on('error', () => undefined);
        await upstream.unsubscribe();
        // Ends a loop waiting for the next live event.
        upstream.destroy();
      },
    };
    openSubscriptions.add(subscription);
    return subscription;
  }

  // No verifyChain: KurrentDB's log is append-only by design. Events are never edited in place, and deleting
  // or truncating a stream is itself an append (a tombstone, the stream's metadata) that scavenging later
  // acts on; there is no table whose rows someone can edit or delete behind the store's back.
  return {
    readStream,
    readAll,
    subscribeToAll,

    async appendToStream(stream, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const proposed = events.map((event) => jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }));
      let result;
      try {
        result = await client.appendToStream(stream, proposed, { streamState: toStreamState(expectedRevision) });
      } catch (error) {
        throw toWrongExpectedVersion(error, stream, expectedRevision);
      }
      // Our result carries the last event's position (a projection waiter relies on it). The server's is
      // that for a single event; for a batch, or a repeated append acknowledged without one, read it back.
      const last = events.length === 1 ? result.position : undefined;
      const position = last ?? (await readStream(stream, { from: result.nextExpectedRevision, maxCount: 1 }))[0]?.position;
      if (!position) throw new Error(`KurrentDB acknowledged an append to ${stream} without a position`);
      return { nextRevision: result.nextExpectedRevision, position };
    },

    // KurrentDB 25.1's multi-stream append: atomic across streams. Untested on our machines (no server runs
    // here); the contract suite covers it wherever EVENTSTORE_URL is set.
    async appendToStreams(appends: StreamAppend[]) {
      if (appends.length === 1) {
        const [only] = appends as [StreamAppend];
        return [await this.appendToStream(only.stream, only.events, { expectedRevision: only.expectedRevision })];
      }
      let result;
      try {
        result = await client.multiStreamAppend(
          appends.map(({ stream, events, expectedRevision }) => ({
            streamName: stream,
            expectedState: toStreamState(expectedRevision),
            events: events.map((event) =>
              jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: toStringMetadata(event.metadata) }),
            ),
          })),
        );
      } catch (error) {
        const first = appends[0] as StreamAppend;
        throw toWrongExpectedVersion(error, first.stream, first.expectedRevision);
      }
      const position = { commit: result.position, prepare: result.position };
      return appends.map(({ stream }) => {
        const response = result.responses.find((candidate) => candidate.streamName === stream);
        if (!response) throw new Error(`KurrentDB acknowledged a multi-stream append without ${stream}`);
        return { nextRevision: response.revision, position };
      });
    },

    // KurrentDB has no count: page through $all (bounded by limit).
    async countEvents({ after, limit }) {
      let counted = 0;
      let from = after;
      while (counted < limit) {
        const wanted = Math.min(4096, limit - counted);
        const page = await readAll({ fromPosition: from, maxCount: wanted });
        counted += page.length;
        const last = page[page.length - 1];
        if (!last || page.length < wanted) break;
        from = last.position;
      }
      return counted;
    },

    async headPosition() {
      const [last] = await readAll({ direction: 'backwards', maxCount: 1 });
      return last?.position ?? null;
    },

    async close() {
      await Promise.all([...openSubscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}
