import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettingsSchema, commandReplySchema, defaultPayrollSettings } from '@chairside/shared/business/business-dto';
import { projectionStatusReplySchema } from '@chairside/shared/system/projection-status';
import { locationSchema } from '@chairside/shared/business/business-dto';
import { demoBusinessId, demoLocationDetails, demoLocations } from './demo-business';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword, demoUsers } from '../identity/index';
import { projections } from '@chairside/projections/registry';
import { createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { businessStream } from './business-stream';

let system: TestSystem;
let adminToken: string;
let staffToken: string;
let adminId: string;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  // The seed is folded before the first read.
  await waitForReadModels(system);
  adminToken = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  adminId = demoUsers.admin.id;
  // Front Desk holds neither edit_business_settings nor edit_locations.
  staffToken = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
});
afterAll(() => system.stop());

const put = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${system.baseUrl}/api/business-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const admin = () => ({ Authorization: `Bearer ${adminToken}` });
const revision = async () => (await system.store.readStream(businessStream(demoBusinessId))).length;

describe('business settings', () => {
  it('reads the projected settings without signing in', async () => {
    const settings = businessSettingsSchema.parse(await (await fetch(`${system.baseUrl}/api/business-settings`)).json());
    expect(settings).toEqual({
      businessName: 'Chairside Demo Salon & Spa',
      businessLogo: null,
      timeZone: 'America/Chicago',
      currency: 'USD',
      payroll: defaultPayrollSettings,
    });
  });

  it('updates them, answering only once the read model shows the change', async () => {
    const response = await put({ businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/glow.png' }, admin());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-projected')).toBe('true');
    const reply = commandReplySchema.parse(await response.json());
    // The seed wrote 9 events (revisions 0-8).
    expect(reply).toMatchObject({ id: demoBusinessId, revision: 9 });
    expect(reply.position).toMatch(/^\d+\.\d+$/);
    const settings = await (await fetch(`${system.baseUrl}/api/business-settings`)).json();
    expect(settings).toMatchObject({ businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/glow.png' });
    const [latest] = await system.store.readStream(businessStream(demoBusinessId), { direction: 'backwards', maxCount: 1 });
    expect(latest?.metadata).toMatchObject({ userId: adminId, source: 'api' });
  });

  it('refuses anonymous (401) and staff without the right (403) callers, and bad input (400), writing nothing', async () => {
    const before = await revision();
    expect((await put({ businessName: 'X' })).status).toBe(401);
    expect((await put({ businessName: 'X' }, { Authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await put({ businessName: 'X' }, { Authorization: `Bearer ${staffToken}` })).status).toBe(403);
    const blank = await put({ businessName: '   ' }, admin());
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'businessName: Business name is required' });
    const badLogo = await put({ businessName: 'Fine', businessLogo: 'javascript:alert(1)' }, admin());
    expect(badLogo.status).toBe(400);
    expect(((await badLogo.json()) as { error: string }).error).toBe('businessLogo: Business logo must be an http(s) URL');
    expect(await revision()).toBe(before);
  });

  it('lets staff holding edit_business_settings change them', async () => {
    const editor = await createTestUser(system, { permissions: ['edit_business_settings'] });
    const viewer = await createTestUser(system, { permissions: ['view_business_settings'] });
    expect((await put({ businessName: 'Edited by staff' }, { Authorization: `Bearer ${viewer.token}` })).status).toBe(403);
    expect((await put({ businessName: 'Edited by staff' }, { Authorization: `Bearer ${editor.token}` })).status).toBe(200);
    const settings = await (await fetch(`${system.baseUrl}/api/business-settings`)).json();
    expect(settings).toMatchObject({ businessName: 'Edited by staff' });
  });

  it('answers a repeated Idempotency-Key with the first reply and records the change once', async () => {
    const before = await revision();
    const headers = { ...admin(), 'Idempotency-Key': 'settings-rename-0001' };
    const first = await put({ businessName: 'Once Only' }, headers);
    const again = await put({ businessName: 'Once Only' }, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await revision()).toBe(before + 1);
    expect((await put({ businessName: 'Once Only' }, { ...admin(), 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it('sets how work time is counted (week start, pay periods, paid breaks), keeping the name, and refuses nonsense', async () => {
    const payroll = { weekStartsOn: 1, payPeriod: { frequency: 'semimonthly', anchorDate: '2026-01-05' }, paidBreakMinutes: 15 };
    const before = businessSettingsSchema.parse(await (await fetch(`${system.baseUrl}/api/business-settings`)).json());
    expect((await put({ businessName: before.businessName, payroll }, admin())).status).toBe(200);
    const after = businessSettingsSchema.parse(await (await fetch(`${system.baseUrl}/api/business-settings`)).json());
    expect(after.payroll).toEqual(payroll);
    const bad = await put({ businessName: before.businessName, payroll: { ...payroll, weekStartsOn: 8 } }, admin());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('payroll.weekStartsOn: Week start is a weekday, 1 (Monday) to 7 (Sunday)');
    // Put the defaults back for the tests after this one.
    expect((await put({ businessName: before.businessName, payroll: defaultPayrollSettings }, admin())).status).toBe(200);
  });
});

describe('locations and system', () => {
  it('lists the locations to signed-in users only', async () => {
    expect((await fetch(`${system.baseUrl}/api/locations`)).status).toBe(401);
    const response = await fetch(`${system.baseUrl}/api/locations`, { headers: { Authorization: `Bearer ${staffToken}` } });
    expect(await response.json()).toEqual([
      { id: demoLocations.downtown.id, name: 'Downtown', isDefault: true, isActive: true, ...demoLocationDetails.downtown },
      { id: demoLocations.uptown.id, name: 'Uptown', isDefault: false, isActive: true, ...demoLocationDetails.uptown },
      // A location that never had details is in the business zone, without address, phone or hours.
      {
        id: demoLocations.lakeside.id,
        name: 'Lakeside',
        isDefault: false,
        isActive: false,
        timeZone: 'America/Chicago',
        address: '',
        phone: null,
        openingHours: [],
        taxRateBasisPoints: 0,
      },
      { id: demoLocations.brooklyn.id, name: 'Brooklyn', isDefault: false, isActive: true, ...demoLocationDetails.brooklyn },
    ]);
  });

  it('shows projection lag to administrators only', async () => {
    expect((await fetch(`${system.baseUrl}/api/system/projections`, { headers: { Authorization: `Bearer ${staffToken}` } })).status).toBe(
      403,
    );
    const read = async () =>
      projectionStatusReplySchema.parse(await (await fetch(`${system.baseUrl}/api/system/projections`, { headers: admin() })).json());
    const reply = await read();
    expect(reply.projections.map((p) => p.name).sort()).toEqual(projections.map((projection) => projection.name).sort());
    for (const projection of reply.projections) expect(projection).toMatchObject({ activeGeneration: 1, rebuild: null });
    // A read model that passed over the tests' last events writes its checkpoint within half a second.
    await expect
      .poll(
        async () => (await read()).projections.filter((projection) => projection.eventsBehind > 0).map((projection) => projection.name),
        {
          timeout: 10_000,
        },
      )
      .toEqual([]);
  });

  it('starts a rebuild for an administrator and refuses unknown projections', async () => {
    const unknown = await fetch(`${system.baseUrl}/api/system/projections/nope/rebuild`, { method: 'POST', headers: admin() });
    expect(unknown.status).toBe(404);
    const started = await fetch(`${system.baseUrl}/api/system/projections/location_list/rebuild`, { method: 'POST', headers: admin() });
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ name: 'location_list', generation: 2 });
    await expect
      .poll(
        async () =>
          projectionStatusReplySchema
            .parse(await (await fetch(`${system.baseUrl}/api/system/projections`, { headers: admin() })).json())
            .projections.find((p) => p.name === 'location_list')?.activeGeneration,
        { timeout: 15_000 },
      )
      .toBe(2);
    const rebuilt = locationSchema.array().parse(await (await fetch(`${system.baseUrl}/api/locations`, { headers: admin() })).json());
    expect(rebuilt).toHaveLength(4);
    // The rebuilt generation folds the details too.
    expect(rebuilt.find((location) => location.id === demoLocations.brooklyn.id)).toMatchObject({
      timeZone: 'America/New_York',
      phone: '+17185550300',
    });
  });
});

describe('location management', () => {
  const call = (method: string, path: string, body?: unknown, token = adminToken) =>
    fetch(`${system.baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const locations = async () => locationSchema.array().parse(await (await call('GET', '/locations')).json());
  const find = async (id: string) => (await locations()).find((location) => location.id === id);

  it('creates, renames, moves the default, deactivates and activates, each visible at once', async () => {
    const created = await call('POST', '/locations', { name: ' Riverside ', isDefault: false });
    expect(created.status).toBe(200);
    const { id } = commandReplySchema.parse(await created.json());
    expect(await find(id)).toEqual({
      id,
      name: 'Riverside',
      isDefault: false,
      isActive: true,
      timeZone: 'America/Chicago',
      address: '',
      phone: null,
      openingHours: [],
      taxRateBasisPoints: 0,
    });

    expect((await call('PUT', `/locations/${id}`, { name: 'Riverside Spa' })).status).toBe(200);
    expect((await find(id))?.name).toBe('Riverside Spa');

    expect((await call('POST', `/locations/${id}/default`)).status).toBe(200);
    let all = await locations();
    expect(all.filter((location) => location.isDefault).map((location) => location.id)).toEqual([id]);

    // The default cannot be deactivated; the previous default now can.
    const refused = await call('POST', `/locations/${id}/deactivate`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'The default location cannot be deactivated; make another location the default first' });
    expect((await call('POST', `/locations/${demoLocations.downtown.id}/default`)).status).toBe(200);
    expect((await call('POST', `/locations/${id}/deactivate`)).status).toBe(200);
    expect(await find(id)).toMatchObject({ isDefault: false, isActive: false });

    // An inactive location must be activated before it can be the default.
    const inactiveDefault = await call('POST', `/locations/${id}/default`);
    expect(inactiveDefault.status).toBe(409);
    expect(await inactiveDefault.json()).toEqual({ error: 'An inactive location cannot be the default; activate it first' });
    expect((await call('POST', `/locations/${id}/activate`)).status).toBe(200);
    expect(await find(id)).toMatchObject({ isActive: true, isDefault: false });
    all = await locations();
    expect(all.filter((location) => location.isDefault)).toHaveLength(1);
  });

  it('gives a location its address, phone (stored E.164), opening hours and time zone, visible at once', async () => {
    const { id } = commandReplySchema.parse(await (await call('POST', '/locations', { name: 'Denver Loft', isDefault: false })).json());
    const details = {
      timeZone: 'America/Denver',
      address: ' 1600 Champa St\nDenver, CO 80202 ',
      phone: '(303) 555-0142',
      openingHours: [
        { weekday: 6, hours: [{ start: '10:00', end: '16:00' }] },
        {
          weekday: 1,
          hours: [
            { start: '13:00', end: '18:00' },
            { start: '09:00', end: '12:00' },
          ],
        },
      ],
    };
    const saved = await call('PUT', `/locations/${id}/details`, details);
    expect(saved.status).toBe(200);
    expect(await find(id)).toEqual({
      id,
      name: 'Denver Loft',
      isDefault: false,
      isActive: true,
      timeZone: 'America/Denver',
      address: '1600 Champa St\nDenver, CO 80202',
      phone: '+13035550142',
      // In weekday order, each day's ranges in time order.
      openingHours: [
        {
          weekday: 1,
          hours: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '18:00' },
          ],
        },
        { weekday: 6, hours: [{ start: '10:00', end: '16:00' }] },
      ],
      taxRateBasisPoints: 0,
    });
    const [latest] = await system.store.readStream(businessStream(demoBusinessId), { direction: 'backwards', maxCount: 1 });
    expect(latest).toMatchObject({
      type: 'LocationDetailsChanged',
      data: { locationId: id, timeZone: 'America/Denver', phone: '+13035550142' },
    });

    // The same details again record nothing.
    const before = await revision();
    expect((await call('PUT', `/locations/${id}/details`, details)).status).toBe(200);
    expect(await revision()).toBe(before);

    // Clearing the phone and the hours.
    expect(
      (await call('PUT', `/locations/${id}/details`, { timeZone: 'America/Denver', address: '', phone: '', openingHours: [] })).status,
    ).toBe(200);
    expect(await find(id)).toMatchObject({ address: '', phone: null, openingHours: [] });
  });

  it('refuses a zone luxon does not know, a bad phone, bad hours and unknown locations, writing nothing', async () => {
    const uptown = demoLocations.uptown.id;
    const before = await revision();
    const refusal = async (path: string, body: unknown) => {
      const response = await call('PUT', path, body);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const ok = { timeZone: 'America/Chicago', address: '', phone: '', openingHours: [] };
    expect(await refusal(`/locations/${uptown}/details`, { ...ok, timeZone: 'Mars/Olympus_Mons' })).toEqual({
      status: 400,
      body: { error: 'timeZone: Time zone must be an IANA time zone, like America/New_York' },
    });
    expect(await refusal(`/locations/${uptown}/details`, { ...ok, timeZone: '' })).toMatchObject({ status: 400 });
    expect(await refusal(`/locations/${uptown}/details`, { ...ok, taxRateBasisPoints: 2600 })).toEqual({
      status: 400,
      body: { error: 'taxRateBasisPoints: The tax rate is at most 25%' },
    });
    expect(await refusal(`/locations/${uptown}/details`, { ...ok, taxRateBasisPoints: 8.25 })).toMatchObject({ status: 400 });
    expect(await refusal(`/locations/${uptown}/details`, { ...ok, phone: '12' })).toEqual({
      status: 400,
      body: { error: 'phone: Phone must be a valid phone number, like (312) 555-0142' },
    });
    expect(
      await refusal(`/locations/${uptown}/details`, { ...ok, openingHours: [{ weekday: 1, hours: [{ start: '18:00', end: '09:00' }] }] }),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(`/locations/${uptown}/details`, { ...ok, openingHours: [{ weekday: 1, hours: [{ start: '9am', end: '17:00' }] }] }),
    ).toMatchObject({ status: 400 });
    expect(await refusal(`/locations/${uptown}/details`, { ...ok, openingHours: [{ weekday: 8, hours: [] }] })).toMatchObject({
      status: 400,
    });
    expect(
      await refusal(`/locations/${uptown}/details`, {
        ...ok,
        openingHours: [
          {
            weekday: 1,
            hours: [
              { start: '09:00', end: '13:00' },
              { start: '12:00', end: '17:00' },
            ],
          },
        ],
      }),
    ).toMatchObject({ status: 400, body: { error: expect.stringMatching(/must not overlap/) } });
    expect(
      await refusal(`/locations/${uptown}/details`, {
        ...ok,
        openingHours: [
          { weekday: 1, hours: [] },
          { weekday: 1, hours: [] },
        ],
      }),
    ).toMatchObject({ status: 400 });
    expect(await refusal('/locations/99999999-9999-4999-8999-999999999999/details', ok)).toEqual({
      status: 404,
      body: { error: 'Location not found' },
    });
    // Only edit_locations holders.
    expect((await call('PUT', `/locations/${uptown}/details`, ok, staffToken)).status).toBe(403);
    expect(await revision()).toBe(before);
    expect(await find(uptown)).toMatchObject(demoLocationDetails.uptown);
  });

  it('a new default location takes the default from the old one', async () => {
    const { id } = commandReplySchema.parse(await (await call('POST', '/locations', { name: 'Harbor', isDefault: true })).json());
    expect((await locations()).filter((location) => location.isDefault).map((location) => location.id)).toEqual([id]);
    expect((await call('POST', `/locations/${demoLocations.downtown.id}/default`)).status).toBe(200);
  });

  it('refuses duplicate names case-insensitively, blank names and unknown locations', async () => {
    const duplicate = await call('POST', '/locations', { name: 'UPTOWN' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: 'A location named "UPTOWN" already exists' });
    expect((await call('PUT', `/locations/${demoLocations.uptown.id}`, { name: 'downtown' })).status).toBe(409);
    const blank = await call('POST', '/locations', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'name: Location name is required' });
    const unknown = await call('POST', '/locations/99999999-9999-4999-8999-999999999999/activate');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Location not found' });
  });

  it('lets staff with edit_locations manage locations, and nobody else', async () => {
    const manager = await createTestUser(system, { permissions: ['edit_locations'] });
    const client = await signIn(system.baseUrl, 'client', demoPassword);
    expect((await call('POST', '/locations', { name: 'Forbidden' }, staffToken)).status).toBe(403);
    expect((await call('POST', '/locations', { name: 'Forbidden' }, client.token)).status).toBe(403);
    expect(
      (
        await fetch(`${system.baseUrl}/api/locations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"name":"Forbidden"}',
        })
      ).status,
    ).toBe(401);
    expect((await call('POST', '/locations', { name: 'Managed by staff' }, manager.token)).status).toBe(200);
    expect((await locations()).map((location) => location.name)).toContain('Managed by staff');
    expect((await locations()).map((location) => location.name)).not.toContain('Forbidden');
  });
});
