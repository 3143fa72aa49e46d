import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');

// The config is evaluated again in every worker: the first evaluation picks the port and data
// directory and leaves them in the environment that the workers inherit.
if (!process.env.E2E_PORT) {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
if (!process.env.E2E_DATA_DIR) {
  mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
  process.env.E2E_DATA_DIR = mkdtempSync(join(root, '.data', 'test-runs', 'e2e-'));
}
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;
// Where the setup project's saved sessions say the app lives (support/demo-sessions.ts).
process.env.E2E_BASE_URL = baseURL;

// The headless shell first: half the CPU of the full browser's headless mode (scripts/lib/system-packages.mjs);
// a headed run needs the full browser.
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headed = process.argv.includes('--headed') || process.argv.includes('--ui') || Boolean(process.env.PWDEBUG);
  if (!headed && existsSync('/usr/lib/chromium/chromium-headless-shell')) return '/usr/lib/chromium/chromium-headless-shell';
  for (const candidate of [...(headed ? [] : ['chromium-headless-shell']), 'chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [candidate], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error('Chromium is not installed: apt-get install -y chromium-headless-shell (npm test installs it when run as root)');
}

const chromiumLaunch = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: two browsers, two workers and the whole system share two cores there, and a
  // rare timing slip must not sink a run. Playwright reports a test that passed only on its retry as
  // "flaky" and npm test's summary names the count, so a flake is seen, never hidden.
  retries: process.env.CI ? 1 : 0,
  // Two workers, two browsers and the whole system share two cores in CI: give pages room to load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list'], ['json', { outputFile: join(root, 'test-results', 'playwright.json') }]],
  outputDir: join(root, 'test-results', 'playwright'),
  globalTeardown: './support/e2e-teardown.ts',
  use: {
    baseURL,
    // Recording a trace costs every test CPU the shared cores do not have; CI's retry of a failed test
    // records one, which is the run worth reading.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, which the app honours (styles.css): no slide or fade to wait
    // for or to paint on the shared cores, and no click landing on something still moving. E2E_MOTION=full
    // runs the journeys with every animation.
    ...(process.env.E2E_MOTION === 'full' ? {} : { reducedMotion: 'reduce' as const }),
  },
  // Every behaviour is checked on a desktop. The 390 px phone (SPEC §4.4: below 768 px is mobile) runs the
  // tests whose subject is the phone layout or touch: tagged '@phone' (both viewports) or '@phone-only'.
  // A journey that looks the same at any width runs once.
  // The setup project signs each demo role in once; both device projects reuse those sessions.
  projects: [
    { name: 'setup', testMatch: 'setup/*.setup.ts' },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'mobile',
      grep: /@phone/,
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${baseURL}/api/health`,
    // Starting PostgreSQL, seeding the diary and building the frontend on a loaded machine.
    timeout: 600_000,
    // npm test starts the app while vitest runs (scripts/test.mjs) and says so; anyone else gets a fresh one.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      // Also mounts the test-only seed route (backend/src/testing-seed/).
      NODE_ENV: 'test',
      PORT: port as string,
      DATA_DIR: process.env.E2E_DATA_DIR as string,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
