import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeClockStream } from '@chairside/shared/time-clock/time-clock-events';
import { ids, startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { ACTIVITY_KEPT_PER_KIND, activityProjection } from './activity-projection';
import { listActivity } from './activity-queries';

// The recent activity read model: the newest items per location and kind, a clock-out placed at its entry's
// location, and an import's clients left out.

let world: ProjectionWorld;

async function appendAt(stream: string, occurredAt: string, events: { type: string; data: object }[], source: 'api' | 'import' = 'api') {
  const metadata = { userId: ids.admin, correlationId: randomUUID(), causationId: null, occurredAt, source };
  await world.store.appendToStream(
    stream,
    events.map((event) => ({ id: randomUUID(), type: event.type, data: { ...event.data }, metadata })),
    { expectedRevision: 'any' },
  );
}

beforeAll(async () => {
  world = await startProjectionWorld('activity-test', [activityProjection]);
}, 60_000);
afterAll(() => world?.stop());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 15, minute)).toISOString();

describe('recent activity read model', () => {
  it('keeps the newest items of each kind at a location, places a clock-out at its entry’s location and leaves out imports', async () => {
    // More clock-ins and -outs at Downtown than the read model keeps, each a shift of its own.
    for (let shift = 0; shift < ACTIVITY_KEPT_PER_KIND + 5; shift += 1) {
      const entryId = randomUUID();
      await appendAt(timeClockStream(ids.ava), at(shift * 2), [
        { type: 'ClockedIn', data: { staffId: ids.ava, entryId, locationId: ids.downtown, at: at(shift * 2), by: ids.ava } },
      ]);
      await appendAt(timeClockStream(ids.ava), at(shift * 2 + 1), [
        { type: 'ClockedOut', data: { staffId: ids.ava, entryId, at: at(shift * 2 + 1), by: ids.admin } },
      ]);
    }
    await appendAt(
      `client-${randomUUID()}`,
      at(58),
      [{ type: 'ClientRegistered', data: { clientId: randomUUID(), firstName: 'Imported', lastName: 'Person', phone: '', email: '' } }],
      'import',
    );
    await appendAt(`client-${ids.client}`, at(59), [
      { type: 'ClientRegistered', data: { clientId: ids.client, firstName: 'Desk', lastName: 'Person', phone: '', email: '' } },
    ]);
    await world.caughtUp();

    const clockIns = await listActivity(world.readDb, { locationId: ids.downtown, kinds: ['clock_in'], limit: 100 });
    expect(clockIns).toHaveLength(ACTIVITY_KEPT_PER_KIND);
    // The newest first, the oldest five gone.
    expect(clockIns[0]?.occurred_at.toISOString()).toBe(at((ACTIVITY_KEPT_PER_KIND + 4) * 2));
    expect(clockIns.at(-1)?.occurred_at.toISOString()).toBe(at(10));
    const clockOuts = await listActivity(world.readDb, { locationId: ids.downtown, kinds: ['clock_out'], limit: 100 });
    expect(clockOuts).toHaveLength(ACTIVITY_KEPT_PER_KIND);
    expect(clockOuts[0]).toMatchObject({ staff_id: ids.ava, actor_id: ids.admin, location_id: ids.downtown });
    // Another location sees none of it; a new client belongs to every location.
    expect(await listActivity(world.readDb, { locationId: ids.uptown, kinds: ['clock_in', 'clock_out'], limit: 100 })).toEqual([]);
    const newClients = await listActivity(world.readDb, { locationId: ids.uptown, kinds: ['new_client'], limit: 100 });
    expect(newClients.map((item) => item.client_id)).toEqual([ids.client]);
  });
});
