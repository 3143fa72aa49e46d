// A paced, open-loop background load for the benchmarks that measure latency "while the salon is busy":
// `send` is called `ratePerSecond` times a second on a fixed schedule, whatever the replies do, as a
// busy business's desks and phones would book whether or not the server keeps up. A closed loop (the next
// request once the last is answered) would slow down with the server and hide the queueing a slow system
// builds; here the arrivals stay put and the shortfall shows as a lower achieved rate, longer replies and,
// past `maxInFlight` calls outstanding, calls skipped and counted.
import { benchServices, benchSlots, businessDate, shuffled, type BenchStudio } from './appointments-bench-setup';
import { percentile } from './support';

// What one call did: null when it did what was asked, else the reason, as text to be counted.
export type BackgroundSend = (index: number) => Promise<string | null>;

export type BackgroundLoadReport = {
  ratePerSecond: number;
  maxInFlight: number;
  seconds: number;
  sent: number;
  done: number;
  failures: Map<string, number>;
  skipped: number;
  replyP50: number;
  replyP99: number;
  // How late the scheduler issued calls behind their due time (this process's event loop), the worst one.
  lateMax: number;
};

export type BackgroundLoad = {
  // Stops issuing, waits for the calls still out, and reports over the whole run.
  stop(): Promise<BackgroundLoadReport>;
};

export function startBackgroundLoad(ratePerSecond: number, send: BackgroundSend, options: { maxInFlight?: number } = {}): BackgroundLoad {
  const maxInFlight = options.maxInFlight ?? Number(process.env.BENCH_BACKGROUND_MAX_IN_FLIGHT ?? 256);
  const interval = 1000 / Math.max(ratePerSecond, Number.MIN_VALUE);
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  const replies: number[] = [];
  const failures = new Map<string, number>();
  let due = 0;
  let sent = 0;
  let done = 0;
  let skipped = 0;
  let lateMax = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = ratePerSecond <= 0;

  const issue = (index: number) => {
    if (inFlight.size >= maxInFlight) {
      skipped += 1;
      return;
    }
    sent += 1;
    const at = performance.now();
    const call = send(index)
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
      .then((failure) => {
        replies.push(performance.now() - at);
        if (failure === null) done += 1;
        else failures.set(failure, (failures.get(failure) ?? 0) + 1);
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  // Every call whose time has come goes out now (a late timer catches up: the arrivals do not move).
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    for (; started + due * interval <= now; due += 1) {
      lateMax = Math.max(lateMax, now - (started + due * interval));
      issue(due);
    }
    timer = setTimeout(tick, Math.max(0, started + due * interval - performance.now()));
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      replies.sort((a, b) => a - b);
      return {
        ratePerSecond,
        maxInFlight,
        seconds,
        sent,
        done,
        failures,
        skipped,
        replyP50: percentile(replies, 50),
        replyP99: percentile(replies, 99),
        lateMax,
      };
    },
  };
}

// Staff bookings (POST /api/appointments as an admin's desk) on the studio's `staffIds`, on free 30-minute
// slots of the days `fromDay` to `fromDay + days - 1` from today, in a fixed shuffled order: spread over
// many day streams as a location's diary fills, never on a slot taken twice.
export function backgroundBookings(
  base: string,
  token: string,
  studio: BenchStudio,
  where: { staffIds: readonly string[]; fromDay: number; days: number },
): BackgroundSend {
  const wanted = new Set(where.staffIds);
  const slots = shuffled(
    Array.from({ length: where.days }, (_, n) => benchSlots(studio, businessDate(where.fromDay + n), 30, 30))
      .flat()
      .filter((slot) => wanted.has(slot.staffId)),
  );
  let next = 0;
  return async (index) => {
    const slot = slots[next++];
    if (!slot) return 'no free slot left in the background days';
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        locationId: studio.locationId,
        clientId: studio.clientIds[index % studio.clientIds.length],
        startsAt: slot.startsAt,
        items: [{ serviceId: benchServices.booking, staffId: slot.staffId }],
      }),
    });
    if (response.status === 200) {
      await response.arrayBuffer();
      return null;
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return `${response.status} ${body.error ?? ''}`.trim();
  };
}

// One line for a benchmark's output: what was asked, what was achieved, what failed.
export function describeBackgroundLoad(report: BackgroundLoadReport): string[] {
  const rate = (count: number) => (count / Math.max(report.seconds, 1e-9)).toFixed(1);
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);
  return [
    `background: ${report.ratePerSecond}/s asked for ${report.seconds.toFixed(1)} s: ${report.sent} sent (${rate(report.sent)}/s), ` +
      `${report.done} booked (${rate(report.done)}/s), ${report.sent - report.done} failed, ${report.skipped} skipped (${report.maxInFlight} already in flight); ` +
      `reply p50 ${ms(report.replyP50)}, p99 ${ms(report.replyP99)}; scheduler late by up to ${ms(report.lateMax)}`,
    ...[...report.failures].map(([text, count]) => `background failed ${count}×: ${text}`),
  ];
}
