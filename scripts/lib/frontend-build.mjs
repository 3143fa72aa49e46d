// Builds the frontend only when its sources (or the shared package, or the lockfile) changed since the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

// Two launchers starting at once (parallel test runs) must not build into the same folder together.
function withBuildLock(root, run) {
  const lock = join(root, 'frontend/.build-lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 180_000) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error('another frontend build holds frontend/.build-lock', { cause: error });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function buildFrontendIfStale(root, log = console.log) {
  return withBuildLock(root, () => buildUnlocked(root, log));
}

function buildUnlocked(root, log) {
  const inputs = [
    'frontend/src',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/package.json',
    'shared/src',
    'package-lock.json',
  ];
  // The build kind is part of the stamp, so a bundle built before it was always production is rebuilt.
  const fingerprint = `production:${Math.max(...inputs.map((input) => newest(join(root, input))))}`;
  const stamp = join(root, 'frontend/dist/.build-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return false;
  log('Building the frontend…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'frontend'),
    stdio: 'inherit',
    // Always the production build: Vite takes NODE_ENV from the environment, and a launcher started by a
    // test runner (NODE_ENV=test) would otherwise build React's development bundle and the dev-only hints.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the frontend build failed (see above)');
  writeFileSync(stamp, fingerprint);
  log(`Frontend built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
