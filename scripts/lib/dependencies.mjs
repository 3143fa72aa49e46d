// Dependency-free: runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stampName = '.chairside-lockfile-hash';

function lockfileHash(root) {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

// Runs `npm ci` when node_modules is missing or was installed from another lockfile.
export function ensureDependencies(root, log = console.log) {
  const stamp = join(root, 'node_modules', stampName);
  const wanted = lockfileHash(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) return false;
  log(existsSync(join(root, 'node_modules')) ? 'The lockfile changed: running npm ci…' : 'Installing dependencies (npm ci)…');
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Packages already in npm's cache are not fetched again; audit and funding notices cost requests.
  const result = spawnSync(npm, ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ci failed (exit ${result.status ?? result.signal}). Fix the error above and run the command again.`);
    process.exit(1);
  }
  writeFileSync(stamp, wanted);
  log(`Dependencies installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Chairside needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}
