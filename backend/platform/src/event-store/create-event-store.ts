import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import type { EventStore } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';
import { sealEventStore } from '../personal-data/personal-data';

// The KurrentDB client (with its native bridge) is loaded only when it is the configured store. Either one
// is wrapped by the sealing of personal data, whose keys live in PostgreSQL (docs/decisions.md "Clients").
export async function createEventStore(config: Config, db: Kysely<unknown>, pool: pg.Pool): Promise<EventStore> {
  return sealEventStore(await createAdapter(config, db, pool), pool);
}

async function createAdapter(config: Config, db: Kysely<unknown>, pool: pg.Pool): Promise<EventStore> {
  if (config.EVENT_STORE === 'eventstoredb') {
    // parseConfig already refuses eventstoredb without a URL; this guards configs built by hand.
    if (!config.EVENTSTORE_URL) throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL');
    const { createKurrentDbEventStore } = await import('./kurrentdb-event-store');
    return createKurrentDbEventStore(config.EVENTSTORE_URL);
  }
  return createPostgresEventStore(db, pool);
}
