import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import type { EventStore } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';

// The KurrentDB client (with its native bridge) is loaded only when it is the configured store.
export async function createEventStore(config: Config, db: Kysely<unknown>, pool: pg.Pool): Promise<EventStore> {
  if (config.EVENT_STORE === 'eventstoredb') {
    // parseConfig already refuses eventstoredb without a URL; this guards configs built by hand.
    if (!config.EVENTSTORE_URL) throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
    const { createKurrentDbEventStore } = await import('./kurrentdb-event-store');
    return createKurrentDbEventStore(config.EVENTSTORE_URL);
  }
  return createPostgresEventStore(db, pool);
}
