// The event-store port (ARCHITECTURE §3). Both adapters implement it; the contract suite tests both.

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export type EventMetadata = {
  userId: string | null;
  locationId?: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  source: 'api' | 'worker' | 'import' | 'seed';
  ip?: string | null;
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

export type ReadAllOptions = {
  fromPosition?: Position;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
  filter?: { categories?: string[]; eventTypes?: string[] };
};

export type EventStore = {
  appendToStream(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  headPosition(): Promise<Position | null>;
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
