import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { PermissionGroupEvent, UserEvent } from '@chairside/shared/identity/identity-events';
import { permissionNames } from '@chairside/shared/identity/permissions';
import type { ReadDb, ReadModels } from '../database';
import { superviseProjections, type ProjectionSupervisor } from '../engine/projection-supervisor';
import { getProjectionStatuses } from '../engine/projection-status';
import {
  defaultColorPreferences,
  findMissingGroups,
  findUserByIdentifier,
  findUserCredentials,
  findUsersByPhone,
  getColorPreferences,
  getUser,
  getUserPermissions,
  listPermissionGroups,
  listStaffUsers,
} from './identity-queries';
import { permissionGroupProjection } from './permission-group-projection';
import { userAccountProjection } from './user-account-projection';

let database: TestDatabase;
let store: EventStore;
let readDb: ReadDb;
let supervisor: ProjectionSupervisor;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  readDb = createDb<ReadModels>(database.pool);
  supervisor = await superviseProjections({
    db: database.db,
    pool: database.pool,
    store,
    projections: [userAccountProjection, permissionGroupProjection],
    runnerId: 'identity-test',
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
async function append(stream: string, ...events: (UserEvent | PermissionGroupEvent)[]) {
  const expected = revisions.get(stream);
  const result = await store.appendToStream(
    stream,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
    })),
    { expectedRevision: expected ?? 'no_stream' },
  );
  revisions.set(stream, result.nextRevision);
}

async function caughtUp() {
  await expect
    .poll(
      async () =>
        (await getProjectionStatuses(database.db, store))
          .filter((s) => ['user_accounts', 'permission_groups'].includes(s.name))
          .every((s) => s.eventsBehind === 0),
      {
        timeout: 20_000,
        interval: 50,
      },
    )
    .toBe(true);
}

const fran = randomUUID();
const avery = randomUUID();
const casey = randomUUID();
const frontDesk = randomUUID();
const reports = randomUUID();
const registered = (userId: string, username: string, role: string, phone: string | null): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username,
    email: `${username}@chairside.test`,
    phone,
    firstName: username[0]?.toUpperCase() + username.slice(1),
    lastName: 'Test',
    role,
    passwordHash: `hash-of-${username}`,
  },
});

describe('identity read models', () => {
  it('folds registrations, groups and memberships into the DTOs the API serves', async () => {
    await append(`user-${fran}`, registered(fran, 'Fran', 'staff', '+13125550101'));
    await append(`user-${avery}`, registered(avery, 'avery', 'admin', null));
    await append(`user-${casey}`, registered(casey, 'casey', 'client', '+1 312 555 0103'));
    await append(`permission-group-${frontDesk}`, {
      type: 'PermissionGroupCreated',
      data: { groupId: frontDesk, name: 'Front Desk', description: 'Desk', permissions: ['view_calendar', 'view_clients'] },
    });
    await append(`permission-group-${reports}`, {
      type: 'PermissionGroupCreated',
      data: { groupId: reports, name: 'Analysts', description: '', permissions: ['view_reports'] },
    });
    await append(
      `user-${fran}`,
      { type: 'UserGroupsSet', data: { groupIds: [frontDesk, reports] } },
      { type: 'UserDirectPermissionsSet', data: { permissions: ['view_phone', 'view_clients'] } },
    );
    await caughtUp();

    expect(await getUser(readDb, fran)).toEqual({
      id: fran,
      role: 'staff',
      username: 'Fran',
      firstName: 'Fran',
      lastName: 'Test',
      email: 'Fran@chairside.test',
      phone: '+13125550101',
      profilePicture: null,
      permissionGroups: [
        { id: reports, name: 'Analysts' },
        { id: frontDesk, name: 'Front Desk' },
      ],
      isActive: true,
    });
    expect(await getUser(readDb, randomUUID())).toBeNull();

    const permissions = await getUserPermissions(readDb, fran);
    expect(permissions?.permissions.sort()).toEqual(['view_calendar', 'view_clients', 'view_phone', 'view_reports']);
    expect(permissions?.directPermissions).toEqual(['view_phone', 'view_clients']);
    expect((await getUserPermissions(readDb, avery))?.permissions).toEqual([...permissionNames]);
    expect((await getUserPermissions(readDb, casey))?.permissions).toEqual([]);

    expect((await listStaffUsers(readDb)).map((user) => [user.username, user.groups.map((g) => g.name)])).toEqual([
      ['avery', []],
      ['Fran', ['Analysts', 'Front Desk']],
    ]);
    expect(await listPermissionGroups(readDb)).toEqual([
      { id: reports, name: 'Analysts', description: '', permissions: ['view_reports'], memberCount: 1 },
      { id: frontDesk, name: 'Front Desk', description: 'Desk', permissions: ['view_calendar', 'view_clients'], memberCount: 1 },
    ]);
  });

  it('finds sign-in accounts by username or e-mail case-insensitively, and recovery accounts by phone digits', async () => {
    expect((await findUserByIdentifier(readDb, ' fran '))?.id).toBe(fran);
    expect((await findUserByIdentifier(readDb, 'FRAN@CHAIRSIDE.TEST'))?.id).toBe(fran);
    expect(await findUserByIdentifier(readDb, 'nobody')).toBeNull();
    // Stored as E.164 however it was registered ('+1 312 555 0103'), found however it is typed.
    for (const typed of ['(312) 555-0103', '+1 (312) 555-0103', '312.555.0103', '+13125550103']) {
      expect(
        (await findUsersByPhone(readDb, typed)).map((user) => user.id),
        typed,
      ).toEqual([casey]);
    }
    expect(await findUsersByPhone(readDb, '(312) 555-0109')).toEqual([]);
    expect((await findUserCredentials(readDb, casey))?.phone).toBe('+13125550103');
  });

  it('answers default colors until the user saves some, then the saved ones', async () => {
    expect(await getColorPreferences(readDb, fran)).toEqual(defaultColorPreferences);
    const colors = {
      primaryColor: '#0ea5e9',
      isDarkMode: true,
      primaryTextColor: '#f9fafb',
      secondaryTextColor: '#9ca3af',
      savedBrandColors: ['#0ea5e9'],
      savedTextColors: ['#f9fafb'],
    };
    await append(`user-${fran}`, { type: 'UserColorPreferencesSet', data: colors });
    await caughtUp();
    expect(await getColorPreferences(readDb, fran)).toEqual(colors);
    expect(await getColorPreferences(readDb, randomUUID())).toBeNull();
  });

  it('applies profile, password, activity and membership changes; deleted groups drop out everywhere', async () => {
    await append(
      `user-${fran}`,
      {
        type: 'UserProfileUpdated',
        data: {
          firstName: 'Francesca',
          lastName: 'Desk',
          email: 'fran@desk.test',
          phone: null,
          profilePicture: 'https://cdn.test/fran.png',
        },
      },
      { type: 'UserPasswordChanged', data: { passwordHash: 'new-hash', reason: 'reset' } },
      { type: 'UserDeactivated', data: {} },
    );
    await append(`permission-group-${reports}`, { type: 'PermissionGroupDeleted', data: {} });
    await caughtUp();
    const user = await getUser(readDb, fran);
    expect(user).toMatchObject({
      firstName: 'Francesca',
      email: 'fran@desk.test',
      phone: null,
      profilePicture: 'https://cdn.test/fran.png',
      isActive: false,
      permissionGroups: [{ id: frontDesk, name: 'Front Desk' }],
    });
    expect(await findUserByIdentifier(readDb, 'fran@desk.test')).toMatchObject({ passwordHash: 'new-hash', isActive: false });
    expect((await getUserPermissions(readDb, fran))?.permissions.sort()).toEqual(['view_calendar', 'view_clients', 'view_phone']);
    expect((await listPermissionGroups(readDb)).map((group) => group.name)).toEqual(['Front Desk']);
    expect(await findMissingGroups(readDb, [frontDesk, reports, 'nope'])).toEqual([reports, 'nope']);

    await append(`user-${fran}`, { type: 'UserReactivated', data: {} }, { type: 'UserGroupsSet', data: { groupIds: [] } });
    await caughtUp();
    expect(await getUser(readDb, fran)).toMatchObject({ isActive: true, permissionGroups: [] });
    expect((await listPermissionGroups(readDb))[0]?.memberCount).toBe(0);
  });

  it('tells staff screens and the user themself, never anyone else', async () => {
    const { rows } = await sql<{
      topic: string;
      rooms: string[];
      ids: string[];
    }>`select topic, rooms, ids from ui_changes order by id`.execute(database.db);
    expect(rows).toContainEqual({ topic: 'users', rooms: ['staff', `user:${casey}`], ids: [casey] });
    expect(rows).toContainEqual({ topic: 'permission-groups', rooms: ['staff'], ids: [reports] });
    expect(rows).toContainEqual({ topic: 'users', rooms: ['staff'], ids: [] });
    for (const row of rows) expect(row.rooms.every((room) => room === 'staff' || room.startsWith('user:'))).toBe(true);
  });
});
