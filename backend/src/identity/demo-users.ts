import {
  AUDITOR_PERMISSIONS,
  BASIC_STAFF_PERMISSIONS,
  FRONT_DESK_PERMISSIONS,
  MANAGER_PERMISSIONS,
} from '@chairside/shared/identity/permissions';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { permissionGroupStream, userStream } from './identity-streams';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { createPermissionGroup } from './permission-group-service';
import { userDecider } from './user-decider';
import { registerUser } from './user-service';

export const demoPassword = 'demo1234';

// Fixed ids keep the demo accounts recognisable across machines and in tests.
export const demoGroups = {
  frontDesk: {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001',
    name: 'Front Desk',
    description: 'Calendar, appointments, clients and the point of sale',
    permissions: [...FRONT_DESK_PERMISSIONS],
  },
  basicStaff: {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000002',
    name: 'Basic Staff',
    description: 'Their own day: dashboard, calendar, clients, time clock and own schedule',
    permissions: [...BASIC_STAFF_PERMISSIONS],
  },
  manager: {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000003',
    name: 'Manager',
    description: 'The front desk plus overrides with a reason, the team and the catalogue',
    permissions: [...MANAGER_PERMISSIONS],
  },
  auditors: {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000004',
    name: 'Auditors',
    description: 'The audit history and the dashboard, nothing to change',
    permissions: [...AUDITOR_PERMISSIONS],
  },
} as const;

type DemoUser = {
  id: string;
  username: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  groups: readonly (keyof typeof demoGroups)[];
  label: string;
};

export const demoUsers = {
  admin: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
    username: 'admin',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    email: 'admin@chairside.test',
    phone: '+13125550100',
    groups: [],
    label: 'administrator',
  },
  frontdesk: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002',
    username: 'frontdesk',
    role: 'staff',
    firstName: 'Fran',
    lastName: 'Desk',
    email: 'frontdesk@chairside.test',
    phone: '+13125550101',
    groups: ['frontDesk'],
    label: 'staff, Front Desk',
  },
  basic: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003',
    username: 'basic',
    role: 'staff',
    firstName: 'Bailey',
    lastName: 'Basic',
    email: 'basic@chairside.test',
    phone: '+13125550102',
    groups: ['basicStaff'],
    label: 'staff, Basic Staff',
  },
  manager: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000005',
    username: 'manager',
    role: 'staff',
    firstName: 'Morgan',
    lastName: 'Manager',
    email: 'manager@chairside.test',
    phone: '+13125550104',
    groups: ['manager'],
    label: 'staff, Manager',
  },
  auditor: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000006',
    username: 'auditor',
    role: 'staff',
    firstName: 'Aubrey',
    lastName: 'Auditor',
    email: 'auditor@chairside.test',
    phone: '+13125550105',
    groups: ['auditors'],
    label: 'staff, Auditors',
  },
  client: {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000004',
    username: 'client',
    role: 'client',
    firstName: 'Casey',
    lastName: 'Client',
    email: 'client@chairside.test',
    phone: '+13125550103',
    groups: [],
    label: 'client (online booking)',
  },
} as const satisfies Record<string, DemoUser>;

// What `npm start` prints.
export const demoLogins = Object.values(demoUsers).map((user) => ({ username: user.username, password: demoPassword, role: user.label }));

const exists = async (store: EventStore, stream: string) => (await store.readStream(stream, { maxCount: 1 })).length > 0;

// The demo groups and accounts, through the same commands the product uses. Each is created only when
// its stream is empty, so running it again (or on a store seeded before users existed) adds only what is missing.
export async function seedDemoUsers(store: EventStore): Promise<{ seeded: boolean; commands: number }> {
  const context: CommandContext = { userId: null, source: 'seed' };
  let commands = 0;
  for (const group of Object.values(demoGroups)) {
    if (await exists(store, permissionGroupStream(group.id))) continue;
    await createPermissionGroup(
      { store },
      { groupId: group.id, name: group.name, description: group.description, permissions: [...group.permissions] },
      context,
    );
    commands += 1;
  }
  for (const user of Object.values(demoUsers) as DemoUser[]) {
    if (await exists(store, userStream(user.id))) continue;
    const { id, username, role, firstName, lastName, email, phone } = user;
    await registerUser({ store }, { userId: id, username, role, firstName, lastName, email, phone, password: demoPassword }, context);
    commands += 1;
    if (user.groups.length > 0) {
      await handleCommand(
        store,
        userStream(id),
        userDecider,
        { type: 'SetUserGroups', groupIds: user.groups.map((group) => demoGroups[group].id) },
        context,
      );
      commands += 1;
    }
  }
  return { seeded: commands > 0, commands };
}
