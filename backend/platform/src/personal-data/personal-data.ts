import type pg from 'pg';
import { parseConfig, readEnvironment } from '../config';
import type { EventStore } from '../event-store/event-store';
import { createDataKeys, type DataKeys } from './data-keys';
import { loadMasterKey } from './master-key';
import { sealedEvents } from './sealed-events';
import { createSealer } from './sealing';
import { createSealingEventStore } from './sealing-event-store';

// One set of data keys per database pool and process: the store seals with it and erasure destroys through
// it, so the process that erases drops the key from its own cache at once.
const keysByPool = new WeakMap<object, DataKeys>();

export function personalDataKeys(pool: Pick<pg.Pool, 'query' | 'connect'>): DataKeys {
  let keys = keysByPool.get(pool);
  if (!keys) {
    keys = createDataKeys(pool, loadMasterKey(parseConfig(readEnvironment())));
    keysByPool.set(pool, keys);
  }
  return keys;
}

// The sealer of a process's pool, for the one-time sealing of an older history (seal-history.ts).
export const sealerFor = (pool: Pick<pg.Pool, 'query' | 'connect'>) => createSealer(personalDataKeys(pool), sealedEvents);

const keysOfStore = new WeakMap<EventStore, DataKeys>();

// The store every process writes and reads through (createEventStore, the test system).
export function sealEventStore(store: EventStore, pool: Pick<pg.Pool, 'query' | 'connect'>): EventStore {
  const keys = personalDataKeys(pool);
  const sealed = createSealingEventStore(store, createSealer(keys, sealedEvents));
  keysOfStore.set(sealed, keys);
  return sealed;
}

// Erasure: destroys the subjects' keys in the store's database (and this process's cache of them).
export async function erasePersonalData(store: EventStore, subjects: readonly string[]): Promise<void> {
  const keys = keysOfStore.get(store);
  if (!keys) throw new Error('This event store does not seal personal data (create it with createEventStore)');
  await keys.destroy(subjects);
}
