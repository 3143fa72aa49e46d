import type { EventStore, Position, ReadStreamsOptions, RecordedEvent, Subscription } from '../event-store/event-store';
import type { Sealer } from './sealing';

// The event store as every process uses it: personal fields are sealed on the way in and opened on the
// way out (readStream, readAll, subscriptions), so deciders and projections see plain data while the
// store holds ciphertext. Works over either adapter.
export function createSealingEventStore(inner: EventStore, sealer: Sealer): EventStore {
  const subscribeToAll: EventStore['subscribeToAll'] = (options) => {
    const source = inner.subscribeToAll(options);
    const subscription: Subscription = {
      async *[Symbol.asyncIterator]() {
        // A pump moves what the adapter yields into a buffer; the buffer is opened a page at a time, so a
        // catch-up over a hundred thousand clients looks their keys up in one query per page, not per event.
        const iterator = source[Symbol.asyncIterator]();
        const buffer: RecordedEvent[] = [];
        let ended = false;
        let failure: { error: unknown } | null = null;
        let wakeReader: (() => void) | null = null;
        let wakePump: (() => void) | null = null;
        const wake = () => {
          wakeReader?.();
          wakeReader = null;
        };
        const pump = (async () => {
          try {
            for (;;) {
              if (buffer.length >= 2000) await new Promise<void>((resolve) => (wakePump = resolve));
              const next = await iterator.next();
              if (next.done) return;
              buffer.push(next.value);
              wake();
            }
          } catch (error) {
            failure = { error };
          } finally {
            ended = true;
            wake();
          }
        })();
        try {
          for (;;) {
            if (buffer.length === 0) {
              if (failure) throw (failure as { error: unknown }).error;
              if (ended) return;
              await new Promise<void>((resolve) => (wakeReader = resolve));
              continue;
            }
            // The rest of the adapter's page arrives within this turn of the event loop.
            await new Promise((resolve) => setImmediate(resolve));
            const page = buffer.splice(0, buffer.length);
            (wakePump as (() => void) | null)?.();
            wakePump = null;
            for (const event of await sealer.open(page)) yield event;
          }
        } finally {
          await source.close();
          (wakePump as (() => void) | null)?.();
          await pump;
        }
      },
      close: () => source.close(),
    };
    return subscription;
  };

  return {
    async appendToStream(stream, events, options) {
      const [sealed] = await sealer.seal([{ stream, events }]);
      return inner.appendToStream(stream, sealed ?? events, options);
    },
    async appendToStreams(appends) {
      const sealed = await sealer.seal(appends);
      return inner.appendToStreams(appends.map((append, index) => ({ ...append, events: sealed[index] ?? append.events })));
    },
    async readStream(stream, options) {
      return sealer.open(await inner.readStream(stream, options));
    },
    async readAll(options) {
      return sealer.open(await inner.readAll(options));
    },
    // Opened in one call, so the keys of a thousand streams are looked up together.
    ...(inner.readStreams
      ? {
          async readStreams(streams: readonly string[], options?: ReadStreamsOptions) {
            const found = await (inner.readStreams as NonNullable<EventStore['readStreams']>)(streams, options);
            const opened = await sealer.open([...found.values()].flat());
            let next = 0;
            for (const [stream, events] of found) {
              found.set(stream, opened.slice(next, next + events.length));
              next += events.length;
            }
            return found;
          },
        }
      : {}),
    ...(inner.readEventsAt
      ? {
          async readEventsAt(positions: readonly Position[]) {
            return sealer.open(await (inner.readEventsAt as NonNullable<EventStore['readEventsAt']>)(positions));
          },
        }
      : {}),
    // The chain is over the rows as stored (sealed), so the check goes to the store underneath unchanged.
    ...(inner.verifyChain ? { verifyChain: inner.verifyChain.bind(inner) } : {}),
    subscribeToAll,
    headPosition: () => inner.headPosition(),
    countEvents: (options) => inner.countEvents(options),
    close: () => inner.close(),
  };
}
