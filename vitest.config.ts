import { defineConfig } from 'vitest/config';

// One run covers every workspace: *.unit.test.ts (pure) and *.int.test.ts (real PostgreSQL and Redis,
// started once by the global setup; every test file gets its own database).
//
// Two groups, one after the other. First the module tests, two files at a time: each has a database of
// its own and mostly waits on PostgreSQL, so two share the two cores well (vitest alone would run one
// file at a time there). Then, one file at a time, the tests that start whole systems or processes, kill
// them, race them, or read the cluster-wide transaction horizon: sharing the machine would change what
// they measure.
const whole = ['tests/integration/**/*.test.ts', 'backend/platform/src/event-store/**/*.test.ts', 'projections/src/engine/**/*.test.ts'];

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
          include: ['{shared,backend,backend/platform,projections,workers,frontend}/src/**/*.test.{ts,tsx}'],
          exclude: whole,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'system',
          include: whole,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
