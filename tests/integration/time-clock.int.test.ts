import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { myClockSchema, onTheClockSchema, timesheetsSchema } from '@chairside/shared/time-clock/time-clock-dto';
import { timeClockStream } from '@chairside/shared/time-clock/time-clock-events';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoPassword } from '@chairside/backend/identity/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { demoStaff } from '@chairside/backend/team/index';
import { seedDemoTimeClock } from '@chairside/backend/time-clock/demo-time-clock';
import { missedClockOutFlagger } from '@chairside/backend/time-clock/index';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { callApi, signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { startMissedClockOutWorker } from '@chairside/workers/time-clock/missed-clock-out-worker';

// The time clock over HTTP against the real event store and read models, and the missed clock-out job
// against real Redis: one test system for both.

let system: TestSystem;
let basic: string;
let manager: string;
const downtown = demoLocations.downtown.id;
const bailey = demoStaff.bailey.id;
const maya = demoStaff.maya.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  basic = (await signIn(system.baseUrl, 'basic', demoPassword)).token;
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const eventTypes = async (staffId: string) => (await system.store.readStream(timeClockStream(staffId))).map((event) => event.type);
async function refused(response: Response, status: number, error: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}
const board = async () => {
  const response = await call('GET', `/time-clock/board?locationId=${downtown}`, manager);
  expect(response.status).toBe(200);
  return onTheClockSchema.array().parse(await response.json());
};

describe('time clock API', () => {
  it('opens the demo with two people on the clock at Downtown, one on a break, and seeds them once', async () => {
    const rows = await board();
    expect(rows.find((row) => row.staffId === demoStaff.priya.id)).toMatchObject({ onBreakSince: null, clockOutMissedAt: null });
    expect(rows.find((row) => row.staffId === demoStaff.lena.id)?.onBreakSince).not.toBeNull();
    expect(await seedDemoTimeClock({ store: system.store, now: new Date() })).toEqual({ seeded: false, commands: 0, last: null });
  });

  it('clocks a staff member in once, on the board at once, and refuses a second clock-in appending nothing', async () => {
    const response = await call('POST', '/time-clock/clock-in', basic, { locationId: downtown });
    expect(response.status, await response.clone().text()).toBe(200);
    const entryId = commandReplySchema.parse(await response.json()).id;
    expect(await board()).toContainEqual(expect.objectContaining({ entryId, staffId: bailey, name: 'Bailey Basic', onBreakSince: null }));
    const status = myClockSchema.parse(await (await call('GET', '/time-clock/status', basic)).json());
    expect(status).toMatchObject({ staffId: bailey, isStaffMember: true, open: { entryId } });
    await refused(
      await call('POST', '/time-clock/clock-in', basic, { locationId: downtown }),
      409,
      'Already clocked in: clock out before clocking in again',
    );
    expect(await eventTypes(bailey)).toEqual(['ClockedIn']);
  });

  it('takes a break and clocks out, refusing what makes no sense and appending nothing then', async () => {
    await refused(await call('POST', '/time-clock/break-end', basic, {}), 409, 'No break started: start a break before ending one');
    expect((await call('POST', '/time-clock/break-start', basic, {})).status).toBe(200);
    expect((await board()).find((row) => row.staffId === bailey)?.onBreakSince).not.toBeNull();
    await refused(await call('POST', '/time-clock/break-start', basic, {}), 409, 'Already on a break: end it before starting another');
    expect((await call('POST', '/time-clock/break-end', basic, {})).status).toBe(200);
    expect((await call('POST', '/time-clock/clock-out', basic, {})).status).toBe(200);
    expect((await board()).some((row) => row.staffId === bailey)).toBe(false);
    await refused(await call('POST', '/time-clock/clock-out', basic, {}), 409, 'Not clocked in: clock in before clocking out');
    await refused(await call('POST', '/time-clock/break-start', basic, {}), 409, 'Not clocked in: clock in before starting a break');
    expect(await eventTypes(bailey)).toEqual(['ClockedIn', 'BreakStarted', 'BreakEnded', 'ClockedOut']);
  });

  it('lets basic staff clock only themselves, and a manager anyone', async () => {
    await refused(
      await call('POST', '/time-clock/clock-in', basic, { staffId: maya, locationId: downtown }),
      403,
      'You can only clock yourself in and out; a manager can do it for others',
    );
    expect(await eventTypes(maya)).toEqual([]);
    expect((await call('POST', '/time-clock/clock-in', manager, { staffId: maya, locationId: downtown })).status).toBe(200);
    await refused(await call('POST', '/time-clock/clock-out', basic, { staffId: maya }), 403, /only clock yourself/);
    expect((await call('POST', '/time-clock/clock-out', manager, { staffId: maya })).status).toBe(200);
    expect(await eventTypes(maya)).toEqual(['ClockedIn', 'ClockedOut']);
  });

  it('edits an entry only with a reason, keeps the reason in the history and marks the timesheet', async () => {
    const [entry] = (await system.store.readStream(timeClockStream(bailey))).map((event) => event.data as { entryId: string; at: string });
    const clockedInAt = new Date(Date.parse(entry!.at) - 3_600_000).toISOString();
    const clockedOutAt = new Date(Date.parse(entry!.at) - 60_000).toISOString();
    const edit = { staffId: bailey, clockedInAt, clockedOutAt, breaks: [] };
    const withoutReason = await call('PUT', `/time-clock/entries/${entry!.entryId}`, manager, { ...edit, reason: '  ' });
    expect(withoutReason.status).toBe(400);
    expect(JSON.stringify(await withoutReason.json())).toContain('Give a reason for the edit');
    expect((await call('PUT', `/time-clock/entries/${entry!.entryId}`, basic, { ...edit, reason: 'Mine' })).status).toBe(403);
    expect(await eventTypes(bailey)).not.toContain('TimeEntryEdited');
    const edited = await call('PUT', `/time-clock/entries/${entry!.entryId}`, manager, {
      ...edit,
      reason: 'Started before the app was open',
    });
    expect(edited.status, await edited.clone().text()).toBe(200);

    const sheet = timesheetsSchema.parse(await (await call('GET', '/time-clock/timesheets', manager)).json());
    const person = sheet.people.find((row) => row.staffId === bailey);
    const editedEntry = person?.days.flatMap((day) => day.entries).find((row) => row.entryId === entry!.entryId);
    expect(editedEntry).toMatchObject({
      clockedInAt,
      clockedOutAt,
      edits: [{ reason: 'Started before the app was open', byName: 'Morgan Manager' }],
    });
    expect(person?.totals.workedMinutes).toBe(59);
    expect(sheet.people.map((row) => row.staffId)).toEqual(expect.arrayContaining([bailey, maya]));
    // Basic staff see their own timesheet only.
    const own = timesheetsSchema.parse(await (await call('GET', '/time-clock/timesheets', basic)).json());
    expect(own.people.map((row) => row.staffId)).toEqual([bailey]);
    await refused(await call('GET', `/time-clock/timesheets?staffId=${maya}`, basic), 403, 'You can see only your own timesheet');
  });
});

describe('adding a missing entry', () => {
  it('lets a manager add the entry of someone who forgot to clock in, with a reason, and refuses overlaps and backwards times', async () => {
    const marcus = demoStaff.marcus.id;
    const start = DateTime.now().minus({ hours: 30 }).startOf('hour');
    const entry = {
      staffId: marcus,
      locationId: downtown,
      clockedInAt: start.toUTC().toISO(),
      clockedOutAt: start.plus({ hours: 8 }).toUTC().toISO(),
      breaks: [{ start: start.plus({ hours: 4 }).toUTC().toISO(), end: start.plus({ hours: 4, minutes: 30 }).toUTC().toISO() }],
      reason: 'Forgot to clock in',
    };
    expect((await call('POST', '/time-clock/entries', basic, entry)).status).toBe(403);
    await refused(await call('POST', '/time-clock/entries', manager, { ...entry, reason: ' ' }), 400, /Give a reason for the entry/);
    await refused(
      await call('POST', '/time-clock/entries', manager, { ...entry, clockedOutAt: start.minus({ hours: 1 }).toUTC().toISO(), breaks: [] }),
      400,
      'The clock-out must come after the clock-in',
    );
    expect(await eventTypes(marcus)).toEqual([]);

    const added = await call('POST', '/time-clock/entries', manager, entry);
    expect(added.status, await added.clone().text()).toBe(200);
    const entryId = commandReplySchema.parse(await added.json()).id;
    await refused(
      await call('POST', '/time-clock/entries', manager, {
        ...entry,
        clockedInAt: start.plus({ hours: 7 }).toUTC().toISO(),
        clockedOutAt: start.plus({ hours: 9 }).toUTC().toISO(),
        breaks: [],
      }),
      409,
      'That overlaps another entry of this staff member; correct that one first',
    );
    expect(await eventTypes(marcus)).toEqual(['TimeEntryAdded']);

    await waitForReadModels(system);
    const date = start.setZone(BUSINESS_TIME_ZONE).toISODate();
    const sheet = timesheetsSchema.parse(
      await (await call('GET', `/time-clock/timesheets?date=${date}&staffId=${marcus}`, manager)).json(),
    );
    const person = sheet.people.find((row) => row.staffId === marcus);
    expect(person?.days.flatMap((day) => day.entries).find((row) => row.entryId === entryId)).toMatchObject({
      edits: [{ reason: 'Forgot to clock in', byName: 'Morgan Manager', added: true }],
    });
    expect(person?.totals.workedMinutes).toBe(450);
  });
});

describe('the missed clock-out job', () => {
  it('flags an entry still open past closing time plus the grace period, once; a manager closes it with an edit', async () => {
    const clockIn = await call('POST', '/time-clock/clock-in', manager, { staffId: maya, locationId: downtown });
    expect(clockIn.status).toBe(200);
    const entryId = commandReplySchema.parse(await clockIn.json()).id;
    await waitForReadModels(system);
    const twoDaysOn = new Date(Date.now() + 2 * 86_400_000);
    const worker = await startMissedClockOutWorker({
      connection: testRedisUrl(),
      prefix: `timeclock-${entryId}`,
      logger: pino({ level: 'silent' }),
      flagMissed: missedClockOutFlagger(system.store, system.database.pool),
      everyMs: 200,
      now: () => twoDaysOn,
    });
    try {
      await expect
        .poll(async () => (await eventTypes(maya)).filter((type) => type === 'ClockOutMissed').length, { timeout: 20_000 })
        .toBe(1);
      await waitForReadModels(system);
      expect((await board()).find((row) => row.entryId === entryId)?.clockOutMissedAt).not.toBeNull();
    } finally {
      await worker.close();
    }
    // The flag was raised once however many runs saw the entry.
    expect((await eventTypes(maya)).filter((type) => type === 'ClockOutMissed')).toHaveLength(1);
    await refused(await call('POST', '/time-clock/clock-out', manager, { staffId: maya }), 409, /missed its clock-out/);
    const [missedIn] = (await system.store.readStream(timeClockStream(maya))).filter((event) => event.type === 'ClockedIn').slice(-1);
    const at = Date.parse((missedIn!.data as { at: string }).at);
    const close = await call('PUT', `/time-clock/entries/${entryId}`, manager, {
      staffId: maya,
      clockedInAt: new Date(at).toISOString(),
      clockedOutAt: new Date(Date.now() - 5).toISOString(),
      breaks: [],
      reason: 'Left at closing, forgot to clock out',
    });
    expect(close.status, await close.clone().text()).toBe(200);
    await waitForReadModels(system);
    expect((await board()).some((row) => row.entryId === entryId)).toBe(false);
  });
});
