import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daybookStream,
  waitlistStreamName,
  type DaybookEvent,
  type WaitlistEvent,
} from '@chairside/shared/appointments/appointment-events';
import { ids, item, seedNames, startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { countWaitlistOffers, findWaitlistEntry, listWaitlist } from './waitlist-queries';

let world: ProjectionWorld;
beforeAll(async () => {
  world = await startProjectionWorld('waitlist-test');
  await seedNames(world);
}, 60_000);
afterAll(() => world?.stop());

// December 2026 is on standard time: 10:00 local = 16:00Z. Each test uses a week of its own.
const addEntry = (
  entryId: string,
  serviceId: string,
  fromDate: string,
  untilDate: string,
  extra: { staffId?: string; fromTime?: string; untilTime?: string } = {},
): WaitlistEvent => ({
  type: 'WaitlistEntryAdded',
  data: {
    entryId,
    locationId: ids.downtown,
    clientId: ids.client,
    serviceId,
    staffId: extra.staffId ?? null,
    fromDate,
    untilDate,
    fromTime: extra.fromTime ?? '09:00',
    untilTime: extra.untilTime ?? '12:00',
    notes: '',
  },
});
const waitlist = (events: WaitlistEvent[]) => world.append(waitlistStreamName(ids.downtown), events);
const day = (date: string, events: DaybookEvent[]) => world.append(daybookStream(ids.downtown, date), events);
const booked = (appointmentId: string, date: string, items: ReturnType<typeof item>[]): DaybookEvent => ({
  type: 'AppointmentBooked',
  data: { appointmentId, locationId: ids.downtown, date, seriesId: null, clientId: ids.client, notes: '', items, holdId: null },
});
const offers = async () => new Map((await listWaitlist(world.readDb, ids.downtown)).map((entry) => [entry.id, entry.offer]));

describe('waitlist read model', () => {
  it('flags the entries a cancelled slot fits, and not those of another service, staff member or window', async () => {
    const [fits, tooLong, notPerformed, otherWindow, otherStaff, otherWeek] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await waitlist([
      addEntry(fits, ids.cut, '2026-12-07', '2026-12-11'),
      addEntry(tooLong, ids.colour, '2026-12-07', '2026-12-11'),
      addEntry(notPerformed, ids.blowout, '2026-12-07', '2026-12-11'),
      addEntry(otherWindow, ids.cut, '2026-12-07', '2026-12-11', { fromTime: '13:00', untilTime: '17:00' }),
      addEntry(otherStaff, ids.cut, '2026-12-07', '2026-12-11', { staffId: ids.ben }),
      addEntry(otherWeek, ids.cut, '2026-12-14', '2026-12-18'),
    ]);
    const appointmentId = randomUUID();
    await day('2026-12-07', [booked(appointmentId, '2026-12-07', [item(ids.cut, ids.ava, '2026-12-07T16:00:00.000Z')])]);
    await world.caughtUp();
    expect([...(await offers()).values()].every((offer) => offer === null)).toBe(true);

    await day('2026-12-07', [{ type: 'AppointmentCancelled', data: { appointmentId, reason: 'ill', lateCancel: false } }]);
    await world.caughtUp();
    const now = await offers();
    expect(now.get(fits)).toEqual({ startsAt: '2026-12-07T16:00:00.000Z', staffId: ids.ava, staffName: 'Ava Johnson' });
    for (const id of [tooLong, notPerformed, otherWindow, otherStaff, otherWeek]) expect(now.get(id), id).toBeNull();
    expect(await countWaitlistOffers(world.readDb, ids.downtown)).toBe(1);

    // Taken off the list (booked into an appointment): gone, offer and all.
    await waitlist([{ type: 'WaitlistEntryRemoved', data: { entryId: fits, reason: 'booked', appointmentId: randomUUID() } }]);
    await world.caughtUp();
    expect((await offers()).has(fits)).toBe(false);
    expect(await findWaitlistEntry(world.readDb, fits)).toEqual({ locationId: ids.downtown, open: false });
    expect(await countWaitlistOffers(world.readDb, ids.downtown)).toBe(0);
  });

  it('flags on a no-show, a move to another day and a shortened appointment, and withdraws an offer once the slot is booked again', async () => {
    const entry = randomUUID();
    const blowoutEntry = randomUUID();
    await waitlist([
      addEntry(entry, ids.cut, '2026-12-21', '2026-12-23', { untilTime: '17:00' }),
      addEntry(blowoutEntry, ids.blowout, '2026-12-21', '2026-12-23', { untilTime: '17:00' }),
    ]);

    // Moved from Monday 10:00 to Tuesday: Monday 10:00 is free.
    const moved = randomUUID();
    await day('2026-12-21', [booked(moved, '2026-12-21', [item(ids.cut, ids.ava, '2026-12-21T16:00:00.000Z')])]);
    await day('2026-12-22', [
      {
        type: 'AppointmentMovedIn',
        data: {
          appointmentId: moved,
          locationId: ids.downtown,
          date: '2026-12-22',
          seriesId: null,
          clientId: ids.client,
          notes: '',
          items: [item(ids.cut, ids.ava, '2026-12-22T16:00:00.000Z')],
          status: 'booked',
          fromDate: '2026-12-21',
          fromLocationId: ids.downtown,
        },
      },
    ]);
    await day('2026-12-21', [
      { type: 'AppointmentMovedOut', data: { appointmentId: moved, toDate: '2026-12-22', toLocationId: ids.downtown } },
    ]);
    await world.caughtUp();
    expect((await offers()).get(entry)).toEqual({ startsAt: '2026-12-21T16:00:00.000Z', staffId: ids.ava, staffName: 'Ava Johnson' });

    // Someone books Ava at that time: the offer is withdrawn.
    await day('2026-12-21', [booked(randomUUID(), '2026-12-21', [item(ids.cut, ids.ava, '2026-12-21T16:00:00.000Z')])]);
    await world.caughtUp();
    expect((await offers()).get(entry)).toBeNull();

    // Ben's 2-hour appointment shortened to 1 hour frees 11:00–12:00 with Ben: the cut fits, Ben does blowouts too.
    const long = randomUUID();
    await day('2026-12-22', [booked(long, '2026-12-22', [item(ids.cut, ids.ben, '2026-12-22T16:00:00.000Z', 120)])]);
    await day('2026-12-22', [
      {
        type: 'AppointmentRescheduled',
        data: { appointmentId: long, items: [item(ids.cut, ids.ben, '2026-12-22T16:00:00.000Z', 60)], reason: 'resized' },
      },
    ]);
    await world.caughtUp();
    expect((await offers()).get(entry)).toEqual({ startsAt: '2026-12-22T17:00:00.000Z', staffId: ids.ben, staffName: 'Ben Lee' });
    expect((await offers()).get(blowoutEntry)).toEqual({ startsAt: '2026-12-22T17:00:00.000Z', staffId: ids.ben, staffName: 'Ben Lee' });

    // A no-show of Ava's Wednesday appointment frees it (from the tidy minute after it was marked).
    const noShow = randomUUID();
    await day('2026-12-23', [booked(noShow, '2026-12-23', [item(ids.cut, ids.ava, '2026-12-23T16:00:00.000Z')])]);
    await day('2026-12-23', [{ type: 'AppointmentStatusChanged', data: { appointmentId: noShow, from: 'confirmed', to: 'no_show' } }]);
    await world.caughtUp();
    expect((await offers()).get(entry)).toEqual({ startsAt: '2026-12-23T16:00:00.000Z', staffId: ids.ava, staffName: 'Ava Johnson' });
    // Ava does not do blowouts: that entry keeps Ben's offer.
    expect((await offers()).get(blowoutEntry)?.staffId).toBe(ids.ben);

    // Other status changes free nothing.
    const checkedIn = randomUUID();
    await waitlist([{ type: 'WaitlistEntryRemoved', data: { entryId: entry, reason: 'removed', appointmentId: null } }]);
    const fresh = randomUUID();
    await waitlist([addEntry(fresh, ids.cut, '2026-12-24', '2026-12-24')]);
    await day('2026-12-24', [booked(checkedIn, '2026-12-24', [item(ids.cut, ids.ava, '2026-12-24T16:00:00.000Z')])]);
    await day('2026-12-24', [{ type: 'AppointmentStatusChanged', data: { appointmentId: checkedIn, from: 'booked', to: 'checked_in' } }]);
    await world.caughtUp();
    expect((await offers()).get(fresh)).toBeNull();
  });
});
