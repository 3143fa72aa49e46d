// Runs a command on another Node.js release, brought in from the npm registry, so the suite can be
// proven on the active LTS on a machine whose own Node is older:
//   node scripts/with-node.mjs 26 npm test
// The registry's `node-<platform>-<arch>` packages carry the official binary; it is unpacked once into
// .data/node/<version>/ and put first on PATH, so `npm`, `npx` and every `node` child run on it.
// Dependency-free: runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [wanted, ...command] = process.argv.slice(2);
if (!wanted || !/^\d+(\.\d+){0,2}$/.test(wanted) || command.length === 0) {
  console.error('Usage: node scripts/with-node.mjs <version, e.g. 26 or 26.12.1> <command…>');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const packageName = `node-${process.platform}-${process.arch}`;

function run(program, args, options = {}) {
  const result = spawnSync(program, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    console.error(`${program} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n${result.stderr ?? ''}`);
    process.exit(1);
  }
  return result.stdout;
}

// The newest release in the range, as the registry knows it now.
const versions = JSON.parse(run(npm, ['view', `${packageName}@${wanted}`, 'version', '--json']));
const version = Array.isArray(versions) ? versions.at(-1) : versions;
if (!version) {
  console.error(`The npm registry has no ${packageName}@${wanted}.`);
  process.exit(1);
}

const home = join(root, '.data', 'node', version);
const bin = join(home, 'bin');
if (!existsSync(join(bin, 'node'))) {
  const scratch = join(root, '.data', 'node', `.unpack-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  console.log(`Fetching Node.js ${version} (${packageName}) from the npm registry…`);
  run(npm, ['pack', `${packageName}@${version}`, '--pack-destination', scratch, '--silent'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  run('tar', ['-xzf', join(scratch, tarball), '-C', scratch]);
  rmSync(home, { recursive: true, force: true });
  renameSync(join(scratch, 'package'), home);
  rmSync(scratch, { recursive: true, force: true });
}

const actual = run(join(bin, 'node'), ['--version']).trim();
console.log(`Running on Node.js ${actual}: ${command.join(' ')}`);
const child = spawnSync(command[0], command.slice(1), {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH ?? ''}` },
});
process.exit(child.status ?? 1);
