import { rmSync } from 'node:fs';

// The app under test has stopped by now (Playwright stops its web server first).
export default function teardown() {
  if (process.env.E2E_DATA_DIR?.includes('test-runs')) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
