import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentsReportSchema,
  clientsReportSchema,
  giftCardsReportSchema,
  salesReportSchema,
  staffReportSchema,
} from '@chairside/shared/reports/report-dto';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoPassword } from '@chairside/backend/identity/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { addDays, apiCaller, localToday, type ApiCall } from '@chairside/backend/testing/appointment-test-world';
import { signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';

// The reports' API as a manager reads it: each report over a range, a sale moving the sales report, and
// queries refused with a sentence.

let system: TestSystem;
let manager: ApiCall;
let desk: ApiCall;
const downtown = demoLocations.downtown.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  const token = async (name: string) => (await signIn(system.baseUrl, name, demoPassword)).token;
  manager = apiCaller(system.baseUrl, await token('manager'));
  desk = apiCaller(system.baseUrl, await token('frontdesk'));
}, 120_000);
afterAll(() => system.stop());

async function read(path: string): Promise<unknown> {
  const reply = await manager('GET', path);
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return JSON.parse(text);
}
async function refused(path: string, status: number, error: string | RegExp) {
  const reply = await manager('GET', path);
  const body = (await reply.json()) as { error: string };
  expect(reply.status, body.error).toBe(status);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}

describe('reports', () => {
  const today = localToday();
  const range = `from=${addDays(today, -30)}&to=${today}`;

  it('answers every report over a range, at one location or all of them, a row per day', async () => {
    const sales = salesReportSchema.parse(await read(`/reports/sales?locationId=${downtown}&${range}`));
    expect(sales.days).toHaveLength(31);
    expect(sales.days.at(-1)?.date).toBe(today);
    const appointments = appointmentsReportSchema.parse(await read(`/reports/appointments?${range}`));
    expect(appointments.days).toHaveLength(31);
    // The demo team's working hours give the time utilisation is measured against.
    expect(appointments.totals.availableMinutes).toBeGreaterThan(0);
    clientsReportSchema.parse(await read(`/reports/clients?${range}&retentionDays=60`));
    staffReportSchema.parse(await read(`/reports/staff?locationId=${downtown}&${range}`));
    giftCardsReportSchema.parse(await read(`/reports/gift-cards?${range}`));
  });

  it('moves the sales report when the desk is paid for a sale', async () => {
    const todayOnly = `/reports/sales?locationId=${downtown}&from=${today}&to=${today}`;
    const before = salesReportSchema.parse(await read(todayOnly));
    const saleId = randomUUID();
    const opened = await desk('POST', '/sales', {
      saleId,
      locationId: downtown,
      clientId: null,
      appointmentId: null,
      cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Hair oil', unitPriceCents: 2_000, taxable: false }] },
    });
    expect(opened.status, await opened.clone().text()).toBe(200);
    const paid = await desk('POST', `/sales/${saleId}/payments`, { method: 'cash', amountCents: 2_000, tenderedCents: 2_000 });
    expect(paid.status, await paid.clone().text()).toBe(200);
    await waitForReadModels(system);
    const after = salesReportSchema.parse(await read(todayOnly));
    expect(after.totals.count).toBe(before.totals.count + 1);
    expect(after.totals.netCents).toBe(before.totals.netCents + 2_000);
    expect(after.methods.find((row) => row.method === 'cash')?.amountCents).toBe(
      (before.methods.find((row) => row.method === 'cash')?.amountCents ?? 0) + 2_000,
    );
  });

  it('refuses a range backwards, too long or not a date, and a location that does not exist, with a sentence', async () => {
    await refused(`/reports/sales?from=${today}&to=${addDays(today, -1)}`, 400, /start of the range must be on or before its end/);
    await refused(`/reports/appointments?from=2025-01-01&to=2026-06-30`, 400, /at most 366 days; choose a shorter range/);
    await refused(`/reports/clients?from=2026-02-30&to=2026-03-01`, 400, /That date does not exist/);
    await refused(`/reports/staff?from=yesterday&to=${today}`, 400, /Dates are yyyy-mm-dd/);
    await refused(`/reports/clients?${range}&retentionDays=0`, 400, /Retention is at least 1 day/);
    await refused(`/reports/gift-cards?locationId=downtown&${range}`, 400, /Choose a location/);
    await refused(`/reports/sales?locationId=${randomUUID()}&${range}`, 404, 'That location does not exist; choose another');
  });

  it('is the managers’ own: the front desk is refused', async () => {
    const reply = await desk('GET', `/reports/sales?${range}`);
    expect(reply.status).toBe(403);
  });
});
