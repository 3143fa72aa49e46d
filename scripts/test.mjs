#!/usr/bin/env node
// `npm test`: installs what is missing, then typecheck, lint, vitest (unit + integration against real
// PostgreSQL and Redis) and Playwright in Debian's Chromium. Exits non-zero when anything fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureDependencies } from './lib/dependencies.mjs';
import { ensureChromium, ensureRedisServer } from './lib/system-packages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => process.stdout.write(`\n[test] ${message}\n`);

checkNodeVersion();
const started = Date.now();
ensureDependencies(root, say);
ensureRedisServer(say);
const chromium = ensureChromium(say);

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (path) => join(root, 'node_modules', path);

// Typecheck and lint read the code only: they run side by side (each prints its output when it ends).
const checks = [
  { name: 'typecheck', args: [join(root, 'scripts/typecheck.mjs')] },
  { name: 'lint', args: [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'] },
  { name: 'format', args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '.'] },
];
const steps = [
  {
    name: 'vitest',
    args: [bin('vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`],
  },
  {
    name: 'playwright',
    args: [bin('@playwright/test/cli.js'), 'test', '-c', 'tests/playwright.config.ts'],
    env: { CHROMIUM_PATH: chromium },
  },
];

function runBuffered(step) {
  return new Promise((done) => {
    const stepStarted = Date.now();
    const child = spawn(process.execPath, step.args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      say(`${step.name}:`);
      process.stdout.write(output);
      done({ name: step.name, ok: code === 0, seconds: (Date.now() - stepStarted) / 1000, code: code ?? signal });
    });
  });
}

say(`${checks.map(({ name }) => name).join(' and ')}…`);
const outcomes = await Promise.all(checks.map(runBuffered));
for (const step of steps) {
  say(`${step.name}…`);
  const stepStarted = Date.now();
  const run = spawnSync(process.execPath, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  outcomes.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - stepStarted) / 1000, code: run.status ?? run.signal });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}
const vitest = readJson(join(results, 'vitest.json'));
const playwright = readJson(join(results, 'playwright.json'));
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

say('summary');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.name.padEnd(11)} ${outcome.seconds.toFixed(1).padStart(6)} s${outcome.ok ? '' : `  (exit ${outcome.code})`}`,
  );
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const flaky = playwright?.stats?.flaky ?? 0;
if (flaky) console.log(`  ${flaky} Playwright test(s) passed only on their retry (flaky): see the list above`);
const allOk = outcomes.every((outcome) => outcome.ok) && vitest !== null && playwright !== null;
if (!allOk && failed === 0) console.log('  a step failed outside the test runners (see above)');
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
