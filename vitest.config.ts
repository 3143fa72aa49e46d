import { defineConfig } from 'vitest/config';

// One run covers every workspace: *.unit.test.ts (pure) and *.int.test.ts (real PostgreSQL and Redis,
// started once by the global setup; every test file gets its own database).
//
// Two groups, one after the other. First the module tests (and the HTTP-level ones in tests/integration),
// two files at a time: each has a database of its own and mostly waits on PostgreSQL, so two share the two
// cores well (vitest alone would run one file at a time there). They share their worker's module cache
// (isolate: false): importing the server afresh for each of 140 files cost two minutes of the run, and no
// module test leans on module state (each builds its own system on its own database, and a test that sets
// an environment variable puts it back). Then the tests that start whole systems as processes, kill them,
// race them, time their sweeps, or read the cluster-wide transaction horizon, two at a time and sharing
// their worker's module cache like the first group: they never share a database, a port or a process, and
// what they assert holds however busy the machine is (a race is a race on a loaded machine too; a sweep or a
// takeover is awaited, not timed). Alone: 190 s one file at a time in fresh workers, 141 s two at a time,
// 112 s (and a fifth less CPU) with the module cache kept. A new test file lands in the first group unless
// it is named here.
const isolated = [
  'appointment-race',
  'chaos-short',
  'embedded-services',
  'hold-expiry-system',
  'hold-expiry-workers',
  'launcher',
  'live-two-process',
  'projection-connections',
  'projection-crash',
  'public-booking-race',
  'sales-race',
  'service-restarts',
  'supervisor',
];
// Alone at the very end: it burns the cluster's transaction ids up to a change in their number of digits,
// which any other test consuming ids at the same time can push past before it appends.
const alone = ['backend/platform/src/event-store/postgres-event-store.int.test.ts'];
const whole = [
  `tests/integration/{${isolated.join(',')}}.int.test.ts`,
  'backend/platform/src/event-store/**/*.test.ts',
  'projections/src/engine/**/*.test.ts',
];

const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    // Started once for the whole run (PostgreSQL and Redis), whichever group the files are in.
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'modules',
          include: [
            '{shared,backend,backend/platform,projections,workers,frontend}/src/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
          ],
          exclude: [...whole, ...alone],
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'system',
          include: whole,
          exclude: alone,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: { ...shared, name: 'alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
