// Reports benchmark: a year of a three-location business (about 100,000 appointments and 80,000 sales, a few
// hundred gift cards) bulk-appended as events through the store's multi-stream appends, folded by the
// reporting read models alone (catch-up events/s), then each report over random ranges (p50/p99, the
// query functions the routes call, in process), and the time from a sale's append to the sales report
// counting it with the projections running live. Figures printed only; the aims are report p99 < 300 ms and
// sale → report p99 < 1 s.
// Run: node --import tsx tests/bench/reports-bench.ts   (BENCH_APPOINTMENTS, BENCH_SALES, BENCH_QUERIES)
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import pino from 'pino';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { NewEvent, StreamAppend } from '@chairside/platform/event-store/event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { migrateAll } from '@chairside/backend/migrate-all';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoCatalogue } from '@chairside/backend/catalogue/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { giftCardStream } from '@chairside/shared/gift-cards/gift-card-events';
import { saleStream } from '@chairside/shared/sales/sale-events';
import { priceSale } from '@chairside/shared/sales/sale-math';
import type { ReadModels } from '@chairside/projections/database';
import { businessProjections } from '@chairside/projections/business/manifest';
import { catalogueProjections } from '@chairside/projections/catalogue/manifest';
import { identityProjections } from '@chairside/projections/identity/manifest';
import { teamProjections } from '@chairside/projections/team/manifest';
import { reportsProjections } from '@chairside/projections/reports/manifest';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { superviseProjections, type ProjectionSupervisor } from '@chairside/projections/engine/projection-supervisor';
import { getTeamWorkingHours } from '@chairside/projections/team/working-hours-queries';
import {
  appointmentsReport,
  clientsReport,
  giftCardsReport,
  salesReport,
  staffReport,
  type ReportRange,
} from '@chairside/projections/reports/report-queries';
import { describeMachine, startBenchPostgres, table } from './support';

const appointmentsTarget = Number(process.env.BENCH_APPOINTMENTS ?? 100_000);
const salesTarget = Number(process.env.BENCH_SALES ?? 80_000);
const queries = Number(process.env.BENCH_QUERIES ?? 100);
const streamsPerAppend = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
// A deterministic sequence, so two runs write the same year.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const server = await startBenchPostgres('reports');
let supervisor: ProjectionSupervisor | null = null;
try {
  console.log('# Reports benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 8);
  const db = createDb<unknown>(pool);
  const readDb = createDb<ReadModels>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemo(store);
  const names = [
    ...businessProjections.projections,
    ...identityProjections.projections,
    ...teamProjections.projections,
    ...catalogueProjections.projections,
  ];
  const supervise = (projections: typeof names) =>
    superviseProjections({
      db,
      pool,
      store,
      projections,
      runnerId: `reports-bench-${randomUUID()}`,
      logger: pino({ level: 'silent' }),
      pollMs: 50,
      lockRetryMs: 100,
    });
  const caughtUp = async (only: (name: string) => boolean) => {
    for (;;) {
      const statuses = await getProjectionStatuses(db, store);
      if (statuses.filter((status) => only(status.name)).every((status) => status.eventsBehind === 0)) return;
      // Counting what each read model has left is itself a query per read model: asked once a second.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  // The names and working hours the reports read, folded from the demo's set-up.
  supervisor = await supervise(names);
  await caughtUp(() => true);
  await supervisor.stop();
  supervisor = null;

  // Three locations, each with its team (from the demo's working hours) and the catalogue's services.
  const locations = [demoLocations.downtown.id, demoLocations.uptown.id, demoLocations.brooklyn.id];
  const today = DateTime.now().setZone('America/Chicago').startOf('day');
  const yearStart = today.minus({ days: 364 });
  const teams = new Map<string, string[]>();
  for (const locationId of locations) {
    const team = await getTeamWorkingHours(readDb, { locationId, from: yearStart.toISODate() ?? '', to: today.toISODate() ?? '' });
    teams.set(
      locationId,
      team.staff.map((person) => person.staffId),
    );
  }
  const services = Object.values(demoCatalogue.services).map((service) => service.id);
  const clients = Array.from({ length: 20_000 }, () => randomUUID());
  const metadata = (at: DateTime) => ({
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: at.toUTC().toISO() ?? '',
    source: 'seed' as const,
  });

  // Day books: one stream per location and day, its appointments booked, then their outcome.
  const perDay = Math.round(appointmentsTarget / (365 * locations.length));
  const days: StreamAppend[] = [];
  let appointmentCount = 0;
  let eventCount = 0;
  for (let offset = 0; offset < 365; offset += 1) {
    const day = yearStart.plus({ days: offset });
    const date = day.toISODate() ?? '';
    for (const locationId of locations) {
      const staff = teams.get(locationId) ?? [];
      if (staff.length === 0) continue;
      const events: NewEvent[] = [];
      for (let k = 0; k < perDay; k += 1) {
        const appointmentId = randomUUID();
        const startsAt = day.set({ hour: 9 + (k % 9) });
        events.push({
          id: randomUUID(),
          type: 'AppointmentBooked',
          data: {
            appointmentId,
            locationId,
            date,
            seriesId: null,
            clientId: pick(clients),
            notes: '',
            holdId: null,
            items: [
              {
                itemId: randomUUID(),
                serviceId: pick(services),
                staffId: pick(staff),
                roomId: null,
                deviceId: null,
                startsAt: startsAt.toUTC().toISO(),
                durationMinutes: pick([30, 45, 60, 90]),
                processingMinutes: 0,
                bufferMinutes: 0,
                priceCents: 5_000,
              },
            ],
          },
          metadata: metadata(startsAt.minus({ days: 7 })),
        });
        const outcome = random();
        if (outcome < 0.1)
          events.push({
            id: randomUUID(),
            type: 'AppointmentCancelled',
            data: { appointmentId, reason: 'Client asked', lateCancel: outcome < 0.03 },
            metadata: metadata(startsAt.minus({ hours: 12 })),
          });
        else if (outcome < 0.15)
          events.push({
            id: randomUUID(),
            type: 'AppointmentStatusChanged',
            data: { appointmentId, from: 'booked', to: 'no_show' },
            metadata: metadata(startsAt.plus({ minutes: 30 })),
          });
        else if (startsAt < today)
          events.push({
            id: randomUUID(),
            type: 'AppointmentStatusChanged',
            data: { appointmentId, from: 'booked', to: 'completed' },
            metadata: metadata(startsAt.plus({ hours: 1 })),
          });
        appointmentCount += 1;
      }
      eventCount += events.length;
      days.push({ stream: daybookStream(locationId, date), events, expectedRevision: 'no_stream' });
    }
  }

  // Sales: opened, paid in cash or by card, one in thirty partly refunded two days later.
  const sales: StreamAppend[] = [];
  for (let k = 0; k < salesTarget; k += 1) {
    const locationId = pick(locations);
    const at = yearStart.plus({ minutes: Math.floor(random() * 365 * 24 * 60) }).set({ hour: 9 + Math.floor(random() * 9) });
    const saleId = randomUUID();
    const staffId = pick(teams.get(locationId) ?? []);
    const price = pick([3_500, 5_000, 8_000, 12_000]);
    const discount = random() < 0.2 ? { kind: 'percent' as const, basisPoints: 1000, reason: 'Regular' } : null;
    const tip = random() < 0.6 ? 1_000 : 0;
    const line = {
      kind: 'service' as const,
      lineId: 'l1',
      serviceId: pick(services),
      staffId,
      description: 'Service',
      unitPriceCents: price,
      quantity: 1,
      discount,
    };
    const { totals } = priceSale(
      [{ lineId: 'l1', kind: 'service', unitPriceCents: price, quantity: 1, taxable: true, discount }],
      null,
      1025,
      tip,
    );
    const cart = { lines: [line], cartDiscount: null, tips: tip ? [{ staffId, amountCents: tip }] : [] };
    const paymentId = randomUUID();
    const method = random() < 0.4 ? 'cash' : 'card_terminal';
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'SaleOpened',
        data: { saleId, number: `S-${k}`, locationId, clientId: pick(clients), appointmentId: null, cart, totals },
        metadata: metadata(at),
      },
      {
        id: randomUUID(),
        type: 'PaymentTaken',
        data: {
          saleId,
          paymentId,
          locationId,
          method,
          amountCents: totals.totalCents,
          tenderedCents: null,
          changeCents: null,
          card: null,
          providerTransactionId: null,
          paymentMethodId: null,
          giftCardId: null,
          giftCardCode: null,
        },
        metadata: metadata(at.plus({ minutes: 1 })),
      },
      {
        id: randomUUID(),
        type: 'SalePaid',
        data: { saleId, locationId, clientId: null, appointmentId: null, totalCents: totals.totalCents },
        metadata: metadata(at.plus({ minutes: 1 })),
      },
    ];
    if (k % 30 === 0)
      events.push({
        id: randomUUID(),
        type: 'PaymentRefunded',
        data: {
          saleId,
          refundId: randomUUID(),
          paymentId,
          locationId,
          method,
          amountCents: 1_000,
          reason: 'Goodwill',
          providerRefundId: null,
        },
        metadata: metadata(at.plus({ days: 2 })),
      });
    eventCount += events.length;
    sales.push({ stream: saleStream(saleId), events, expectedRevision: 'no_stream' });
  }

  // Gift cards: sold, half of them partly redeemed a month later.
  const cards: StreamAppend[] = [];
  for (let k = 0; k < 600; k += 1) {
    const locationId = pick(locations);
    const at = yearStart.plus({ days: Math.floor(random() * 330), hours: 12 });
    const giftCardId = randomUUID();
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'GiftCardIssued',
        data: { giftCardId, code: `BENCH${k}CARD`, amountCents: 10_000, saleId: randomUUID(), lineId: 'l1', locationId, expiresAt: null },
        metadata: metadata(at),
      },
    ];
    if (k % 2 === 0)
      events.push({
        id: randomUUID(),
        type: 'GiftCardRedeemed',
        data: { giftCardId, redemptionId: randomUUID(), amountCents: 4_000, balanceCents: 6_000, saleId: randomUUID(), locationId },
        metadata: metadata(at.plus({ days: 30 })),
      });
    eventCount += events.length;
    cards.push({ stream: giftCardStream(giftCardId), events, expectedRevision: 'no_stream' });
  }

  const writing = performance.now();
  const all = [...days, ...sales, ...cards];
  for (let from = 0; from < all.length; from += streamsPerAppend) await store.appendToStreams(all.slice(from, from + streamsPerAppend));
  const writeSeconds = (performance.now() - writing) / 1000;

  // Catch-up: the reporting read models alone fold the year.
  const folding = performance.now();
  supervisor = await supervise([...names, ...reportsProjections.projections]);
  await caughtUp((name) => name.startsWith('report_'));
  const foldSeconds = (performance.now() - folding) / 1000;
  console.log(
    `\n## A year: ${appointmentCount.toLocaleString('en-US')} appointments, ${salesTarget.toLocaleString('en-US')} sales, ${cards.length} gift cards`,
  );
  console.log(
    table(
      ['figure', 'value'],
      [
        ['events appended', eventCount.toLocaleString('en-US')],
        [
          `appended (${streamsPerAppend} streams an append)`,
          `${writeSeconds.toFixed(1)} s, ${Math.round(eventCount / writeSeconds).toLocaleString('en-US')} events/s`,
        ],
        [
          'reporting read models caught up (3 projections)',
          `${foldSeconds.toFixed(1)} s, ${Math.round(eventCount / foldSeconds).toLocaleString('en-US')} events/s`,
        ],
      ],
      [1],
    ),
  );

  // Each report over random ranges (1 to 366 days inside the year), at one location or all of them.
  const reports: [string, (range: ReportRange) => Promise<unknown>][] = [
    ['sales', (range) => salesReport(readDb, range)],
    ['appointments', (range) => appointmentsReport(readDb, range)],
    ['clients', (range) => clientsReport(readDb, range)],
    ['staff', (range) => staffReport(readDb, range)],
    ['gift-cards', (range) => giftCardsReport(readDb, range)],
  ];
  const randomRange = (): ReportRange => {
    const length = 1 + Math.floor(random() * 365);
    const start = yearStart.plus({ days: Math.floor(random() * (366 - length)) });
    return {
      locationId: random() < 0.25 ? undefined : pick(locations),
      from: start.toISODate() ?? '',
      to: start.plus({ days: length - 1 }).toISODate() ?? '',
    };
  };
  const rows: string[][] = [];
  for (const [name, read] of reports) {
    for (let i = 0; i < 5; i += 1) await read(randomRange());
    const times: number[] = [];
    const yearTimes: number[] = [];
    for (let i = 0; i < queries; i += 1) {
      const started = performance.now();
      await read(randomRange());
      times.push(performance.now() - started);
    }
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      await read({ from: yearStart.toISODate() ?? '', to: today.toISODate() ?? '' });
      yearTimes.push(performance.now() - started);
    }
    rows.push([name, ms(percentile(times, 50)), ms(percentile(times, 99)), ms(percentile(yearTimes, 50))]);
  }
  console.log(`\n## Reports, ${queries} random ranges each, one after another (after 5 to warm up)`);
  console.log(table(['report', 'p50', 'p99', 'whole year, all locations (p50)'], rows, [1, 2, 3]));

  // Sale → report: a sale paid now at Downtown, until today's sales report counts it (projections live).
  const todayRange = { locationId: demoLocations.downtown.id, from: today.toISODate() ?? '', to: today.toISODate() ?? '' };
  const latencies: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const before = (await salesReport(readDb, todayRange)).totals.count;
    const saleId = randomUUID();
    const locationId = demoLocations.downtown.id;
    const now = DateTime.now();
    const line = {
      kind: 'custom' as const,
      lineId: 'l1',
      description: 'Hair oil',
      unitPriceCents: 2_000,
      quantity: 1,
      taxable: false,
      discount: null,
    };
    const { totals } = priceSale(
      [{ lineId: 'l1', kind: 'custom', unitPriceCents: 2_000, quantity: 1, taxable: false, discount: null }],
      null,
      0,
      0,
    );
    const started = performance.now();
    await store.appendToStream(
      saleStream(saleId),
      [
        {
          id: randomUUID(),
          type: 'SaleOpened',
          data: {
            saleId,
            number: `L-${i}`,
            locationId,
            clientId: null,
            appointmentId: null,
            cart: { lines: [line], cartDiscount: null, tips: [] },
            totals,
          },
          metadata: metadata(now),
        },
        {
          id: randomUUID(),
          type: 'SalePaid',
          data: { saleId, locationId, clientId: null, appointmentId: null, totalCents: 2_000 },
          metadata: metadata(now),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    while ((await salesReport(readDb, todayRange)).totals.count === before) await new Promise((resolve) => setTimeout(resolve, 5));
    latencies.push(performance.now() - started);
  }
  console.log('\n## A sale appended → the sales report counts it (30 sales, projections polling every 50 ms)');
  console.log(
    table(['p50', 'p99', 'max'], [[ms(percentile(latencies, 50)), ms(percentile(latencies, 99)), ms(Math.max(...latencies))]], [0, 1, 2]),
  );
  await supervisor.stop();
  supervisor = null;
  await pool.end();
} finally {
  await supervisor?.stop();
  await server.stop();
}
