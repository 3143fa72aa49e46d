import { defineConfig } from 'vitest/config';

// One run covers every workspace: *.unit.test.ts (pure) and *.int.test.ts (real PostgreSQL and Redis,
// started once by the global setup; every test file gets its own database).
export default defineConfig({
  test: {
    include: ['{shared,backend,projections,workers,frontend}/src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
