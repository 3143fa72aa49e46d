import type { EventStore } from '@chairside/platform/event-store/event-store';

// A store whose reads are counted on the way through (single-stream reads and bulk reads); what they return
// is the store's own answer. Reset the counts between the parts of a test by setting them to 0.
export function countedReads(store: EventStore): { store: EventStore; counts: { stream: number; bulk: number } } {
  const counts = { stream: 0, bulk: 0 };
  const counted: EventStore = {
    ...store,
    readStream: (...args) => ((counts.stream += 1), store.readStream(...args)),
    ...(store.readStreams
      ? { readStreams: (...args: Parameters<NonNullable<EventStore['readStreams']>>) => ((counts.bulk += 1), store.readStreams!(...args)) }
      : {}),
  };
  return { store: counted, counts };
}
