#!/usr/bin/env node
// `npm run bench`: measured figures, printed. Start-up: a cold start on a fresh data directory
// (initdb, migrations, seed) and a warm restart on the same data; both with installed dependencies.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/dependencies.mjs';
import { freePort } from './lib/services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies(root);

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

mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'bench-'));
try {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`);
  const cold = await timeStart(dataDir);
  console.log(`start-up, cold data (initdb + migrate + seed): ready in ${(cold.ready / 1000).toFixed(2)} s, stopped in ${(cold.stop / 1000).toFixed(2)} s`);
  const warm = [];
  for (let i = 0; i < 3; i += 1) warm.push(await timeStart(dataDir));
  const readies = warm.map((run) => run.ready / 1000).sort((a, b) => a - b);
  console.log(`start-up, warm restart (3 runs): ready in ${readies.map((s) => s.toFixed(2)).join(' / ')} s (median ${readies[1]?.toFixed(2)} s)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
