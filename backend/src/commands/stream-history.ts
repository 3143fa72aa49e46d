import { legacyStreamName } from '@chairside/shared/stream-names';
import type { EventStore, RecordedEvent } from '@chairside/platform/event-store/event-store';

export type StreamHistory = {
  // The name the stream is persisted under: its own, or the old name of a renamed category where the stream
  // was first written under that (shared/src/stream-names.ts). Commands append there.
  stream: string;
  events: RecordedEvent[];
};

// A stream's whole history. A stream of a renamed category that does not exist under its new name is read
// under its old one, so data written before the rename keeps working and is never rewritten.
export async function readStreamHistory(store: EventStore, stream: string): Promise<StreamHistory> {
  const events = await store.readStream(stream);
  const legacy = legacyStreamName(stream);
  return historyUnder(stream, events, events.length > 0 || !legacy ? [] : await store.readStream(legacy));
}

// Where a stream's history is, given what was read under its name and under its category's old name.
export function historyUnder(stream: string, events: RecordedEvent[], old: RecordedEvent[]): StreamHistory {
  const legacy = legacyStreamName(stream);
  return events.length === 0 && legacy && old.length > 0 ? { stream: legacy, events: old } : { stream, events };
}
