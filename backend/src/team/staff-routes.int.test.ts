import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { serviceSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { staffMemberSchema, type CreateStaffInput } from '@chairside/shared/team/staff-dto';
import { payHistorySchema } from '@chairside/shared/team/pay-rates';
import { demoCatalogue } from '../catalogue/index';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';
import { demoGroups, demoUsers, userStream } from '../identity/index';
import { callApi, createTestUser, signIn, signInDemoUsers, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { staffStream } from './team-streams';

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
const login = (identifier: string, password: string) => call('POST', '/auth/login', null, { identifier, password });
const staffMember = async (id: string, token = admin) => staffMemberSchema.parse(await (await call('GET', `/staff/${id}`, token)).json());
const staffList = async (query = '', token = admin) =>
  staffMemberSchema.array().parse(await (await call('GET', `/staff${query}`, token)).json());

type NewStaff = CreateStaffInput & { username: string; password: string; email: string };

// A new person's form as the Staff screen sends it, with a sign-in account.
function newStaff(overrides: Partial<NewStaff> = {}): NewStaff {
  const suffix = randomUUID().slice(0, 8);
  return {
    firstName: 'Noor',
    lastName: `Haddad ${suffix}`,
    email: `noor.${suffix}@chairside.test`,
    phone: '+1 312 555 0177',
    title: 'Stylist',
    bio: 'Curly cuts.',
    photo: null,
    color: '#0ea5e9',
    locationIds: [demoLocations.downtown.id],
    pay: { hourlyRateCents: 1950, serviceCommissionPercent: 37.5, productCommissionPercent: null },
    username: `noor.${suffix}`,
    password: 'a-long-password',
    groupIds: [],
    ...overrides,
  };
}

async function create(body: unknown, token = admin): Promise<string> {
  const response = await call('POST', '/staff', token, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return commandReplySchema.parse(await response.json()).id;
}

describe('creating staff', () => {
  it('creates the sign-in account and the profile; the new person signs in with their password', async () => {
    const input = newStaff({ groupIds: [demoGroups.basicStaff.id], email: `Noor.${randomUUID().slice(0, 6)}@Chairside.TEST` });
    const id = await create(input);
    expect(await staffMember(id)).toEqual({
      id,
      username: input.username,
      hasAccount: true,
      firstName: 'Noor',
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      phone: '+13125550177',
      title: 'Stylist',
      bio: 'Curly cuts.',
      photo: null,
      color: '#0ea5e9',
      locationIds: [demoLocations.downtown.id],
      permissionGroups: [{ id: demoGroups.basicStaff.id, name: 'Basic Staff' }],
      pay: { hourlyRateCents: 1950, serviceCommissionPercent: 37.5, productCommissionPercent: null },
      isActive: true,
    });
    const signedIn = await login(input.username, input.password);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({
      user: { id, role: 'staff', firstName: 'Noor', permissionGroups: [{ name: 'Basic Staff' }] },
    });
  });

  it('refuses invalid forms, unknown or inactive locations, taken usernames and unknown groups, writing nothing', async () => {
    const refused = async (body: unknown, status: number, error: string) => {
      const response = await call('POST', '/staff', admin, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
    };
    await refused({ ...newStaff(), firstName: ' ' }, 400, 'firstName: First name is required');
    await refused({ ...newStaff(), locationIds: [] }, 400, 'locationIds: Choose at least one location');
    await refused({ ...newStaff(), color: 'pink' }, 400, 'color: Colors are hex values like #8b5cf6');
    await refused({ ...newStaff(), pay: { hourlyRateCents: -1 } }, 400, 'pay.hourlyRateCents: Hourly rate cannot be negative');
    await refused({ ...newStaff(), password: 'short' }, 400, 'password: Passwords have at least 8 characters');
    await refused(newStaff({ locationIds: [randomUUID()] }), 422, 'That location does not exist');
    await refused(
      newStaff({ locationIds: [demoLocations.lakeside.id] }),
      422,
      'Lakeside is inactive; activate it before assigning staff to it',
    );
    await refused(newStaff({ username: 'frontdesk' }), 409, 'That username is already taken');
    await refused(newStaff({ email: 'frontdesk@chairside.test' }), 409, 'That e-mail address is already used by another account');
    const unknownGroup = randomUUID();
    await refused(newStaff({ groupIds: [unknownGroup] }), 400, `Unknown permission group "${unknownGroup}"`);
    // The refused username was not claimed: it can still be used.
    const input = newStaff();
    await refused(
      { ...input, locationIds: [demoLocations.lakeside.id] },
      422,
      'Lakeside is inactive; activate it before assigning staff to it',
    );
    expect((await call('POST', '/staff', admin, input)).status).toBe(200);
  });

  it('lets staff holding edit_staff create people, but only an administrator give permission groups', async () => {
    const editor = await createTestUser(system, { permissions: ['edit_staff'] });
    const withGroups = await call('POST', '/staff', editor.token, newStaff({ groupIds: [demoGroups.frontDesk.id] }));
    expect(withGroups.status).toBe(403);
    expect(await withGroups.json()).toEqual({ error: 'Only an administrator can give permission groups' });
    const id = await create(newStaff(), editor.token);
    expect((await staffMember(id, editor.token)).permissionGroups).toEqual([]);

    const viewer = await createTestUser(system, { permissions: ['view_staff'] });
    expect((await call('POST', '/staff', viewer.token, newStaff())).status).toBe(403);
    expect((await call('POST', '/staff', frontdesk, newStaff())).status).toBe(403);
    expect((await call('POST', '/staff', client, newStaff())).status).toBe(403);
    expect((await call('POST', '/staff', null, newStaff())).status).toBe(401);
  });
});

// The form without a sign-in account: no username, password or e-mail.
function newStaffWithoutAccount(overrides: Partial<CreateStaffInput> = {}): CreateStaffInput {
  const { username: _username, password: _password, ...rest } = newStaff();
  return { ...rest, email: '', phone: '(312) 555-0142', ...overrides };
}

const eventCount = async (stream: string) => (await system.store.readStream(stream)).length;

describe('hiring without a sign-in account', () => {
  it('hires someone with no username, password or e-mail: on the team, bookable and given a schedule, with the phone stored as E.164', async () => {
    const input = newStaffWithoutAccount({ firstName: 'Aaliyah' });
    const id = await create(input);
    expect(await staffMember(id)).toEqual({
      id,
      username: null,
      hasAccount: false,
      firstName: 'Aaliyah',
      lastName: input.lastName,
      email: null,
      phone: '+13125550142',
      title: 'Stylist',
      bio: 'Curly cuts.',
      photo: null,
      color: '#0ea5e9',
      locationIds: [demoLocations.downtown.id],
      permissionGroups: [],
      pay: { hourlyRateCents: 1950, serviceCommissionPercent: 37.5, productCommissionPercent: null },
      isActive: true,
    });
    // No account was made.
    expect(await eventCount(userStream(id))).toBe(0);
    expect((await staffList(`?locationId=${demoLocations.downtown.id}`)).map((member) => member.id)).toContain(id);
    // The front desk books with them: their name is on the team list.
    expect((await staffList('', frontdesk)).find((member) => member.id === id)?.firstName).toBe('Aaliyah');

    // A schedule, and the team week shows them.
    const schedule = {
      locationId: demoLocations.downtown.id,
      effectiveFrom: '2026-11-23',
      days: [{ weekday: 1, hours: [{ start: '09:00', end: '17:00' }] }],
    };
    expect((await call('POST', `/staff/${id}/schedules`, admin, schedule)).status).toBe(200);
    const week = (await (
      await call('GET', `/staff-schedules?locationId=${demoLocations.downtown.id}&from=2026-11-23&to=2026-11-29`, admin)
    ).json()) as { staff: { staffId: string }[] };
    expect(week.staff.find((member) => member.staffId === id)).toMatchObject({ firstName: 'Aaliyah', lastName: input.lastName });

    // They perform a service: the service lists them among its performers.
    const service = Object.values(demoCatalogue.services)[0]!;
    const assigned = await call('PUT', `/staff/${id}/services`, admin, {
      services: [{ serviceId: service.id, priceCents: null, durationMinutes: null }],
    });
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    const performers = serviceSchema
      .parse(await (await call('GET', `/services/${service.id}`, admin)).json())
      .staff.map((member) => member.staffId);
    expect(performers).toContain(id);
  });

  it('edits their name and contact details on the staff profile, e-mail optional', async () => {
    const id = await create(newStaffWithoutAccount());
    const profile = {
      firstName: 'Maya',
      lastName: 'Lindqvist',
      email: 'Maya@Example.com',
      phone: '312.555.0199',
      color: '#000000',
      locationIds: [demoLocations.downtown.id],
      pay: {},
    };
    expect((await call('PUT', `/staff/${id}`, admin, profile)).status).toBe(200);
    expect(await staffMember(id)).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lindqvist',
      email: 'maya@example.com',
      phone: '+13125550199',
      hasAccount: false,
    });
    expect((await call('PUT', `/staff/${id}`, admin, { ...profile, email: '', phone: '' })).status).toBe(200);
    expect(await staffMember(id)).toMatchObject({ email: null, phone: null });
  });

  it('marks what a sign-in account needs and refuses a bad phone, naming the field and writing nothing', async () => {
    const refused = async (body: unknown, error: string) => {
      const before = (await staffList('?includeInactive=true')).length;
      const response = await call('POST', '/staff', admin, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
      expect((await staffList('?includeInactive=true')).length).toBe(before);
    };
    await refused(newStaffWithoutAccount({ phone: '555-01' }), 'phone: That phone number is not valid');
    await refused(newStaffWithoutAccount({ lastName: '' }), 'lastName: Last name is required');
    await refused({ ...newStaff(), password: '' }, 'password: Password is required for a sign-in account');
    await refused({ ...newStaff(), email: '' }, 'email: E-mail is required for a sign-in account');
    await refused(newStaffWithoutAccount({ password: 'a-long-password' }), 'username: Username is required for a sign-in account');
    await refused(newStaffWithoutAccount({ groupIds: [demoGroups.basicStaff.id] }), 'groupIds: Permission groups need a sign-in account');
  });

  it('an account holder keeps an e-mail address', async () => {
    const id = await create(newStaff());
    const response = await call('PUT', `/staff/${id}`, admin, {
      firstName: 'A',
      lastName: 'B',
      email: '',
      phone: null,
      color: '#000000',
      locationIds: [demoLocations.downtown.id],
      pay: {},
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'E-mail is required for someone who signs in' });
  });
});

describe('adding a sign-in account later', () => {
  const account = (overrides: Record<string, unknown> = {}) => {
    const suffix = randomUUID().slice(0, 8);
    return { username: `later.${suffix}`, password: 'a-long-password', email: `later.${suffix}@chairside.test`, ...overrides };
  };

  it('adds the account with the staff member’s name and phone; they sign in, and deactivating them ends it', async () => {
    const id = await create(newStaffWithoutAccount({ firstName: 'Priya' }));
    const input = account();
    const response = await call('POST', `/staff/${id}/account`, admin, input);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await staffMember(id)).toMatchObject({
      id,
      hasAccount: true,
      username: input.username,
      firstName: 'Priya',
      email: input.email,
      phone: '+13125550142',
    });
    const signedIn = await login(input.username, input.password);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { id, role: 'staff', firstName: 'Priya', phone: '+13125550142' } });

    // A second account is refused.
    const again = await call('POST', `/staff/${id}/account`, admin, account());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This staff member already has a sign-in account' });

    // From now on the account holds the details; deactivating the staff member deactivates it.
    expect((await call('POST', `/staff/${id}/deactivate`, admin)).status).toBe(200);
    expect((await login(input.username, input.password)).status).toBe(403);
  });

  it('refuses a taken username or e-mail and a bad form, naming the field and writing nothing', async () => {
    const id = await create(newStaffWithoutAccount());
    const before = await eventCount(staffStream(id));
    const refused = async (body: unknown, status: number, error: string) => {
      const response = await call('POST', `/staff/${id}/account`, admin, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
      expect(await eventCount(staffStream(id))).toBe(before);
      expect(await eventCount(userStream(id))).toBe(0);
    };
    await refused(account({ username: 'frontdesk' }), 409, 'That username is already taken');
    await refused(account({ email: 'frontdesk@chairside.test' }), 409, 'That e-mail address is already used by another account');
    await refused(account({ password: 'short' }), 400, 'password: Passwords have at least 8 characters');
    await refused(account({ email: '' }), 400, 'email: Enter a valid e-mail address');
    await refused(account({ username: 'no spaces' }), 400, 'username: Usernames are 3 to 40 letters, digits, dots, hyphens or underscores');
    const unknownGroup = randomUUID();
    await refused(account({ groupIds: [unknownGroup] }), 400, `Unknown permission group "${unknownGroup}"`);
    // Nothing was claimed: the username is still free.
    const free = account();
    expect((await call('POST', `/staff/${id}/account`, admin, free)).status).toBe(200);
  });

  it('is for edit_staff only, and for people on the team', async () => {
    const id = await create(newStaffWithoutAccount());
    expect((await call('POST', `/staff/${id}/account`, frontdesk, account())).status).toBe(403);
    expect((await call('POST', `/staff/${id}/account`, client, account())).status).toBe(403);
    expect((await call('POST', `/staff/${id}/account`, null, account())).status).toBe(401);
    expect((await call('POST', `/staff/${randomUUID()}/account`, admin, account())).status).toBe(404);
    const editor = await createTestUser(system, { permissions: ['edit_staff'] });
    expect((await call('POST', `/staff/${id}/account`, editor.token, account())).status).toBe(200);
  });
});

describe('reading staff', () => {
  it('lists active staff by name, filtered by location, showing pay only to edit_staff, view_payroll and admins', async () => {
    const uptownOnly = await create(newStaff({ firstName: 'Aaron', locationIds: [demoLocations.uptown.id] }));
    const both = await create(newStaff({ firstName: 'Abby', locationIds: [demoLocations.downtown.id, demoLocations.uptown.id] }));
    const uptown = await staffList(`?locationId=${demoLocations.uptown.id}`);
    // The demo team works there too; among the new ones, Aaron sorts before Abby.
    expect(uptown.map((member) => member.id).filter((id) => id === uptownOnly || id === both)).toEqual([uptownOnly, both]);
    expect((await staffList(`?locationId=${demoLocations.downtown.id}`)).map((member) => member.id)).toContain(both);
    expect((await staffList(`?locationId=${demoLocations.downtown.id}`)).map((member) => member.id)).not.toContain(uptownOnly);
    const names = (await staffList()).map((member) => member.firstName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const viewer = await createTestUser(system, { permissions: ['view_staff'] });
    const payroll = await createTestUser(system, { permissions: ['view_staff', 'view_payroll'] });
    expect((await staffMember(uptownOnly, viewer.token)).pay).toBeNull();
    expect((await staffList('', viewer.token)).every((member) => member.pay === null)).toBe(true);
    expect((await staffMember(uptownOnly, payroll.token)).pay).toEqual({
      hourlyRateCents: 1950,
      serviceCommissionPercent: 37.5,
      productCommissionPercent: null,
    });
    // The front desk books with the team: names, services and locations, without pay or contact details.
    expect((await staffList('', frontdesk)).every((member) => member.pay === null && member.email === null && member.phone === null)).toBe(
      true,
    );
    // A catalogue editor picks who performs a service: they read the team, without pay or contact details.
    const catalogueEditor = await createTestUser(system, { permissions: ['edit_services'] });
    expect((await staffList('', catalogueEditor.token)).every((member) => member.pay === null && member.username === null)).toBe(true);
    // Contact details for view_staff: everyone with an account has a username and an e-mail address.
    const withAccount = (await staffList('', viewer.token)).filter((member) => member.hasAccount);
    expect(withAccount.length).toBeGreaterThan(0);
    expect(withAccount.every((member) => member.email !== null && member.username !== null)).toBe(true);
    const clockOnly = await createTestUser(system, { permissions: ['view_time_clock'] });
    expect((await call('GET', '/staff', clockOnly.token)).status).toBe(403);
    expect((await call('GET', `/staff/${uptownOnly}`, client)).status).toBe(403);
    expect((await call('GET', '/staff', null)).status).toBe(401);
  });

  it('answers 404 for someone who is not on the team, and 400 for a bad filter', async () => {
    const unknown = await call('GET', `/staff/${demoUsers.frontdesk.id}`, admin);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Staff member not found' });
    expect((await call('GET', '/staff/not*an*id', admin)).status).toBe(404);
    expect((await call('GET', '/staff?includeInactive=maybe', admin)).status).toBe(400);
  });
});

describe('editing staff', () => {
  it('updates the profile and the account’s name, e-mail and phone; the new e-mail signs in', async () => {
    const input = newStaff();
    const id = await create(input);
    const email = `noor.renamed.${randomUUID().slice(0, 6)}@chairside.test`;
    const profile = {
      firstName: 'Nour',
      lastName: 'Haddad-Lee',
      email,
      phone: '',
      title: 'Senior Stylist',
      bio: '',
      photo: 'https://cdn.example.com/nour.png',
      color: '#F97316',
      locationIds: [demoLocations.uptown.id, demoLocations.downtown.id],
      pay: { hourlyRateCents: null, serviceCommissionPercent: 42, productCommissionPercent: 12.25 },
    };
    const response = await call('PUT', `/staff/${id}`, admin, profile);
    expect(response.status).toBe(200);
    expect(commandReplySchema.parse(await response.json()).id).toBe(id);
    expect(await staffMember(id)).toMatchObject({ ...profile, phone: null, color: '#f97316', username: input.username, isActive: true });
    expect((await login(email, input.password)).status).toBe(200);
    expect((await login(input.email, input.password)).status).toBe(401);

    // Saving the same form again records nothing.
    const before = (await system.store.readStream(staffStream(id))).length;
    expect((await call('PUT', `/staff/${id}`, admin, profile)).status).toBe(200);
    expect((await system.store.readStream(staffStream(id))).length).toBe(before);
  });

  it('refuses bad forms, unknown people and unknown locations; edit_staff only', async () => {
    const id = await create(newStaff());
    const profile = {
      firstName: 'A',
      lastName: 'B',
      email: `ab.${randomUUID().slice(0, 6)}@chairside.test`,
      phone: null,
      color: '#000000',
      locationIds: [demoLocations.downtown.id],
      pay: {},
    };
    expect(await (await call('PUT', `/staff/${id}`, admin, { ...profile, email: 'nope' })).json()).toEqual({
      error: 'email: Enter a valid e-mail address',
    });
    const missing = await call('PUT', `/staff/${randomUUID()}`, admin, profile);
    expect(missing.status).toBe(404);
    expect((await call('PUT', `/staff/${id}`, admin, { ...profile, locationIds: [randomUUID()] })).status).toBe(422);
    const viewer = await createTestUser(system, { permissions: ['view_staff'] });
    expect((await call('PUT', `/staff/${id}`, viewer.token, profile)).status).toBe(403);
    const editor = await createTestUser(system, { permissions: ['edit_staff'] });
    expect((await call('PUT', `/staff/${id}`, editor.token, profile)).status).toBe(200);
  });
});

describe('deactivating staff', () => {
  it('deactivates the profile and the account (no sign-in, sessions end), and activates both again', async () => {
    const input = newStaff();
    const id = await create(input);
    const session = (await signIn(system.baseUrl, input.username, input.password)).token;

    expect((await call('POST', `/staff/${id}/deactivate`, admin)).status).toBe(200);
    expect((await staffMember(id)).isActive).toBe(false);
    expect((await staffList()).map((member) => member.id)).not.toContain(id);
    expect((await staffList('?includeInactive=true')).find((member) => member.id === id)?.isActive).toBe(false);
    const refused = await login(input.username, input.password);
    expect(refused.status).toBe(403);
    expect((await call('GET', '/auth/verify', session)).status).toBe(401);
    // Again: nothing more to record.
    expect((await call('POST', `/staff/${id}/deactivate`, admin)).status).toBe(200);

    expect((await call('POST', `/staff/${id}/activate`, admin)).status).toBe(200);
    expect((await staffMember(id)).isActive).toBe(true);
    expect((await login(input.username, input.password)).status).toBe(200);
  });

  it('refuses one’s own account, unknown people, and callers without edit_staff', async () => {
    const editor = await createTestUser(system, { permissions: ['edit_staff'] });
    const own = await call('POST', `/staff/${demoUsers.admin.id}/deactivate`, admin);
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ error: 'You cannot deactivate your own account' });
    expect((await call('POST', `/staff/${randomUUID()}/deactivate`, admin)).status).toBe(404);
    expect((await call('POST', `/staff/${randomUUID()}/activate`, editor.token)).status).toBe(404);
    const id = await create(newStaff());
    expect((await call('POST', `/staff/${id}/deactivate`, frontdesk)).status).toBe(403);
    expect((await call('POST', `/staff/${id}/deactivate`, null)).status).toBe(401);
    expect((await call('POST', `/staff/${id}/deactivate`, editor.token)).status).toBe(200);
    expect((await call('POST', `/staff/${id}/activate`, editor.token)).status).toBe(200);
  });
});

describe('pay over time', () => {
  const raise = { hourlyRateCents: 2800, serviceCommissionPercent: 42, productCommissionPercent: 10 };
  const history = async (id: string, token = admin) =>
    payHistorySchema.parse(await (await call('GET', `/staff/${id}/pay-rates`, token)).json());

  it('keeps the hire pay from the start and each new rate from its date; today shows the rate in force', async () => {
    const id = await create(newStaff());
    expect(
      (await call('POST', `/staff/${id}/pay-rates`, admin, { effectiveFrom: '2999-01-01', pay: { hourlyRateCents: 9900 } })).status,
    ).toBe(200);
    expect((await call('POST', `/staff/${id}/pay-rates`, admin, { effectiveFrom: '2020-03-01', pay: raise })).status).toBe(200);
    expect(await history(id)).toEqual([
      { effectiveFrom: null, pay: { hourlyRateCents: 1950, serviceCommissionPercent: 37.5, productCommissionPercent: null } },
      { effectiveFrom: '2020-03-01', pay: raise },
      { effectiveFrom: '2999-01-01', pay: { hourlyRateCents: 9900, serviceCommissionPercent: null, productCommissionPercent: null } },
    ]);
    expect((await staffMember(id)).pay).toEqual(raise);
    // The same rate from the same date again records nothing.
    const before = (await system.store.readStream(staffStream(id))).length;
    expect((await call('POST', `/staff/${id}/pay-rates`, admin, { effectiveFrom: '2020-03-01', pay: raise })).status).toBe(200);
    expect((await system.store.readStream(staffStream(id))).length).toBe(before);
  });

  it('refuses a bad date or rate with a sentence and records nothing; edit_staff sets, view_payroll reads', async () => {
    const id = await create(newStaff());
    const before = (await system.store.readStream(staffStream(id))).length;
    const badDate = await call('POST', `/staff/${id}/pay-rates`, admin, { effectiveFrom: '2026-02-30', pay: raise });
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({ error: 'effectiveFrom: That date does not exist' });
    const badRate = await call('POST', `/staff/${id}/pay-rates`, admin, { effectiveFrom: '2026-12-01', pay: { hourlyRateCents: -5 } });
    expect(await badRate.json()).toEqual({ error: 'pay.hourlyRateCents: Hourly rate cannot be negative' });
    expect((await system.store.readStream(staffStream(id))).length).toBe(before);
    expect((await call('POST', `/staff/${randomUUID()}/pay-rates`, admin, { effectiveFrom: '2026-12-01', pay: raise })).status).toBe(404);
    expect((await call('GET', `/staff/${randomUUID()}/pay-rates`, admin)).status).toBe(404);

    const payroll = await createTestUser(system, { permissions: ['view_payroll'] });
    expect(await history(id, payroll.token)).toHaveLength(1);
    expect((await call('POST', `/staff/${id}/pay-rates`, payroll.token, { effectiveFrom: '2026-12-01', pay: raise })).status).toBe(403);
    expect((await call('GET', `/staff/${id}/pay-rates`, frontdesk)).status).toBe(403);
  });
});
