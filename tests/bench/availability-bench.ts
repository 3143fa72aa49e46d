// Availability benchmark: the pure function booking and the calendar call for every screen and every
// booking attempt. One staff member's day (two blocks of hours, a break, time off, ten appointments) and a
// location's day for 12 staff, each called many times after a warm-up; per-call latency from individual
// timings, calls/s from an untimed loop. No services needed. Figures printed only.
// Run: node --import tsx tests/bench/availability-bench.ts   (BENCH_ROUNDS=n to change the sample count)
import { cpus, loadavg, totalmem } from 'node:os';
import { availableIntervals, teamAvailability, wallClockIntervals, type Interval } from '@chairside/shared/availability/availability';
import type { ScheduleException, TimeOff, WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { rate, table } from './support';

const rounds = Number(process.env.BENCH_ROUNDS ?? 100_000);
const downtown = '11111111-1111-4111-8111-111111111111';
// The benchmark's location runs on Chicago's clock.
const zone = 'America/Chicago';
const uptown = '22222222-2222-4222-8222-222222222222';
const date = '2026-11-23';
const weekdays = [1, 2, 3, 4, 5, 6, 7];

// A realistic record: this year's pattern (09:00-13:00 and 14:00-19:00 with a 16:00-16:15 break) at the
// location, last year's ended one, an uptown pattern on other days, some exceptions and time off on other
// dates, and today an approved dentist visit 10:00-10:45 next to a declined request.
function staffRecords(staffId: string, index: number, on = date) {
  const shift = (index % 3) * 30;
  const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const schedules: WeeklySchedule[] = [
    {
      id: `${staffId}-a`,
      staffId,
      locationId: downtown,
      effectiveFrom: '2026-01-01',
      effectiveUntil: null,
      days: [1, 2, 3, 4, 7].map((weekday) => ({
        weekday,
        hours: [
          { start: time(540 + shift), end: time(780 + shift) },
          { start: time(840 + shift), end: time(1140) },
        ],
        breaks: [{ start: time(960), end: time(975) }],
      })),
    },
    {
      id: `${staffId}-b`,
      staffId,
      locationId: index % 2 === 0 ? uptown : downtown,
      effectiveFrom: '2025-01-01',
      effectiveUntil: '2025-12-31',
      days: weekdays.map((weekday) => ({ weekday, hours: [{ start: '10:00', end: '18:00' }], breaks: [] })),
    },
  ];
  const exceptions: ScheduleException[] = ['2026-11-02', '2026-11-27', '2026-12-24'].map((day) => ({
    staffId,
    date: day,
    locationId: downtown,
    hours: [],
    note: '',
  }));
  const off = (from: string, until: string, status: TimeOff['status']): TimeOff => ({
    id: `${staffId}-${from}`,
    staffId,
    from,
    until,
    reason: 'personal',
    note: '',
    status,
    requestedBy: null,
    decidedBy: null,
  });
  const timeOff: TimeOff[] = [
    off('2026-07-06T00:00', '2026-07-11T00:00', 'approved'),
    off('2026-10-12T12:00', '2026-10-12T17:00', 'approved'),
    off(`${on}T10:00`, `${on}T10:45`, 'approved'),
    off(`${on}T15:00`, `${on}T19:00`, 'declined'),
    off('2026-12-28T00:00', '2027-01-02T00:00', 'requested'),
  ];
  // Ten appointments through the day, some back to back, one overlapping a break, one outside the hours.
  const busy: Interval[] = [30, 75, 120, 165, 250, 300, 345, 420, 470, 640].flatMap((minutes, n) =>
    wallClockIntervals(on, [{ start: time(540 + minutes + shift), end: time(540 + minutes + shift + (n % 2 === 0 ? 45 : 30)) }], zone),
  );
  return { staffId, schedules, exceptions, timeOff, busy };
}

const team = Array.from({ length: 12 }, (_, index) => staffRecords(`staff-${index}`, index));
const one = team[0]!;
// The same day on Sunday 2026-11-01, when the clocks fall back (the slower, exact conversion path).
const fallBack = staffRecords('staff-dst', 0, '2026-11-01');
let sink = 0;

function staffDay(on: string = date, record = one): number {
  return availableIntervals({
    date: on,
    locationId: downtown,
    zone,
    schedules: record.schedules,
    exceptions: record.exceptions,
    timeOff: record.timeOff,
    busy: record.busy,
  }).length;
}

function locationDayGrouped(): number {
  let count = 0;
  for (const record of team) count += staffDay(date, record);
  return count;
}

const flat = {
  staffIds: team.map((record) => record.staffId),
  schedules: team.flatMap((record) => record.schedules),
  exceptions: team.flatMap((record) => record.exceptions),
  timeOff: team.flatMap((record) => record.timeOff),
  busyByStaff: new Map(team.map((record) => [record.staffId, record.busy])),
};
function locationDayFlat(): number {
  let count = 0;
  for (const free of teamAvailability({ date, locationId: downtown, zone, ...flat }).values()) count += free.length;
  return count;
}

// A couples suite (capacity 2) open 09:00-20:00 with 24 bookings.
const opening = wallClockIntervals(date, [{ start: '09:00', end: '20:00' }], zone);
const roomBusy: Interval[] = Array.from({ length: 24 }, (_, n) => ({
  start: opening[0]!.start + n * 25 * 60_000,
  end: opening[0]!.start + (n * 25 + 50) * 60_000,
}));
const roomDay = () => availableIntervals({ working: opening, busy: roomBusy, capacity: 2 }).length;

// 1,500 different dates in turn: more than the day cache holds, so every call works the day out afresh.
const coldDates = Array.from({ length: 1_500 }, (_, n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
let coldIndex = 0;
const coldStaffDay = () => staffDay(coldDates[(coldIndex = (coldIndex + 1) % coldDates.length)]);

function measure(call: () => number, count: number) {
  for (let i = 0; i < Math.min(20_000, count); i += 1) sink += call();
  const samples = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    sink += call();
    samples[i] = performance.now() - started;
  }
  samples.sort();
  // Throughput from an untimed loop, per wall-clock second and per second of this process's CPU time (the
  // machine may be shared: the second figure is what the code costs, the first what this run got).
  const cpuStarted = process.cpuUsage();
  const loopStarted = performance.now();
  for (let i = 0; i < count; i += 1) sink += call();
  const wallSeconds = (performance.now() - loopStarted) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const at = (p: number) => samples[Math.min(count - 1, Math.floor((p / 100) * count))]!;
  return { p50: at(50), p95: at(95), p99: at(99), perSecond: count / wallSeconds, perCpuSecond: count / cpuSeconds };
}

const shown = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

const cpu = cpus();
console.log('# Availability benchmark');
console.log(`date:       ${new Date().toISOString()}`);
console.log(
  `machine:    ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${process.platform} ${process.arch}`,
);
console.log(`node:       ${process.versions.node}`);
console.log(
  `load avg:   ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min, before the run)`,
);
console.log(`staff-day:  2 blocks of hours, 1 break, 1 approved time off (+4 other), 10 appointments -> ${staffDay()} free intervals`);

const cases: [string, () => number, number][] = [
  ['one staff-day (day cached)', () => staffDay(), rounds],
  ['one staff-day, fresh date each call', coldStaffDay, Math.max(1, Math.floor(rounds / 5))],
  ['one staff-day on 2026-11-01 (DST change)', () => staffDay('2026-11-01', fallBack), rounds],
  ['room day, capacity 2, 24 bookings', roomDay, rounds],
  ['location day, 12 staff (grouped records)', locationDayGrouped, Math.max(1, Math.floor(rounds / 10))],
  ['location day, 12 staff (flat lists, 24 schedules)', locationDayFlat, Math.max(1, Math.floor(rounds / 10))],
];
const rows = cases.map(([name, call, count]) => {
  const result = measure(call, count);
  return [name, String(count), shown(result.p50), shown(result.p95), shown(result.p99), rate(result.perSecond), rate(result.perCpuSecond)];
});
console.log(`\n## Latency per call (sequential, after ${Math.min(20_000, rounds)} warm-up calls)`);
console.log(table(['call', 'samples', 'p50', 'p95', 'p99', 'calls/s', 'calls/CPU-s'], rows, [1, 2, 3, 4, 5, 6]));
if (sink === 0) console.log('(no free intervals were found: the data above is wrong)');
