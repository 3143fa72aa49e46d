import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDITOR_PERMISSIONS,
  BASIC_STAFF_PERMISSIONS,
  FRONT_DESK_PERMISSIONS,
  MANAGER_PERMISSIONS,
} from '@chairside/shared/identity/permissions';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { permissionGroupStream, userStream } from './identity-streams';
import { verifyPassword } from './passwords';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedDemo } from '../seed/demo-seed';
import { demoGroups, demoLogins, demoPassword, demoUsers, seedDemoUsers } from './demo-users';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(() => database.drop());

describe('demo users seed', () => {
  it('adds the groups and users to a store that already holds the business, then nothing more', async () => {
    await seedDemo(store, new Date(), { only: ['business'] });
    // 4 groups, 6 users, 4 group memberships.
    expect(await seedDemoUsers(store)).toEqual({ seeded: true, commands: 14 });
    // The rest of the demo (team, catalogue) is added once; after that nothing more.
    const first = await seedDemo(store);
    expect(first.steps).toEqual({
      business: { seeded: false, commands: 0 },
      identity: { seeded: false, commands: 0 },
      team: { seeded: true, commands: 47 },
      catalogue: { seeded: true, commands: 68 },
      // Two people on the clock at Downtown.
      'time-clock': { seeded: true, commands: 3, last: expect.anything() },
    });
    // In the order the manifests' `after` makes explicit.
    expect(Object.keys(first.steps)).toEqual(['business', 'identity', 'team', 'catalogue', 'time-clock']);
    expect((await seedDemo(store)).steps).toEqual({
      business: { seeded: false, commands: 0 },
      identity: { seeded: false, commands: 0 },
      team: { seeded: false, commands: 0 },
      catalogue: { seeded: false, commands: 0 },
      'time-clock': { seeded: false, commands: 0, last: null },
    });

    const frontDeskGroup = await store.readStream(permissionGroupStream(demoGroups.frontDesk.id));
    expect(frontDeskGroup.map((e) => [e.type, e.data.name, e.data.permissions])).toEqual([
      ['PermissionGroupCreated', 'Front Desk', [...FRONT_DESK_PERMISSIONS]],
    ]);
    const basicGroup = await store.readStream(permissionGroupStream(demoGroups.basicStaff.id));
    expect(basicGroup[0]?.data).toMatchObject({ name: 'Basic Staff', permissions: [...BASIC_STAFF_PERMISSIONS] });
    const managerGroup = await store.readStream(permissionGroupStream(demoGroups.manager.id));
    expect(managerGroup[0]?.data).toMatchObject({ name: 'Manager', permissions: [...MANAGER_PERMISSIONS] });
    expect(MANAGER_PERMISSIONS).toContain('override_appointments');
    expect(FRONT_DESK_PERMISSIONS).not.toContain('override_appointments');
    const auditorsGroup = await store.readStream(permissionGroupStream(demoGroups.auditors.id));
    expect(auditorsGroup.map((e) => [e.type, e.data.name, e.data.permissions])).toEqual([
      ['PermissionGroupCreated', 'Auditors', ['view_audit_log', 'view_dashboard']],
    ]);
    expect([...AUDITOR_PERMISSIONS]).toEqual(['view_audit_log', 'view_dashboard']);
    const auditor = await store.readStream(userStream(demoUsers.auditor.id));
    expect(auditor.map((e) => e.type)).toEqual(['UserRegistered', 'UserGroupsSet']);
    expect(auditor[0]?.data).toMatchObject({ username: 'auditor', role: 'staff', email: 'auditor@chairside.test' });
    expect(auditor[1]?.data).toEqual({ groupIds: [demoGroups.auditors.id] });
    expect(await verifyPassword(String(auditor[0]?.data.passwordHash), demoPassword)).toBe(true);

    const frontdesk = await store.readStream(userStream(demoUsers.frontdesk.id));
    expect(frontdesk.map((e) => e.type)).toEqual(['UserRegistered', 'UserGroupsSet']);
    expect(frontdesk[0]?.data).toMatchObject({
      username: 'frontdesk',
      role: 'staff',
      firstName: 'Fran',
      lastName: 'Desk',
      email: 'frontdesk@chairside.test',
      phone: '+13125550101',
    });
    expect(frontdesk[1]?.data).toEqual({ groupIds: [demoGroups.frontDesk.id] });
    expect(frontdesk.every((e) => e.metadata.source === 'seed')).toBe(true);

    const admin = await store.readStream(userStream(demoUsers.admin.id));
    const hash = String(admin[0]?.data.passwordHash);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, demoPassword)).toBe(true);
    expect(await verifyPassword(hash, 'demo12345')).toBe(false);
  });

  it('names the six demo logins npm start prints', () => {
    expect(demoLogins.map((login) => [login.username, login.password])).toEqual([
      ['admin', 'demo1234'],
      ['frontdesk', 'demo1234'],
      ['basic', 'demo1234'],
      ['manager', 'demo1234'],
      ['auditor', 'demo1234'],
      ['client', 'demo1234'],
    ]);
  });
});
