import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PayRate } from '../team/pay-rates';
import { commissionCents, commissionTakeBack, computePayroll, dayPayCents, type PayrollEntry, type PayrollInput } from './payroll-math';

const zone = 'America/Chicago';
const downtown = 'loc-downtown';
const uptown = 'loc-uptown';
let counter = 0;

// A shift on the location's wall clock.
function shift(staffId: string, start: string, end: string, locationId = downtown, breaks: [string, string][] = []): PayrollEntry {
  const instant = (local: string) => DateTime.fromISO(local, { zone }).toUTC().toISO() ?? '';
  counter += 1;
  return {
    entryId: `e${String(counter).padStart(3, '0')}`,
    staffId,
    locationId,
    timeZone: zone,
    clockedInAt: instant(start),
    clockedOutAt: instant(end),
    breaks: breaks.map(([from, to]) => ({ start: instant(from), end: instant(to) })),
  };
}
const nineToFive = (staffId: string, date: string, locationId = downtown) => shift(staffId, `${date}T09:00`, `${date}T17:00`, locationId);
const pay = (hourlyRateCents: number | null, serviceCommissionPercent: number | null = null) => ({
  hourlyRateCents,
  serviceCommissionPercent,
  productCommissionPercent: null,
});

const base = (overrides: Partial<PayrollInput>): PayrollInput => ({
  period: { start: '2026-11-01', end: '2026-11-14' },
  weekStartsOn: 7,
  paidBreakMinutes: 0,
  locationId: null,
  entries: [],
  rates: new Map(),
  ledger: [],
  adjustments: [],
  names: new Map([
    ['ana', 'Ana Reyes'],
    ['ben', 'Ben Cho'],
  ]),
  ...overrides,
});

describe('payroll arithmetic', () => {
  it('pays each day at the rate in force that day: a rate change mid-period splits the pay', () => {
    // $20.00 an hour until Sunday 2026-11-08, $26.00 from then on: four 8-hour days before, three after.
    const history: PayRate[] = [
      { effectiveFrom: null, pay: pay(2000) },
      { effectiveFrom: '2026-11-08', pay: pay(2600) },
    ];
    const entries = ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11'].map((date) =>
      nineToFive('ana', date),
    );
    const { lines, totals } = computePayroll(base({ entries, rates: new Map([['ana', history]]) }));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.days.map((day) => [day.date, day.hourlyRateCents, day.payCents])).toEqual([
      ['2026-11-03', 2000, 16000],
      ['2026-11-04', 2000, 16000],
      ['2026-11-05', 2000, 16000],
      ['2026-11-06', 2000, 16000],
      ['2026-11-09', 2600, 20800],
      ['2026-11-10', 2600, 20800],
      ['2026-11-11', 2600, 20800],
    ]);
    expect(line).toMatchObject({ regularMinutes: 7 * 480, overtimeMinutes: 0, hourlyPayCents: 4 * 16000 + 3 * 20800 });
    expect(totals.totalCents).toBe(4 * 16000 + 3 * 20800);
  });

  it('pays overtime past 40 hours of a work week at 1.5 times the rate of the day it was worked, and counts the week before the period', () => {
    // Week of Sunday 2026-11-01: Saturday 2026-10-31 is the week before. Five 9-hour days Mon–Fri = 45 h: 5 h overtime on Friday.
    const entries = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'].map((date) =>
      shift('ben', `${date}T08:00`, `${date}T17:00`),
    );
    const history: PayRate[] = [
      { effectiveFrom: null, pay: pay(2000) },
      { effectiveFrom: '2026-11-06', pay: pay(3000) },
    ];
    const [line] = computePayroll(base({ entries, rates: new Map([['ben', history]]) })).lines;
    expect(line?.days.at(-1)).toEqual({
      date: '2026-11-06',
      regularMinutes: 240,
      overtimeMinutes: 300,
      hourlyRateCents: 3000,
      payCents: 12000 + 22500,
    });
    expect(line?.overtimeMinutes).toBe(300);
    expect(line?.hourlyPayCents).toBe(4 * 18000 + 34500);
  });

  it('pays short breaks only when the business pays them, and with a location only the hours worked there', () => {
    const entries = [
      shift('ana', '2026-11-02T09:00', '2026-11-02T17:00', downtown, [['2026-11-02T12:00', '2026-11-02T12:15']]),
      nineToFive('ana', '2026-11-03', uptown),
    ];
    const rates = new Map([['ana', [{ effectiveFrom: null, pay: pay(2400) } satisfies PayRate]]]);
    expect(computePayroll(base({ entries, rates })).lines[0]?.regularMinutes).toBe(465 + 480);
    expect(computePayroll(base({ entries, rates, paidBreakMinutes: 20 })).lines[0]?.regularMinutes).toBe(960);
    const downtownOnly = computePayroll(base({ entries, rates, locationId: downtown })).lines[0];
    expect(downtownOnly?.days.map((day) => day.date)).toEqual(['2026-11-02']);
  });

  it('adds commission, tips and adjustments from the ledger, one line per person, by name', () => {
    const { lines, totals } = computePayroll(
      base({
        ledger: [
          { staffId: 'ben', kind: 'service', amountCents: 1800 },
          { staffId: 'ben', kind: 'refund', amountCents: -900 },
          { staffId: 'ben', kind: 'tip', amountCents: 500 },
          { staffId: 'ana', kind: 'tip', amountCents: 300 },
        ],
        adjustments: [{ adjustmentId: 'a1', runId: 'r0', staffId: 'ana', amountCents: -250, reason: 'Overpaid tip' }],
      }),
    );
    expect(lines.map((line) => [line.name, line.commissionCents, line.tipsCents, line.adjustmentsCents, line.totalCents])).toEqual([
      ['Ana Reyes', 0, 300, -250, 50],
      ['Ben Cho', 900, 500, 0, 1400],
    ]);
    expect(totals).toMatchObject({ commissionCents: 900, tipsCents: 800, adjustmentsCents: -250, totalCents: 1450 });
  });

  it('rounds money half up: day pay, commission and refund take-backs that never exceed the commission', () => {
    expect(dayPayCents(1, 0, 1999)).toBe(33); // 33.32
    expect(dayPayCents(0, 1, 1999)).toBe(50); // 49.975
    expect(dayPayCents(480, 0, null)).toBe(0);
    expect(commissionCents(4550, 40)).toBe(1820);
    expect(commissionCents(999, 12.5)).toBe(125); // 124.875
    expect(commissionCents(5000, null)).toBe(0);
    expect(commissionTakeBack(1000, 10000, 0, 5000)).toBe(500);
    expect(commissionTakeBack(1000, 3, 0, 1) + commissionTakeBack(1000, 3, 1, 2) + commissionTakeBack(1000, 3, 2, 3)).toBe(1000);
    expect(commissionTakeBack(1000, 10000, 10000, 12000)).toBe(0);
  });
});
