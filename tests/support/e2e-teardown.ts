import { rmSync } from 'node:fs';

// The app under test has stopped by now (Playwright stops its web server first). An app npm test started
// itself is still running: npm test stops it and removes its data.
export default function teardown() {
  if (process.env.E2E_SERVER_STARTED === '1') return;
  if (process.env.E2E_DATA_DIR?.includes('test-runs')) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
