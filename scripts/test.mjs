#!/usr/bin/env node
// `npm test`: installs what is missing, then vitest (unit + integration against real PostgreSQL and Redis)
// with typecheck, lint and the format check beside it, then Playwright in Debian's Chromium. Prints the
// slowest files of both runners; the last line is the tally CI reads. Exits non-zero when anything fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureDependencies } from './lib/dependencies.mjs';
import { describeUsage, startMachineUsage } from './lib/machine-usage.mjs';
import { ensureChromium, ensureRedisServer } from './lib/system-packages.mjs';
import { startE2eSystem } from './lib/e2e-system.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => process.stdout.write(`\n[test] ${message}\n`);

checkNodeVersion();
const started = Date.now();
const usage = startMachineUsage();
const wholeRun = usage.stage();
ensureDependencies(root, say);
ensureRedisServer(say);
const chromium = ensureChromium(say);

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (path) => join(root, 'node_modules', path);

// Typecheck, lint and the format check read the code only. They run beside vitest (and, if still running
// when it ends, beside Playwright) at the lowest CPU priority: they take the cores the tests leave idle
// without slowing the tests that race or time things.
const checks = [
  { name: 'typecheck', args: [join(root, 'scripts/typecheck.mjs')] },
  { name: 'lint', args: [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'] },
  { name: 'format', args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level=warn', '.'] },
];
const vitestStep = {
  name: 'vitest',
  args: [
    bin('vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--reporter=${join(root, 'scripts/lib/vitest-file-seconds.mjs')}`,
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ],
  env: { VITEST_FILE_SECONDS: join(results, 'vitest-files.json') },
};
const playwrightStep = {
  name: 'playwright',
  args: [bin('@playwright/test/cli.js'), 'test', '-c', 'tests/playwright.config.ts'],
  env: { CHROMIUM_PATH: chromium },
};

function run(step, { buffered = false, niceness = 0 } = {}) {
  return new Promise((done) => {
    const stepStarted = Date.now();
    const child = spawn(process.execPath, step.args, {
      cwd: root,
      stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit'],
      env: { ...process.env, ...step.env },
    });
    // Set before the child starts its own processes (tsc per workspace), which inherit it.
    if (niceness && child.pid) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // Not allowed here: the step runs at normal priority.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      done({ name: step.name, ok: code === 0, seconds: (Date.now() - stepStarted) / 1000, code: code ?? signal, output });
    });
  });
}

say(`vitest, with ${checks.map(({ name }) => name).join(', ')} beside it (and the app for the journeys starting)…`);
const e2eSystem = await startE2eSystem(root);
const vitestUsage = usage.stage();
// Each check's output is printed once vitest has ended and the check too: a check still running then
// goes on beside Playwright, as idle as beside vitest, instead of holding the journeys back.
const endedFirst = new Set();
const printCheck = (outcome) => {
  say(`${outcome.name}:`);
  process.stdout.write(outcome.output);
};
let vitestEnded = false;
const checking = Promise.all(
  checks.map((check) =>
    run(check, { buffered: true, niceness: 19 }).then((outcome) => {
      if (vitestEnded) printCheck(outcome);
      else endedFirst.add(outcome);
      return outcome;
    }),
  ),
);
const vitestOutcome = await run(vitestStep);
vitestEnded = true;
vitestOutcome.usage = vitestUsage.end();
for (const outcome of endedFirst) printCheck(outcome);
say('playwright…');
const playwrightUsage = usage.stage();
// Without the app started beside vitest, Playwright starts its own (its web server).
if (await e2eSystem.ready()) Object.assign(playwrightStep.env, e2eSystem.env);
const playwrightOutcome = await run(playwrightStep);
playwrightOutcome.usage = playwrightUsage.end();
await e2eSystem.stop();
const checkOutcomes = await checking;
const outcomes = [...checkOutcomes, vitestOutcome, playwrightOutcome];

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

// Seconds per spec file: the sum of its tests' runs (retries included), wherever they were nested.
function playwrightFileSeconds(report) {
  const seconds = new Map();
  const visit = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      seconds.set(spec.file ?? own, (seconds.get(spec.file ?? own) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) visit(child, own);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return seconds;
}

// Seconds per test file, imports and beforeAll included (scripts/lib/vitest-file-seconds.mjs); from the JSON
// report, which spans only first test to last, when that reporter wrote nothing.
function vitestFileSeconds(report, perFile) {
  if (perFile) return new Map(Object.entries(perFile).map(([file, seconds]) => [relative(root, file), seconds]));
  return new Map((report?.testResults ?? []).map((file) => [relative(root, file.name), (file.endTime - file.startTime) / 1000]));
}

function printSlowest(what, seconds) {
  const slowest = [...seconds].sort(([, a], [, b]) => b - a).slice(0, 10);
  if (!slowest.length) return;
  console.log(`  slowest ${what}:`);
  for (const [file, s] of slowest) console.log(`    ${s.toFixed(1).padStart(6)} s  ${file}`);
}

say('summary');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.name.padEnd(11)} ${outcome.seconds.toFixed(1).padStart(6)} s${outcome.ok ? '' : `  (exit ${outcome.code})`}${outcome.usage ? `  (${describeUsage(outcome.usage)})` : ''}`,
  );
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s  (${describeUsage(wholeRun.end())})`);
usage.stop();
printSlowest('Playwright spec files', playwrightFileSeconds(playwright));
printSlowest('vitest test files', vitestFileSeconds(vitest, readJson(join(results, 'vitest-files.json'))));
// The failed tests by name, so that the last lines of a long log say what failed without a search above.
function failedTests() {
  const names = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      names.push(`${relative(root, file.name)} › ${test.fullName}${reason ? `\n        ${reason}` : ''}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      names.push(
        `${relative(root, file.name)} (the file failed before its tests: ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 200)})`,
      );
    }
  }
  const visit = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        names.push(
          `${spec.file ?? own} › [${test.projectName}] ${spec.title}${error ? `\n        ${error.split('\n')[0].slice(0, 200)}` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, own);
  };
  for (const suite of playwright?.suites ?? []) visit(suite, suite.file);
  return names;
}
const failures = failedTests();
if (failures.length) {
  console.log('  failed tests:');
  for (const name of failures.slice(0, 20)) console.log(`    ${name}`);
  if (failures.length > 20) console.log(`    … and ${failures.length - 20} more (see above)`);
}
const flaky = playwright?.stats?.flaky ?? 0;
if (flaky) console.log(`  ${flaky} Playwright test(s) passed only on their retry (flaky): see the list above`);
const allOk = outcomes.every((outcome) => outcome.ok) && vitest !== null && playwright !== null;
if (!allOk && failed === 0) console.log('  a step failed outside the test runners (see above)');
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
