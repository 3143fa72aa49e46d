// Builds the frontend only when its sources (or the shared package, or the lockfile) changed since the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

export function buildFrontendIfStale(root, log = console.log) {
  const inputs = ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/package.json', 'shared/src', 'package-lock.json'];
  const fingerprint = String(Math.max(...inputs.map((input) => newest(join(root, input)))));
  const stamp = join(root, 'frontend/dist/.build-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return false;
  log('Building the frontend…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'frontend'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the frontend build failed (see above)');
  writeFileSync(stamp, fingerprint);
  log(`Frontend built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
