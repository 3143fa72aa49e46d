// The event-store port (ARCHITECTURE §3). Both adapters implement it; the contract suite tests both.
import type { ChainReport } from '@chairside/shared/system/chain-report';

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export type EventMetadata = {
  userId: string | null;
  locationId?: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  source: 'api' | 'worker' | 'import' | 'seed';
  ip?: string | null;
  // Added later (older events lack it): 'online' when the client did it themselves on the public booking
  // page (their own account or their visit's manage link), so the desk reads who did it.
  channel?: 'online';
  // The command that wrote the event (from an Idempotency-Key), and which of its appends to this stream:
  // a retried command finds what it already wrote instead of doing it twice (handleCommand).
  commandId?: string;
  commandStep?: string;
};

export type NewEvent = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
};

// Positions are opaque and comparable; they are not contiguous.
export type Position = { commit: bigint; prepare: bigint };

export type RecordedEvent = NewEvent & {
  stream: string;
  revision: bigint;
  position: Position;
  recordedAt: string;
};

export type AppendResult = { nextRevision: bigint; position: Position };

export type ReadStreamOptions = { from?: bigint; direction?: 'forwards' | 'backwards'; maxCount?: number };

export type ReadStreamsOptions = { from?: ReadonlyMap<string, bigint> };

export type ReadAllOptions = {
  fromPosition?: Position;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
  filter?: { categories?: string[]; eventTypes?: string[] };
};

export type SubscribeOptions = {
  // Exclusive: the first event delivered is the one after this position. Absent: from the beginning.
  fromPosition?: Position;
  filter?: { categories?: string[]; eventTypes?: string[] };
};

// Catch-up, then live: every event after fromPosition exactly once, in position order, until closed.
// Iterate it with `for await`; close() ends the iteration (and frees the connection it holds).
export type Subscription = AsyncIterable<RecordedEvent> & { close(): Promise<void> };

export type VerifyChainOptions = {
  // Rows read per statement (the whole log is never held at once).
  pageSize?: number;
  // The problems listed at most; the counts still cover the whole log.
  maxProblems?: number;
};

export type StreamAppend = { stream: string; events: NewEvent[]; expectedRevision: ExpectedRevision };

export type EventStore = {
  appendToStream(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  // Several streams at once, all or nothing: a command that claims a unique name, or moves an appointment
  // between two days, never leaves half of itself written. Results in the order given; a mismatch on any
  // stream throws WrongExpectedVersion and appends nothing. Each stream appears once. An append with no
  // events only checks its stream is still at the expected revision (a stream the command read and
  // decided on without writing to it); its result is the stream's current revision.
  appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  // Optional: many streams in one read (a batch of imported clients reads a thousand claims; the booking
  // page's strip of days reads a fortnight of day books). Whole, or from the revision `from` names for a
  // stream (the tail of a fold kept in memory). A stream nobody wrote maps to []. Callers fall back to
  // readStream where an adapter or wrapper lacks it.
  readStreams?(streams: readonly string[], options?: ReadStreamsOptions): Promise<Map<string, RecordedEvent[]>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  // Optional: the events at these positions, in log order (an audit export reads the events a filter chose).
  // Callers fall back to readStream where an adapter or wrapper lacks it.
  readEventsAt?(positions: readonly Position[]): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  headPosition(): Promise<Position | null>;
  // How many events lie after `after` (all when absent), counting at most `limit`: lag and progress.
  countEvents(options: { after?: Position; limit: number }): Promise<number>;
  // Optional: the tamper check for auditors. Walks the whole log stream by stream, a page at a time, and
  // reports rows edited or deleted behind the store's back (the PostgreSQL adapter's hash chain). An
  // adapter whose log cannot be edited in place (KurrentDB) has none.
  verifyChain?(options?: VerifyChainOptions): Promise<ChainReport>;
  close(): Promise<void>;
};

export class WrongExpectedVersion extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream} expected revision ${String(expected)} but is at ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}

export function categoryOf(stream: string): string {
  const dash = stream.indexOf('-');
  return dash === -1 ? stream : stream.slice(0, dash);
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

// Positions travel through the API and socket messages as "<commit>.<prepare>" strings.
export function formatPosition(position: Position): string {
  return `${position.commit}.${position.prepare}`;
}

export function parsePosition(token: string): Position | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(token);
  return match ? { commit: BigInt(match[1] as string), prepare: BigInt(match[2] as string) } : null;
}
