import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import {
  colorPreferencesSchema,
  permissionGroupSchema,
  userPermissionsReplySchema,
  userSchema,
  userSummarySchema,
} from '@chairside/shared/identity/identity-dto';
import { FRONT_DESK_PERMISSIONS, permissionNames } from '@chairside/shared/identity/permissions';
import { demoGroups, demoUsers } from './demo-users';
import { seedDemo } from '../seed/demo-seed';
import { callApi, createTestUser, signIn, signInDemoUsers, type TestUser, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { userStream } from './identity-streams';

let system: TestSystem;
let admin: string;
let frontdesk: string;
let client: string;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  [admin, frontdesk, client] = await signInDemoUsers(system.baseUrl, ['admin', 'frontdesk', 'client']);
});
afterAll(() => system.stop());

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const json = async (response: Response) => (await response.json()) as unknown;

describe('the staff directory and user records', () => {
  it('lists admins and staff (not clients) to admins and to staff with view_staff', async () => {
    const viewer = await createTestUser(system, { permissions: ['view_staff'] });
    const list = userSummarySchema.array().parse(await json(await call('GET', '/users', viewer.token)));
    const usernames = list.map((user) => user.username);
    expect(usernames).toEqual(expect.arrayContaining(['admin', 'frontdesk', 'basic']));
    expect(usernames).not.toContain('client');
    expect(list.find((user) => user.username === 'frontdesk')).toMatchObject({
      role: 'staff',
      isActive: true,
      groups: [{ id: demoGroups.frontDesk.id, name: 'Front Desk' }],
      directPermissions: [],
    });
    expect((await call('GET', '/users', admin)).status).toBe(200);
    expect((await call('GET', '/users', frontdesk)).status).toBe(403);
    expect((await call('GET', '/users', client)).status).toBe(403);
    expect((await call('GET', '/users', null)).status).toBe(401);
  });

  it('shows a user to themself, to admins and to staff with view_staff; 404 for unknown ids', async () => {
    const viewer = await createTestUser(system, { permissions: ['view_staff'] });
    const own = userSchema.parse(await json(await call('GET', `/users/${demoUsers.client.id}`, client)));
    expect(own).toMatchObject({ username: 'client', role: 'client', firstName: 'Casey', lastName: 'Client', permissionGroups: [] });
    expect((await call('GET', `/users/${demoUsers.client.id}`, admin)).status).toBe(200);
    expect((await call('GET', `/users/${demoUsers.client.id}`, viewer.token)).status).toBe(200);
    expect((await call('GET', `/users/${demoUsers.client.id}`, frontdesk)).status).toBe(403);
    expect((await call('GET', `/users/${demoUsers.admin.id}`, client)).status).toBe(403);
    const unknown = await call('GET', '/users/99999999-9999-4999-8999-999999999999', admin);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'User not found' });
  });
});

describe('profile', () => {
  it('lets users edit their own profile, and admins anyone’s; nobody else', async () => {
    const user = await createTestUser(system);
    const body = {
      firstName: ' Robin ',
      lastName: 'Reyes',
      email: `Robin.${user.id.slice(0, 6)}@Chairside.test`,
      phone: '+1 (312) 555-0199',
      profilePicture: 'https://cdn.example.com/robin.png',
    };
    const response = await call('PUT', `/users/${user.id}`, user.token, body);
    expect(response.status).toBe(200);
    expect(commandReplySchema.parse(await response.json())).toMatchObject({ id: user.id });
    const shown = userSchema.parse(await json(await call('GET', `/users/${user.id}`, user.token)));
    expect(shown).toMatchObject({
      firstName: 'Robin',
      lastName: 'Reyes',
      email: body.email.toLowerCase(),
      phone: '+13125550199',
      profilePicture: 'https://cdn.example.com/robin.png',
    });

    expect((await call('PUT', `/users/${user.id}`, admin, { ...body, lastName: 'By Admin' })).status).toBe(200);
    expect((await call('PUT', `/users/${user.id}`, frontdesk, body)).status).toBe(403);
    expect((await call('PUT', `/users/${user.id}`, null, body)).status).toBe(401);
    const bad = await call('PUT', `/users/${user.id}`, user.token, { ...body, profilePicture: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'profilePicture: Profile picture must be an http(s) URL' });
  });

  it('keeps e-mail addresses unique case-insensitively, and frees the old address on a change', async () => {
    const first = await createTestUser(system);
    const second = await createTestUser(system);
    const profile = (email: string) => ({ firstName: 'Test', lastName: 'User', email, phone: null, profilePicture: null });
    const taken = await call('PUT', `/users/${second.id}`, second.token, profile(first.email.toUpperCase()));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'That e-mail address is already used by another account' });

    const moved = `moved-${first.email}`;
    expect((await call('PUT', `/users/${first.id}`, first.token, profile(moved))).status).toBe(200);
    expect((await call('PUT', `/users/${second.id}`, second.token, profile(first.email))).status).toBe(200);
    expect((await call('PUT', `/users/${second.id}`, second.token, profile(moved))).status).toBe(409);
  });
});

describe('password change', () => {
  it('needs the current password, signs out the other sessions and keeps this one', async () => {
    const user: TestUser = await createTestUser(system);
    const other = await signIn(system.baseUrl, user.username, user.password);
    const wrong = await call('POST', `/users/${user.id}/password`, user.token, { currentPassword: 'nope', newPassword: 'a-new-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Your current password is incorrect' });
    expect(
      (await call('POST', `/users/${user.id}/password`, user.token, { currentPassword: user.password, newPassword: 'short' })).status,
    ).toBe(400);
    expect(
      (await call('POST', `/users/${user.id}/password`, admin, { currentPassword: user.password, newPassword: 'a-new-password' })).status,
    ).toBe(403);

    const changed = await call('POST', `/users/${user.id}/password`, user.token, {
      currentPassword: user.password,
      newPassword: 'a-new-password',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: 'Your password has been changed' });
    expect((await call('GET', '/auth/verify', user.token)).status).toBe(200);
    expect((await call('GET', '/auth/verify', other.token)).status).toBe(401);
    await expect(signIn(system.baseUrl, user.username, 'a-new-password')).resolves.toMatchObject({ user: { id: user.id } });
    const [latest] = await system.store.readStream(userStream(user.id), { direction: 'backwards', maxCount: 1 });
    expect(latest).toMatchObject({ type: 'UserPasswordChanged', data: { reason: 'changed' } });
  });
});

describe('color preferences', () => {
  it('answers the SPEC defaults until saved; only the user saves their own', async () => {
    const user = await createTestUser(system);
    expect(await json(await call('GET', `/users/${user.id}/color-preferences`, user.token))).toEqual({
      primaryColor: '#8b5cf6',
      isDarkMode: false,
      primaryTextColor: '#111827',
      secondaryTextColor: '#6b7280',
      savedBrandColors: [],
      savedTextColors: [],
    });
    const colors = {
      primaryColor: '#0ea5e9',
      isDarkMode: true,
      primaryTextColor: '#f9fafb',
      secondaryTextColor: '#9ca3af',
      savedBrandColors: ['#0ea5e9', '#8b5cf6'],
      savedTextColors: ['#f9fafb'],
    };
    expect((await call('PUT', `/users/${user.id}/color-preferences`, user.token, colors)).status).toBe(200);
    expect(colorPreferencesSchema.parse(await json(await call('GET', `/users/${user.id}/color-preferences`, user.token)))).toEqual(colors);
    expect((await call('GET', `/users/${user.id}/color-preferences`, admin)).status).toBe(200);
    expect((await call('GET', `/users/${user.id}/color-preferences`, frontdesk)).status).toBe(403);
    expect((await call('PUT', `/users/${user.id}/color-preferences`, admin, colors)).status).toBe(403);
    const bad = await call('PUT', `/users/${user.id}/color-preferences`, user.token, { ...colors, primaryColor: 'purple' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'primaryColor: Colors are hex values like #8b5cf6' });
  });
});

describe('permissions of a user', () => {
  it('answers effective permissions, groups and direct permissions (SPEC §3 shape)', async () => {
    const reply = userPermissionsReplySchema.parse(
      await json(await call('GET', `/users/${demoUsers.frontdesk.id}/permissions`, frontdesk)),
    );
    expect(reply.success).toBe(true);
    expect([...reply.data.permissions].sort()).toEqual([...FRONT_DESK_PERMISSIONS].sort());
    expect(reply.data.groups).toEqual([{ id: demoGroups.frontDesk.id, name: 'Front Desk' }]);
    expect(reply.data.directPermissions).toEqual([]);
    const adminReply = userPermissionsReplySchema.parse(await json(await call('GET', `/users/${demoUsers.admin.id}/permissions`, admin)));
    expect(adminReply.data.permissions).toEqual([...permissionNames]);
    expect((await call('GET', `/users/${demoUsers.frontdesk.id}/permissions`, admin)).status).toBe(200);
    expect((await call('GET', `/users/${demoUsers.admin.id}/permissions`, frontdesk)).status).toBe(403);
  });

  it('lets admins set groups and direct permissions, which apply to the next request', async () => {
    const user = await createTestUser(system);
    expect((await call('GET', '/users', user.token)).status).toBe(403);
    const unknownGroup = await call('PUT', `/users/${user.id}/groups`, admin, { groupIds: [demoGroups.frontDesk.id, 'no-such-group'] });
    expect(unknownGroup.status).toBe(400);
    expect(await unknownGroup.json()).toEqual({ error: 'Unknown permission group "no-such-group"' });
    const unknownPermission = await call('PUT', `/users/${user.id}/direct-permissions`, admin, {
      permissions: ['view_staff', 'launch_rockets'],
    });
    expect(unknownPermission.status).toBe(400);
    expect(await unknownPermission.json()).toEqual({ error: 'Unknown permission "launch_rockets"' });

    expect((await call('PUT', `/users/${user.id}/direct-permissions`, admin, { permissions: ['view_staff'] })).status).toBe(200);
    expect((await call('GET', '/users', user.token)).status).toBe(200);
    expect((await call('PUT', `/users/${user.id}/groups`, admin, { groupIds: [demoGroups.basicStaff.id] })).status).toBe(200);
    const reply = userPermissionsReplySchema.parse(await json(await call('GET', `/users/${user.id}/permissions`, user.token)));
    expect(reply.data.groups).toEqual([{ id: demoGroups.basicStaff.id, name: 'Basic Staff' }]);
    expect(reply.data.permissions).toContain('view_staff');
    expect(reply.data.permissions).toContain('view_time_clock');

    expect((await call('PUT', `/users/${user.id}/groups`, user.token, { groupIds: [] })).status).toBe(403);
    expect((await call('PUT', `/users/${user.id}/direct-permissions`, frontdesk, { permissions: [] })).status).toBe(403);
  });

  it('lets admins deactivate and reactivate others, never themselves', async () => {
    const user = await createTestUser(system);
    expect((await call('POST', `/users/${user.id}/deactivate`, admin)).status).toBe(200);
    expect((await call('GET', '/auth/verify', user.token)).status).toBe(401);
    expect((await call('POST', `/users/${user.id}/reactivate`, admin)).status).toBe(200);
    expect((await call('GET', '/auth/verify', user.token)).status).toBe(200);
    const self = await call('POST', `/users/${demoUsers.admin.id}/deactivate`, admin);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ error: 'You cannot deactivate your own account' });
    expect((await call('POST', `/users/${user.id}/deactivate`, frontdesk)).status).toBe(403);
  });
});

describe('permission groups', () => {
  const groups = async () => permissionGroupSchema.array().parse(await json(await call('GET', '/permission-groups', admin)));

  it('lists the catalogue and the groups with member counts, to admins only', async () => {
    const catalogue = (await json(await call('GET', '/permissions', admin))) as { name: string }[];
    expect(catalogue.map((entry) => entry.name)).toEqual([...permissionNames]);
    expect(catalogue[0]).toEqual({ name: 'view_dashboard', area: 'Dashboard', label: 'View the dashboard' });
    const list = await groups();
    expect(list.find((group) => group.name === 'Front Desk')).toMatchObject({
      id: demoGroups.frontDesk.id,
      memberCount: 1,
      permissions: [...FRONT_DESK_PERMISSIONS],
    });
    for (const token of [frontdesk, client]) {
      expect((await call('GET', '/permissions', token)).status).toBe(403);
      expect((await call('GET', '/permission-groups', token)).status).toBe(403);
    }
    expect((await call('GET', '/permission-groups', null)).status).toBe(401);
  });

  it('creates, renames and deletes groups with unique names; a deleted name is free again', async () => {
    const created = await call('POST', '/permission-groups', admin, {
      name: 'Stylists',
      description: 'Chair work',
      permissions: ['view_calendar', 'view_clients'],
    });
    expect(created.status).toBe(200);
    const { id } = commandReplySchema.parse(await created.json());
    expect((await groups()).find((group) => group.id === id)).toEqual({
      id,
      name: 'Stylists',
      description: 'Chair work',
      permissions: ['view_calendar', 'view_clients'],
      memberCount: 0,
    });

    const duplicate = await call('POST', '/permission-groups', admin, { name: 'stylists', permissions: [] });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: 'A permission group with that name already exists' });
    const badPermission = await call('POST', '/permission-groups', admin, { name: 'Pilots', permissions: ['fly_planes'] });
    expect(badPermission.status).toBe(400);
    expect(await badPermission.json()).toEqual({ error: 'Unknown permission "fly_planes"' });
    // The refused group did not keep its name.
    expect((await call('POST', '/permission-groups', admin, { name: 'Pilots', permissions: [] })).status).toBe(200);

    expect(
      (await call('PUT', `/permission-groups/${id}`, admin, { name: 'Senior Stylists', description: '', permissions: ['view_calendar'] }))
        .status,
    ).toBe(200);
    expect((await call('PUT', `/permission-groups/${id}`, admin, { name: 'front desk', permissions: [] })).status).toBe(409);
    expect((await call('POST', '/permission-groups', admin, { name: 'Stylists', permissions: [] })).status).toBe(200);

    expect((await call('DELETE', `/permission-groups/${id}`, admin)).status).toBe(200);
    expect((await groups()).map((group) => group.id)).not.toContain(id);
    expect((await call('POST', '/permission-groups', admin, { name: 'Senior Stylists', permissions: [] })).status).toBe(200);
    expect((await call('PUT', `/permission-groups/${id}`, admin, { name: 'Ghost', permissions: [] })).status).toBe(404);
    expect((await call('DELETE', `/permission-groups/${id}`, frontdesk)).status).toBe(403);
  });

  it('takes a deleted group’s permissions away from its members', async () => {
    const user = await createTestUser(system);
    const { id } = commandReplySchema.parse(
      await (await call('POST', '/permission-groups', admin, { name: `Temp ${user.id.slice(0, 6)}`, permissions: ['view_staff'] })).json(),
    );
    expect((await call('PUT', `/users/${user.id}/groups`, admin, { groupIds: [id] })).status).toBe(200);
    expect((await call('GET', '/users', user.token)).status).toBe(200);
    expect((await call('DELETE', `/permission-groups/${id}`, admin)).status).toBe(200);
    expect((await call('GET', '/users', user.token)).status).toBe(403);
  });
});
