import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettingsSchema, commandReplySchema } from '@chairside/shared/business/business-dto';
import { projectionStatusReplySchema } from '@chairside/shared/system/projection-status';
import { demoBusinessId, demoLocations, seedDemoBusiness } from '../seed/demo-business';
import { createTestSession } from '../testing/test-session';
import { startTestSystem, type TestSystem } from '../testing/test-system';
import { businessStream } from './business-stream';

let system: TestSystem;
let adminToken: string;
let staffToken: string;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemoBusiness });
  adminToken = await createTestSession(system.database.db, { userId: 'admin-1', role: 'admin' });
  staffToken = await createTestSession(system.database.db, { userId: 'staff-1', role: 'staff' });
  // The seed is folded before the first read.
  for (let tries = 0; tries < 200 && (await fetch(`${system.baseUrl}/api/business-settings`)).status !== 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => system.stop());

const put = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${system.baseUrl}/api/business-settings`, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const admin = () => ({ Authorization: `Bearer ${adminToken}` });
const revision = async () => (await system.store.readStream(businessStream(demoBusinessId))).length;

describe('business settings', () => {
  it('reads the projected settings without signing in', async () => {
    const settings = businessSettingsSchema.parse(await (await fetch(`${system.baseUrl}/api/business-settings`)).json());
    expect(settings).toEqual({ businessName: 'Chairside Demo Salon & Spa', businessLogo: null, timeZone: 'America/Chicago', currency: 'USD' });
  });

  it('updates them, answering only once the read model shows the change', async () => {
    const response = await put({ businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/glow.png' }, admin());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-projected')).toBe('true');
    const reply = commandReplySchema.parse(await response.json());
    expect(reply).toMatchObject({ id: demoBusinessId, revision: 5 });
    expect(reply.position).toMatch(/^\d+\.\d+$/);
    const settings = await (await fetch(`${system.baseUrl}/api/business-settings`)).json();
    expect(settings).toMatchObject({ businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/glow.png' });
    const [latest] = await system.store.readStream(businessStream(demoBusinessId), { direction: 'backwards', maxCount: 1 });
    expect(latest?.metadata).toMatchObject({ userId: 'admin-1', source: 'api' });
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
});

describe('locations and system', () => {
  it('lists the locations to signed-in users only', async () => {
    expect((await fetch(`${system.baseUrl}/api/locations`)).status).toBe(401);
    const response = await fetch(`${system.baseUrl}/api/locations`, { headers: { Authorization: `Bearer ${staffToken}` } });
    expect(await response.json()).toEqual([
      { id: demoLocations.downtown.id, name: 'Downtown', isDefault: true, isActive: true },
      { id: demoLocations.uptown.id, name: 'Uptown', isDefault: false, isActive: true },
      { id: demoLocations.lakeside.id, name: 'Lakeside', isDefault: false, isActive: false },
    ]);
  });

  it('shows projection lag to administrators only', async () => {
    expect((await fetch(`${system.baseUrl}/api/system/projections`, { headers: { Authorization: `Bearer ${staffToken}` } })).status).toBe(403);
    const reply = projectionStatusReplySchema.parse(await (await fetch(`${system.baseUrl}/api/system/projections`, { headers: admin() })).json());
    expect(reply.projections.map((p) => p.name).sort()).toEqual(['business_settings', 'location_list']);
    for (const projection of reply.projections) expect(projection).toMatchObject({ eventsBehind: 0, activeGeneration: 1, rebuild: null });
  });

  it('starts a rebuild for an administrator and refuses unknown projections', async () => {
    const unknown = await fetch(`${system.baseUrl}/api/system/projections/nope/rebuild`, { method: 'POST', headers: admin() });
    expect(unknown.status).toBe(404);
    const started = await fetch(`${system.baseUrl}/api/system/projections/location_list/rebuild`, { method: 'POST', headers: admin() });
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ name: 'location_list', generation: 2 });
    await expect
      .poll(async () => projectionStatusReplySchema.parse(await (await fetch(`${system.baseUrl}/api/system/projections`, { headers: admin() })).json()).projections.find((p) => p.name === 'location_list')?.activeGeneration, { timeout: 15_000 })
      .toBe(2);
    expect(await (await fetch(`${system.baseUrl}/api/locations`, { headers: admin() })).json()).toHaveLength(3);
  });
});
