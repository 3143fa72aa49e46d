import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { payrollRunSchema, payrollRunSummarySchema, type PayrollRun } from '@chairside/shared/payroll/payroll-dto';
import { payrollStream } from '@chairside/shared/payroll/payroll-events';
import { saleSchema } from '@chairside/shared/sales/sale-dto';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';
import { callApi, createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// Payroll over HTTP against the real event store and read models: a staff member's hours, a raise in the
// middle of a period, finalising (once), a correction paid in the next run, and commission at the rate of
// the sale's day, taken back by a refund.

let system: TestSystem;
let admin: string;
let manager: string;
let pat: string;
const downtown = demoLocations.downtown.id;
const zone = 'America/Chicago';

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
  pat = await ok(
    call('POST', '/staff', admin, {
      firstName: 'Pat',
      lastName: `Payroll ${randomUUID().slice(0, 6)}`,
      email: null,
      phone: null,
      color: '#0ea5e9',
      locationIds: [downtown],
      pay: { hourlyRateCents: 2000, serviceCommissionPercent: 40, productCommissionPercent: null },
    }),
    (body) => commandReplySchema.parse(body).id,
  );
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
async function ok<T>(response: Promise<Response>, parse: (body: unknown) => T): Promise<T> {
  const reply = await response;
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return parse(JSON.parse(text));
}
async function refused(response: Promise<Response>, status: number, error: string) {
  const reply = await response;
  const body = (await reply.json()) as { error: string };
  expect(reply.status, body.error).toBe(status);
  expect(body.error).toBe(error);
}
const payrollEvents = async () => (await system.store.readStream(payrollStream)).length;
const preview = async (date: string, token = manager) => {
  await waitForReadModels(system);
  return ok(call('GET', `/payroll/preview?date=${date}`, token), (body) => payrollRunSchema.parse(body));
};
const run = async (runId: string) => {
  await waitForReadModels(system);
  return ok(call('GET', `/payroll/runs/${runId}`, manager), (body) => payrollRunSchema.parse(body));
};
const patLine = (payroll: PayrollRun) => payroll.lines.find((line) => line.staffId === pat);
const local = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO() ?? '';

// A shift as a manager records one afterwards: clocked in and out now, then corrected to the real times.
async function shift(date: string, from: string, to: string, breaks: [string, string][] = []) {
  const entryId = await ok(
    call('POST', '/time-clock/clock-in', admin, { staffId: pat, locationId: downtown }),
    (body) => commandReplySchema.parse(body).id,
  );
  await ok(call('POST', '/time-clock/clock-out', admin, { staffId: pat }), (body) => body);
  await ok(
    call('PUT', `/time-clock/entries/${entryId}`, admin, {
      staffId: pat,
      clockedInAt: local(date, from),
      clockedOutAt: local(date, to),
      breaks: breaks.map(([start, end]) => ({ start: local(date, start), end: local(date, end) })),
      reason: 'Worked before the clock',
    }),
    (body) => body,
  );
}
const setRate = (effectiveFrom: string, hourlyRateCents: number, serviceCommissionPercent: number) =>
  ok(call('POST', `/staff/${pat}/pay-rates`, admin, { effectiveFrom, pay: { hourlyRateCents, serviceCommissionPercent } }), (body) => body);

describe('payroll runs', () => {
  let firstRun: PayrollRun;

  it('previews a period: each day at the rate in force that day, a raise mid-period splitting the pay; nothing stored', async () => {
    await setRate('2026-11-01', 2600, 40);
    await shift('2026-10-27', '09:00', '17:00');
    await shift('2026-11-03', '09:00', '17:00');
    const before = await payrollEvents();
    const first = await preview('2026-10-30');
    expect(first).toMatchObject({ runId: null, finalisedRunId: null, period: { start: '2026-10-25', end: '2026-11-07' } });
    expect(patLine(first)).toMatchObject({ regularMinutes: 960, overtimeMinutes: 0, hourlyPayCents: 16000 + 20800, totalCents: 36800 });
    expect(patLine(first)?.days.map((day) => [day.date, day.hourlyRateCents, day.payCents])).toEqual([
      ['2026-10-27', 2000, 16000],
      ['2026-11-03', 2600, 20800],
    ]);
    expect(await payrollEvents()).toBe(before);
  });

  it('finalises a period once: again is refused with a sentence; bad input is a 400 or 422 and appends nothing', async () => {
    const runId = await ok(
      call('POST', '/payroll/runs', admin, { periodStart: '2026-10-25' }),
      (body) => commandReplySchema.parse(body).id,
    );
    firstRun = await run(runId);
    expect(patLine(firstRun)?.totalCents).toBe(36800);
    expect(firstRun).toMatchObject({ runId, finalisedByName: expect.any(String), corrections: [] });
    expect((await preview('2026-10-30')).finalisedRunId).toBe(runId);

    const before = await payrollEvents();
    await refused(
      call('POST', '/payroll/runs', admin, { periodStart: '2026-10-25' }),
      409,
      'Payroll for 2026-10-25 to 2026-11-07 is already finalised',
    );
    await refused(
      call('POST', '/payroll/runs', admin, { periodStart: '2026-10-25', locationId: downtown }),
      409,
      'Payroll for 2026-10-25 to 2026-11-07 is already finalised',
    );
    await refused(
      call('POST', '/payroll/runs', admin, { periodStart: '2026-10-26' }),
      422,
      '2026-10-26 does not start a pay period; the period holding it runs from 2026-10-25 to 2026-11-07',
    );
    await refused(call('POST', '/payroll/runs', admin, { periodStart: '2026-11-31' }), 400, 'periodStart: That date does not exist');
    await refused(
      call('POST', `/payroll/runs/${runId}/adjustments`, admin, { staffId: pat, amountCents: 0, reason: 'x' }),
      400,
      'amountCents: An adjustment cannot be $0.00',
    );
    await refused(
      call('POST', `/payroll/runs/${runId}/adjustments`, admin, { staffId: pat, amountCents: 100, reason: ' ' }),
      400,
      'reason: Give a reason for the adjustment',
    );
    await refused(
      call('POST', `/payroll/runs/${randomUUID()}/adjustments`, admin, { staffId: pat, amountCents: 100, reason: 'Missing' }),
      404,
      'Payroll run not found',
    );
    // The demo manager sees payroll but does not run it.
    expect((await call('POST', '/payroll/runs', manager, { periodStart: '2026-11-08' })).status).toBe(403);
    expect(await payrollEvents()).toBe(before);
  });

  it('keeps a finalised run as it was after rates change and after a correction; the correction is paid in the next run', async () => {
    await setRate('2026-10-25', 3000, 40);
    const correction = await ok(
      call('POST', `/payroll/runs/${firstRun.runId}/adjustments`, admin, {
        staffId: pat,
        amountCents: 4800,
        reason: 'Raise was due from the 25th',
      }),
      (body) => commandReplySchema.parse(body).id,
    );
    const again = await run(firstRun.runId ?? '');
    expect(again.lines).toEqual(firstRun.lines);
    expect(again.totals).toEqual(firstRun.totals);
    expect(again.corrections).toEqual([
      expect.objectContaining({ adjustmentId: correction, staffId: pat, amountCents: 4800, paidInRunId: null }),
    ]);

    const next = await preview('2026-11-10');
    expect(next.period).toEqual({ start: '2026-11-08', end: '2026-11-21' });
    expect(patLine(next)?.adjustments).toEqual([
      { adjustmentId: correction, runId: firstRun.runId, amountCents: 4800, reason: 'Raise was due from the 25th' },
    ]);
    const history = await ok(call('GET', '/payroll/runs', manager), (body) => payrollRunSummarySchema.array().parse(body));
    expect(history.find((summary) => summary.runId === firstRun.runId)).toMatchObject({
      period: firstRun.period,
      totalCents: firstRun.totals.totalCents,
    });
  });

  it('pays commission at the rate of the sale’s day, net of discounts, without tax and tips; a refund takes it back; CSV export', async () => {
    const today = DateTime.now().setZone(zone).toISODate() ?? '';
    const before = patLine(await preview(today));
    const saleId = randomUUID();
    const opened = await ok(
      call('POST', '/sales', admin, {
        saleId,
        locationId: downtown,
        cart: {
          lines: [
            {
              kind: 'service',
              lineId: randomUUID(),
              serviceId: demoCatalogue.services.womensCut.id,
              staffId: pat,
              description: 'Cut',
              unitPriceCents: 5000,
              discount: { kind: 'amount', amountCents: 1000, reason: 'Regular' },
            },
          ],
          tips: [{ staffId: pat, amountCents: 700 }],
        },
      }),
      (body) => saleSchema.parse((body as { sale: unknown }).sale),
    );
    await ok(
      call('POST', `/sales/${saleId}/payments`, admin, {
        method: 'cash',
        amountCents: opened.totalCents,
        tenderedCents: opened.totalCents,
      }),
      (body) => body,
    );
    // $40.00 net at 40%: $16.00, and the $7.00 tip. A later raise of the commission rate changes nothing of it.
    await setRate(today, 3000, 60);
    const after = patLine(await preview(today));
    expect((after?.commissionCents ?? 0) - (before?.commissionCents ?? 0)).toBe(1600);
    expect((after?.tipsCents ?? 0) - (before?.tipsCents ?? 0)).toBe(700);

    const paid = saleSchema.parse(await (await call('GET', `/sales/${saleId}`, admin)).json());
    const payment = paid.payments[0];
    await ok(
      call('POST', `/sales/${saleId}/refunds`, admin, { paymentId: payment?.id, amountCents: opened.totalCents, reason: 'Unhappy' }),
      (body) => body,
    );
    const refunded = patLine(await preview(today));
    expect((refunded?.commissionCents ?? 0) - (before?.commissionCents ?? 0)).toBe(0);
    expect((refunded?.tipsCents ?? 0) - (before?.tipsCents ?? 0)).toBe(700);

    const csv = await call('GET', `/payroll/runs/${firstRun.runId}/csv`, manager);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('"Staff member","Period start","Period end","Regular hours"');
    expect(lines.find((line) => line.includes('Pat Payroll'))).toContain('"16","0","368","0","0","0","368"');
  });

  it('pays short breaks once the business says so', async () => {
    await shift('2026-11-10', '09:00', '17:00', [['12:00', '12:15']]);
    const unpaid = patLine(await preview('2026-11-10'));
    const settings = (await (await call('GET', '/business-settings', admin)).json()) as {
      businessName: string;
      businessLogo: string | null;
      payroll: Record<string, unknown>;
    };
    const setPaid = (paidBreakMinutes: number) =>
      ok(
        call('PUT', '/business-settings', admin, {
          businessName: settings.businessName,
          businessLogo: settings.businessLogo,
          payroll: { ...settings.payroll, paidBreakMinutes },
        }),
        (body) => body,
      );
    await setPaid(20);
    const paid = patLine(await preview('2026-11-10'));
    await setPaid(0);
    expect((paid?.regularMinutes ?? 0) - (unpaid?.regularMinutes ?? 0)).toBe(15);
  });

  it('is for view_payroll and edit_payroll only', async () => {
    const desk = await createTestUser(system, { permissions: ['view_pos'] });
    expect((await call('GET', '/payroll/preview', desk.token)).status).toBe(403);
    expect((await call('GET', '/payroll/runs', null)).status).toBe(401);
    const viewer = await createTestUser(system, { permissions: ['view_payroll'] });
    expect((await call('GET', '/payroll/preview?locationId=nope', viewer.token)).status).toBe(400);
    expect((await call('GET', `/payroll/runs/${randomUUID()}`, viewer.token)).status).toBe(404);
  });
});
