import { sql, type Kysely } from 'kysely';
import type { UiChange } from '../engine/projection';
import { announceChangeWriter } from './change-writers';

// A live notice that no event causes: a state outside the event store (a card terminal's, kept by the card
// provider) changed. Written to the change feed like the projections' notices, so it reaches every backend
// process's sockets in order with them, and a reconnecting screen replays it. `cause` names what changed
// (the feed's event_position column, for the record).
export async function announceLiveNotice(db: Kysely<unknown>, change: UiChange, cause: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await announceChangeWriter(trx);
    await sql`
      insert into ui_changes (topic, rooms, location_id, ids, event_position, patch, patch_rooms)
      values (${change.topic}, ${change.rooms}, ${change.locationId ?? null}, ${change.ids ?? []}, ${cause},
        ${change.patch ? JSON.stringify(change.patch.value) : null}::jsonb, ${change.patch?.rooms ?? []}::text[])`.execute(trx);
    await sql`select pg_notify('ui_changes', '')`.execute(trx);
  });
}
