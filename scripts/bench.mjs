#!/usr/bin/env node
// `npm run bench`: measured figures, printed, nothing asserted. Runs every benchmark in `benchmarks`
// in order; `npm run bench -- <name> …` runs only those whose name contains one of the words.
// A failing benchmark does not stop the others; the exit code is non-zero if any failed.
//
// Start-up: a cold start on a fresh data directory (initdb, migrations, seed) and a warm restart on the
// same data; both with installed dependencies. The others are TypeScript files run with tsx, each in
// its own process, which starts and removes its own throwaway services.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/dependencies.mjs';
import { freePort } from './lib/services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies(root);

/** @type {{ name: string, run?: () => Promise<void>, file?: string }[]} */
const benchmarks = [
  { name: 'start-up', run: startupBenchmark },
  { name: 'event-store', file: 'tests/bench/event-store-bench.ts' },
  { name: 'sealing', file: 'tests/bench/sealing-bench.ts' },
  { name: 'projections', file: 'tests/bench/projection-bench.ts' },
  { name: 'live', file: 'tests/bench/live-bench.ts' },
  { name: 'auth', file: 'tests/bench/auth-bench.ts' },
  { name: 'availability', file: 'tests/bench/availability-bench.ts' },
  { name: 'appointments', file: 'tests/bench/appointments-bench.ts' },
  { name: 'booking', file: 'tests/bench/booking-bench.ts' },
  { name: 'screens', file: 'tests/bench/screens-bench.ts' },
  { name: 'pos', file: 'tests/bench/pos-bench.ts' },
  { name: 'clients', file: 'tests/bench/clients-bench.ts' },
  { name: 'clients-import', file: 'tests/bench/client-import-bench.ts' },
  { name: 'reports', file: 'tests/bench/reports-bench.ts' },
  { name: 'audit', file: 'tests/bench/audit-bench.ts' },
];

async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = await new Promise((resolveReady, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Chairside is running')) resolveReady(performance.now() - started);
    });
    child.on('exit', (code) => reject(new Error(`start exited with ${code} before it was ready:\n${output}`)));
  });
  const stopStarted = performance.now();
  await new Promise((resolveStop) => {
    child.removeAllListeners('exit');
    child.on('exit', resolveStop);
    child.kill('SIGTERM');
  });
  return { ready, stop: performance.now() - stopStarted };
}

async function startupBenchmark() {
  mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
  const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'bench-'));
  try {
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`,
    );
    const cold = await timeStart(dataDir);
    console.log(
      `start-up, cold data (initdb + migrate + seed): ready in ${(cold.ready / 1000).toFixed(2)} s, stopped in ${(cold.stop / 1000).toFixed(2)} s`,
    );
    const warm = [];
    for (let i = 0; i < 3; i += 1) warm.push(await timeStart(dataDir));
    const readies = warm.map((run) => run.ready / 1000).sort((a, b) => a - b);
    console.log(
      `start-up, warm restart (3 runs): ready in ${readies.map((s) => s.toFixed(2)).join(' / ')} s (median ${readies[1]?.toFixed(2)} s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Runs one benchmark file in its own process, output straight through. Ctrl-C reaches the child too
// (same process group); we wait for it to clean up and report how it ended.
function runFile(file) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
    const ignore = () => {};
    process.on('SIGINT', ignore);
    process.on('SIGTERM', ignore);
    const done = (error) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', ignore);
      if (error) reject(error);
      else resolveRun();
    };
    child.on('error', done);
    child.on('exit', (code, signal) => done(code === 0 ? undefined : new Error(`${file} exited with ${signal ?? code}`)));
  });
}

const wanted = process.argv.slice(2);
const selected = wanted.length === 0 ? benchmarks : benchmarks.filter(({ name }) => wanted.some((word) => name.includes(word)));
if (selected.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}; there are: ${benchmarks.map(({ name }) => name).join(', ')}`);
  process.exit(2);
}

const failed = [];
for (const [index, benchmark] of selected.entries()) {
  if (index > 0) console.log('');
  console.log(`== ${benchmark.name} ==`);
  try {
    if (benchmark.run) await benchmark.run();
    else await runFile(benchmark.file);
  } catch (error) {
    console.error(`benchmark ${benchmark.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    failed.push(benchmark.name);
  }
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
