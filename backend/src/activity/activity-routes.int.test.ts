import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityItemSchema } from '@chairside/shared/activity/activity-dto';
import { demoLocations } from '../business/index';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';
import { apiCaller, type ApiCall } from '../../testing/appointment-test-world';
import { createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// The dashboard's recent activity over HTTP: a sale appears for whoever may see sales, never for a basic
// staff member, and without client names for someone who may not see clients.

let system: TestSystem;
let desk: ApiCall;
let manager: ApiCall;
let basic: ApiCall;
let cashierWithoutClients: ApiCall;
const downtown = demoLocations.downtown.id;
const client = { firstName: 'Activity', lastName: `Client${randomUUID().slice(0, 6)}` };
const clientName = `${client.firstName} ${client.lastName}`;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  const token = async (name: string) => (await signIn(system.baseUrl, name, demoPassword)).token;
  desk = apiCaller(system.baseUrl, await token('frontdesk'));
  manager = apiCaller(system.baseUrl, await token('manager'));
  basic = apiCaller(system.baseUrl, await token('basic'));
  cashierWithoutClients = apiCaller(system.baseUrl, (await createTestUser(system, { permissions: ['view_pos'] })).token);
  // A new client, then a paid sale to them, taken by the desk.
  const registered = await desk('POST', '/clients', { ...client, phone: '', email: `${client.lastName.toLowerCase()}@example.com` });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const clientId = commandReplySchema.parse(await registered.json()).id;
  const saleId = randomUUID();
  const opened = await desk('POST', '/sales', {
    saleId,
    locationId: downtown,
    clientId,
    appointmentId: null,
    cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Hair oil', unitPriceCents: 2_000, taxable: false }] },
  });
  expect(opened.status, await opened.clone().text()).toBe(200);
  const paid = await desk('POST', `/sales/${saleId}/payments`, { method: 'cash', amountCents: 2_000, tenderedCents: 2_000 });
  expect(paid.status, await paid.clone().text()).toBe(200);
  await waitForReadModels(system);
}, 120_000);
afterAll(() => system.stop());

async function feed(caller: ApiCall) {
  const reply = await caller('GET', `/dashboard/activity?locationId=${downtown}`);
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return activityItemSchema.array().parse(JSON.parse(text));
}

describe('recent activity', () => {
  it('shows the manager the sale, who took it and from whom, newest first', async () => {
    const items = await feed(manager);
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(15);
    expect(items[0]).toMatchObject({
      kind: 'sale',
      text: expect.stringMatching(new RegExp(`took a sale of \\$20\\.00 from ${clientName}$`)),
    });
    const times = items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives a basic staff member (no view_pos) no sales or refunds, but what they may see', async () => {
    const items = await feed(basic);
    expect(items.filter((item) => item.kind === 'sale' || item.kind === 'refund')).toEqual([]);
    // The demo's time clock: people clocked in at Downtown.
    expect(items.some((item) => item.kind === 'clock_in')).toBe(true);
  });

  it('names no client to someone without view_clients, and lists no new clients for them', async () => {
    const items = await feed(cashierWithoutClients);
    expect(items.map((item) => item.kind).every((kind) => kind === 'sale' || kind === 'refund')).toBe(true);
    const sale = items.find((item) => item.kind === 'sale');
    expect(sale?.text).toMatch(/took a sale of \$20\.00 from a client$/);
    expect(JSON.stringify(items)).not.toContain(client.lastName);
  });

  it('refuses a location that is not an id (400) or does not exist (404), with a sentence', async () => {
    const bad = await manager('GET', '/dashboard/activity?locationId=downtown');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/locationId is not a location id/);
    const missing = await manager('GET', `/dashboard/activity?locationId=${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('That location does not exist; choose another');
  });
});
