import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../platform/config';
import type { EventStore } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';

export function createEventStore(config: Config, db: Kysely<unknown>, pool: pg.Pool): EventStore {
  if (config.EVENT_STORE === 'eventstoredb') {
    // The KurrentDB adapter lands with the event-sourcing core; refuse clearly rather than fall back silently.
    throw new Error('EVENT_STORE=eventstoredb: the EventStoreDB/KurrentDB adapter is not available in this build yet');
  }
  return createPostgresEventStore(db, pool);
}
