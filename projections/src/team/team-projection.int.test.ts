import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { PermissionGroupEvent, UserEvent } from '@chairside/shared/identity/identity-events';
import type { WorkingHoursEvent } from '@chairside/shared/team/working-hours-events';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import type { ReadDb, ReadModels } from '../database';
import { generationSchema, type Projection } from '../engine/projection';
import { superviseProjections, type ProjectionSupervisor } from '../engine/projection-supervisor';
import { getProjectionStatuses } from '../engine/projection-status';
import { permissionGroupProjection, userAccountProjection } from '../identity/index';
import { getLocationDayWorkingHours, getStaffWorkingHours, getTeamWorkingHours } from './working-hours-queries';
import { staffMemberProjection } from './staff-member-projection';
import { workingHoursProjection } from './working-hours-projection';
import { getPayHistory, getStaffMember, listStaff, payHistoriesByIds } from './staff-queries';

let database: TestDatabase;
let store: EventStore;
let readDb: ReadDb;
let supervisor: ProjectionSupervisor;
const projections = [userAccountProjection, permissionGroupProjection, staffMemberProjection, workingHoursProjection];

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  readDb = createDb<ReadModels>(database.pool);
  supervisor = await superviseProjections({
    db: database.db,
    pool: database.pool,
    store,
    projections,
    runnerId: 'team-test',
    logger: pino({ level: 'silent' }),
    pollMs: 100,
    lockRetryMs: 100,
  });
});
afterAll(async () => {
  await supervisor.stop();
  await store.close();
  await database.drop();
});

const revisions = new Map<string, bigint>();
async function append(stream: string, ...events: (UserEvent | PermissionGroupEvent | StaffEvent | WorkingHoursEvent)[]) {
  const result = await store.appendToStream(
    stream,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
    })),
    { expectedRevision: revisions.get(stream) ?? 'no_stream' },
  );
  revisions.set(stream, result.nextRevision);
}

async function caughtUp() {
  await expect
    .poll(async () => (await getProjectionStatuses(database.db, store)).every((status) => status.eventsBehind === 0), {
      timeout: 20_000,
      interval: 50,
    })
    .toBe(true);
}

const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const maya = randomUUID();
const bailey = randomUUID();
const desk = randomUUID();
const basicGroup = randomUUID();
const mondays = randomUUID();
const saturdays = randomUUID();
const vacation = randomUUID();
const request = randomUUID();

const registered = (userId: string, username: string, firstName: string, lastName: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, username, email: `${username}@chairside.test`, phone: null, firstName, lastName, role: 'staff', passwordHash: 'hash' },
});
const pay = { hourlyRateCents: 2500, serviceCommissionPercent: 40.5, productCommissionPercent: null };
const hired = (staffId: string, locationIds: string[], color: string): StaffEvent => ({
  type: 'StaffHired',
  data: { staffId, title: 'Stylist', bio: '', photo: null, color, locationIds, pay },
});
const nineToFive = (weekday: number) => ({
  weekday,
  hours: [{ start: '09:00', end: '17:00' }],
  breaks: [{ start: '12:30', end: '13:00' }],
});

describe('team read models', () => {
  it('folds staff profiles, joined with their accounts and groups, into StaffMember', async () => {
    await append(`permission-group-${basicGroup}`, {
      type: 'PermissionGroupCreated',
      data: { groupId: basicGroup, name: 'Basic Staff', description: '', permissions: ['view_own_schedule'] },
    });
    await append(`user-${maya}`, registered(maya, 'maya', 'Maya', 'Chen'));
    await append(`user-${bailey}`, registered(bailey, 'bailey', 'Bailey', 'Basic'), {
      type: 'UserGroupsSet',
      data: { groupIds: [basicGroup] },
    });
    await append(`user-${desk}`, registered(desk, 'desk', 'Fran', 'Desk'));
    await append(`staff-${maya}`, hired(maya, [downtown, uptown], '#d946ef'));
    await append(`staff-${bailey}`, hired(bailey, [downtown], '#0ea5e9'));
    await caughtUp();

    expect(await getStaffMember(readDb, bailey, { showPay: true, showContact: true })).toEqual({
      id: bailey,
      username: 'bailey',
      hasAccount: true,
      firstName: 'Bailey',
      lastName: 'Basic',
      email: 'bailey@chairside.test',
      phone: null,
      title: 'Stylist',
      bio: '',
      photo: null,
      color: '#0ea5e9',
      locationIds: [downtown],
      permissionGroups: [{ id: basicGroup, name: 'Basic Staff' }],
      pay,
      isActive: true,
    });
    expect((await getStaffMember(readDb, bailey, { showPay: false, showContact: true }))?.pay).toBeNull();
    expect(await getStaffMember(readDb, desk, { showPay: true, showContact: true })).toBeNull();
    expect((await listStaff(readDb, {}, { showPay: false, showContact: true })).map((member) => member.firstName)).toEqual([
      'Bailey',
      'Maya',
    ]);
    expect((await listStaff(readDb, { locationId: uptown }, { showPay: false, showContact: true })).map((member) => member.id)).toEqual([
      maya,
    ]);
  });

  it('applies profile changes, deactivation and account changes', async () => {
    await append(
      `staff-${bailey}`,
      {
        type: 'StaffProfileUpdated',
        data: { title: 'Senior Stylist', bio: 'Bobs', photo: 'https://cdn.test/b.png', color: '#f97316', locationIds: [uptown], pay },
      },
      { type: 'StaffDeactivated', data: {} },
    );
    await append(`user-${bailey}`, {
      type: 'UserProfileUpdated',
      data: { firstName: 'Bailee', lastName: 'Basic', email: 'bailee@chairside.test', phone: '+13125550102', profilePicture: null },
    });
    await caughtUp();
    expect(await getStaffMember(readDb, bailey, { showPay: false, showContact: true })).toMatchObject({
      firstName: 'Bailee',
      email: 'bailee@chairside.test',
      phone: '+13125550102',
      title: 'Senior Stylist',
      bio: 'Bobs',
      photo: 'https://cdn.test/b.png',
      color: '#f97316',
      locationIds: [uptown],
      isActive: false,
    });
    expect((await listStaff(readDb, {}, { showPay: false, showContact: true })).map((member) => member.id)).toEqual([maya]);
    expect((await listStaff(readDb, { includeInactive: true }, { showPay: false, showContact: true })).map((member) => member.id)).toEqual([
      bailey,
      maya,
    ]);

    await append(
      `staff-${bailey}`,
      { type: 'StaffReactivated', data: {} },
      { type: 'StaffProfileUpdated', data: { title: 'Stylist', bio: '', photo: null, color: '#0ea5e9', locationIds: [downtown], pay } },
    );
    await caughtUp();
    expect(await getStaffMember(readDb, bailey, { showPay: false, showContact: true })).toMatchObject({
      isActive: true,
      locationIds: [downtown],
    });
  });

  it("keeps each staff member's pay over time and shows the rate in force today", async () => {
    const raise = { hourlyRateCents: 2800, serviceCommissionPercent: 42, productCommissionPercent: 10 };
    const future = { hourlyRateCents: 9900, serviceCommissionPercent: null, productCommissionPercent: null };
    await append(
      `staff-${maya}`,
      { type: 'StaffPayRateSet', data: { effectiveFrom: '2999-01-01', pay: future } },
      { type: 'StaffPayRateSet', data: { effectiveFrom: '2000-01-01', pay: raise } },
    );
    await caughtUp();
    expect(await getPayHistory(readDb, maya)).toEqual([
      { effectiveFrom: null, pay },
      { effectiveFrom: '2000-01-01', pay: raise },
      { effectiveFrom: '2999-01-01', pay: future },
    ]);
    expect((await getStaffMember(readDb, maya, { showPay: true, showContact: false }))?.pay).toEqual(raise);
    expect((await payHistoriesByIds(readDb, [maya, randomUUID()])).get(maya)).toHaveLength(3);
    expect(await getPayHistory(readDb, randomUUID())).toBeNull();
  });

  it('folds weekly schedules, exceptions and time off into StaffWorkingHours and TeamWorkingHours', async () => {
    await append(
      `roster-${maya}`,
      {
        type: 'WeeklyScheduleAdded',
        data: {
          scheduleId: mondays,
          locationId: downtown,
          effectiveFrom: '2026-09-01',
          effectiveUntil: null,
          days: [2, 3, 4, 5].map(nineToFive),
        },
      },
      {
        type: 'WeeklyScheduleAdded',
        data: { scheduleId: saturdays, locationId: uptown, effectiveFrom: '2026-09-01', effectiveUntil: null, days: [nineToFive(6)] },
      },
      {
        type: 'WeeklyScheduleChanged',
        data: {
          scheduleId: mondays,
          locationId: downtown,
          effectiveFrom: '2026-09-01',
          effectiveUntil: '2026-12-31',
          days: [2, 3, 4].map(nineToFive),
        },
      },
      { type: 'ScheduleExceptionSet', data: { date: '2026-11-26', locationId: downtown, hours: [], note: 'Thanksgiving' } },
      {
        type: 'ScheduleExceptionSet',
        data: { date: '2026-11-27', locationId: downtown, hours: [{ start: '10:00', end: '14:00' }], note: '' },
      },
      { type: 'ScheduleExceptionSet', data: { date: '2026-12-26', locationId: uptown, hours: [], note: '' } },
      { type: 'ScheduleExceptionCleared', data: { date: '2026-12-26' } },
      {
        type: 'TimeOffRecorded',
        data: {
          timeOffId: vacation,
          from: '2026-11-24T00:00',
          until: '2026-11-25T12:00',
          reason: 'vacation',
          note: 'Trip',
          recordedBy: desk,
        },
      },
      {
        type: 'TimeOffRequested',
        data: { timeOffId: request, from: '2026-12-01T00:00', until: '2026-12-02T00:00', reason: 'personal', note: '', requestedBy: maya },
      },
      { type: 'TimeOffDeclined', data: { timeOffId: request, declinedBy: desk } },
    );
    await caughtUp();

    const mine = await getStaffWorkingHours(readDb, maya);
    expect(mine.schedules).toEqual([
      {
        id: mondays,
        staffId: maya,
        locationId: downtown,
        effectiveFrom: '2026-09-01',
        effectiveUntil: '2026-12-31',
        days: [2, 3, 4].map(nineToFive),
      },
      { id: saturdays, staffId: maya, locationId: uptown, effectiveFrom: '2026-09-01', effectiveUntil: null, days: [nineToFive(6)] },
    ]);
    expect(mine.exceptions.map((item) => [item.date, item.hours.length, item.note])).toEqual([
      ['2026-11-26', 0, 'Thanksgiving'],
      ['2026-11-27', 1, ''],
    ]);
    expect(mine.timeOff).toEqual([
      {
        id: vacation,
        staffId: maya,
        from: '2026-11-24T00:00',
        until: '2026-11-25T12:00',
        reason: 'vacation',
        note: 'Trip',
        status: 'approved',
        requestedBy: desk,
        decidedBy: desk,
      },
      {
        id: request,
        staffId: maya,
        from: '2026-12-01T00:00',
        until: '2026-12-02T00:00',
        reason: 'personal',
        note: '',
        status: 'declined',
        requestedBy: maya,
        decidedBy: desk,
      },
    ]);

    const week = await getTeamWorkingHours(readDb, { locationId: downtown, from: '2026-11-23', to: '2026-11-29' });
    expect(week.staff.map((member) => [member.firstName, member.color])).toEqual([
      ['Bailee', '#0ea5e9'],
      ['Maya', '#d946ef'],
    ]);
    const mayaWeek = week.staff[1];
    expect(mayaWeek?.schedules.map((item) => item.id).sort()).toEqual([mondays, saturdays].sort());
    expect(mayaWeek?.exceptions.map((item) => item.date)).toEqual(['2026-11-26', '2026-11-27']);
    expect(mayaWeek?.timeOff.map((item) => item.id)).toEqual([vacation]);
    // After the Downtown schedule ends only the Saturdays remain; declined time off is not shown.
    const january = await getTeamWorkingHours(readDb, { locationId: downtown, from: '2027-01-04', to: '2027-01-10', onlyStaffId: maya });
    expect(january.staff.map((member) => member.schedules.map((item) => item.id))).toEqual([[saturdays]]);
    expect((await getTeamWorkingHours(readDb, { locationId: downtown, from: '2026-11-30', to: '2026-12-06' })).staff[1]?.timeOff).toEqual(
      [],
    );
    expect(
      (await getTeamWorkingHours(readDb, { locationId: uptown, from: '2026-11-23', to: '2026-11-29' })).staff.map(
        (member) => member.staffId,
      ),
    ).toEqual([maya]);
  });

  it('answers what availability needs for one location and day', async () => {
    // Tuesday Nov 24: Maya works Downtown but is on approved vacation until noon on the 25th.
    expect(await getLocationDayWorkingHours(readDb, downtown, '2026-11-24')).toEqual(
      expect.arrayContaining([
        { staffId: bailey, schedules: [], exception: null, timeOff: [] },
        expect.objectContaining({
          staffId: maya,
          schedules: [expect.objectContaining({ id: mondays })],
          exception: null,
          timeOff: [expect.objectContaining({ id: vacation })],
        }),
      ]),
    );
    // Thanksgiving: an exception with no hours, the Downtown schedule still listed for the weekday.
    const thanksgiving = (await getLocationDayWorkingHours(readDb, downtown, '2026-11-26')).find((entry) => entry.staffId === maya);
    expect(thanksgiving).toMatchObject({ exception: { date: '2026-11-26', hours: [] }, timeOff: [] });
    // Saturday at Uptown: the Saturday schedule only; at Downtown nothing applies.
    expect(
      (await getLocationDayWorkingHours(readDb, uptown, '2026-11-28')).map((entry) => [
        entry.staffId,
        entry.schedules.map((item) => item.id),
      ]),
    ).toEqual([[maya, [saturdays]]]);
    expect((await getLocationDayWorkingHours(readDb, downtown, '2026-11-28')).find((entry) => entry.staffId === maya)?.schedules).toEqual(
      [],
    );
  });

  it('is idempotent: folding the same events again changes nothing', async () => {
    const snapshot = async () => ({
      staff: await listStaff(readDb, { includeInactive: true }, { showPay: true, showContact: true }),
      maya: await getStaffWorkingHours(readDb, maya),
      bailey: await getStaffWorkingHours(readDb, bailey),
    });
    const before = await snapshot();
    const all = await store.readAll();
    for (const projection of [staffMemberProjection, workingHoursProjection] as Projection[]) {
      const handled = all.filter((event) => projection.eventTypes.includes(event.type));
      await database.db
        .transaction()
        .execute((trx) =>
          projection.apply(trx, handled, { schema: generationSchema(projection, 1), live: false, change: () => undefined }),
        );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('tells every staff session and the person themself', async () => {
    const { rows } = await sql<{
      topic: string;
      rooms: string[];
      ids: string[];
      location_id: string | null;
    }>`select topic, rooms, ids, location_id from ui_changes order by id`.execute(database.db);
    expect(rows).toContainEqual({ topic: 'staff', rooms: ['staff', `user:${maya}`], ids: [maya], location_id: null });
    expect(rows).toContainEqual({ topic: 'staff-schedules', rooms: ['staff', `user:${maya}`], ids: [maya], location_id: uptown });
    // Bailey: hired, two profile updates, deactivated, reactivated, and an account change; the groups set
    // before the hiring and the account of someone not on the team announce nothing on 'staff'.
    expect(rows.filter((row) => row.topic === 'staff' && row.ids[0] === bailey)).toHaveLength(6);
    expect(rows.filter((row) => row.topic === 'staff' && row.ids[0] === desk)).toEqual([]);
  });

  it('folds someone hired without a sign-in account, then their account added later', async () => {
    const nia = randomUUID();
    const contact = { firstName: 'Nia', lastName: 'Okafor', email: null, phone: '+13125550142' };
    await append(`staff-${nia}`, {
      type: 'StaffHiredWithoutAccount',
      data: { staffId: nia, ...contact, title: 'Assistant', bio: '', photo: null, color: '#22c55e', locationIds: [downtown], pay },
    });
    await caughtUp();
    expect(await getStaffMember(readDb, nia, { showPay: false, showContact: true })).toMatchObject({
      id: nia,
      username: null,
      hasAccount: false,
      firstName: 'Nia',
      lastName: 'Okafor',
      email: null,
      phone: '+13125550142',
      isActive: true,
    });
    expect(
      (await listStaff(readDb, { locationId: downtown }, { showPay: false, showContact: true })).map((member) => member.firstName),
    ).toContain('Nia');
    const week = await getTeamWorkingHours(readDb, { locationId: downtown, from: '2026-11-23', to: '2026-11-29' });
    expect(week.staff.find((member) => member.staffId === nia)).toMatchObject({ firstName: 'Nia', lastName: 'Okafor' });

    await append(`staff-${nia}`, { type: 'StaffContactUpdated', data: { ...contact, lastName: 'Okafor-Reyes', email: 'nia@example.com' } });
    await caughtUp();
    expect(await getStaffMember(readDb, nia, { showPay: false, showContact: true })).toMatchObject({
      lastName: 'Okafor-Reyes',
      email: 'nia@example.com',
    });

    // The account, registered in the same append as StaffAccountAdded, holds the details from then on; a
    // phone typed freely in an older event is stored as E.164.
    await append(`user-${nia}`, {
      type: 'UserRegistered',
      data: {
        userId: nia,
        username: 'nia',
        email: 'nia.okafor@chairside.test',
        phone: '(312) 555-0177',
        firstName: 'Nia',
        lastName: 'Okafor-Reyes',
        role: 'staff',
        passwordHash: 'hash',
      },
    });
    await append(`staff-${nia}`, { type: 'StaffAccountAdded', data: { userId: nia } });
    await caughtUp();
    expect(await getStaffMember(readDb, nia, { showPay: false, showContact: true })).toMatchObject({
      username: 'nia',
      hasAccount: true,
      email: 'nia.okafor@chairside.test',
      phone: '+13125550177',
      lastName: 'Okafor-Reyes',
    });
    // Contact details stay for view_staff only.
    expect(await getStaffMember(readDb, nia, { showPay: false, showContact: false })).toMatchObject({
      username: null,
      email: null,
      phone: null,
      firstName: 'Nia',
    });
  });
});
