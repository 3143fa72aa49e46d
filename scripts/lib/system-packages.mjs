// Dependency-free: finds (and, as root with apt-get, installs) the Debian packages the system needs.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export function which(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/opt/homebrew/bin']) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here either
    }
  }
  return null;
}

const canApt = () => process.getuid?.() === 0 && which('apt-get') !== null;
let aptUpdated = false;

function aptInstall(packages, log) {
  log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  return result.status === 0;
}

const installHelp = {
  'redis-server': 'Debian/Ubuntu: sudo apt-get install -y redis-server   macOS: brew install redis   (or set REDIS_URL to a running Redis)',
  chromium:
    'Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)   macOS: brew install --cask chromium   (or set CHROMIUM_PATH)',
};

// Returns the binary's path, installing its package when we can; otherwise exits with the exact command.
export function ensureBinary({ command, aptPackage, candidates = [command] }, log = console.log) {
  const find = () => candidates.map(which).find(Boolean) ?? null;
  let found = find();
  if (!found && canApt() && aptInstall([aptPackage], log)) found = find();
  if (!found) {
    console.error(
      `${command} is not installed and could not be installed automatically.\nInstall it — ${installHelp[aptPackage] ?? `apt-get install -y ${aptPackage}`}`,
    );
    process.exit(1);
  }
  return found;
}

export function ensureRedisServer(log) {
  return ensureBinary({ command: 'redis-server', aptPackage: 'redis-server' }, log);
}

// Debian's launcher script runs this binary; starting it directly spares a shell per browser.
const headlessShellBinary = '/usr/lib/chromium/chromium-headless-shell';

function headlessShell() {
  const found = which('chromium-headless-shell');
  if (!found) return null;
  try {
    accessSync(headlessShellBinary, constants.X_OK);
    return headlessShellBinary;
  } catch {
    return found;
  }
}

// The journeys run headless, and Chromium's headless shell (what Playwright itself runs headless) costs
// half the CPU of the full browser in its headless mode, on cores the app under test shares: it is
// preferred, installed when we can, and the full browser is the fallback.
export function ensureChromium(log) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = headlessShell() ?? (canApt() && aptInstall(['chromium-headless-shell'], log) ? headlessShell() : null);
  if (shell) return shell;
  return ensureBinary({ command: 'chromium', aptPackage: 'chromium', candidates: ['chromium', 'chromium-browser'] }, log);
}
