// Keeps the system's long-running processes up. A process that exits without being asked to is started
// again after a pause that doubles with each crash; one that keeps crashing stops the whole system with a
// message naming it and showing its last lines. What happened is published to a JSON file (SUPERVISION_FILE)
// that /api/health reads, so it survives the backend itself being restarted.
import { spawn } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { createLineWriter } from './log-format.mjs';

export const defaultRestartPolicy = Object.freeze({
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  // A process that stayed up this long starts again from the first delay after its next crash.
  resetAfterMs: 30_000,
  // This many crashes of one process within the window is a crash loop: restarting will not help.
  crashLoopCrashes: 5,
  crashLoopWindowMs: 60_000,
});

// Pure bookkeeping of one process's crashes: what to do after a crash at `now` of a run that began at `startedAt`.
// Example: with the default policy, five crashes in a row answer restart after 500, 1000, 2000, 4000 ms, then stop.
export function createRestartTracker(policy = defaultRestartPolicy) {
  let nextDelayMs = policy.firstDelayMs;
  const crashes = [];
  return {
    crashed(now, startedAt) {
      if (now - startedAt >= policy.resetAfterMs) nextDelayMs = policy.firstDelayMs;
      crashes.push(now);
      while (crashes.length > 0 && crashes[0] <= now - policy.crashLoopWindowMs) crashes.shift();
      if (crashes.length >= policy.crashLoopCrashes) return { action: 'stop', crashes: crashes.length };
      const delayMs = nextDelayMs;
      nextDelayMs = Math.min(nextDelayMs * 2, policy.maxDelayMs);
      return { action: 'restart', delayMs };
    },
  };
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;
const describeExit = (code, signal) => (signal ? signal : `exit code ${code}`);
const recentLineCount = 15;

// `onCrashLoop(name, message)` is called once when a process crash-loops; the caller stops the system.
export function createSupervisor({ root, env, say, stateFile = null, policy = defaultRestartPolicy, onCrashLoop, out = process.stdout }) {
  const supervised = new Map();
  const startedAt = new Date().toISOString();
  let stopping = false;

  function publish() {
    if (!stateFile || stopping) return;
    const processes = Object.fromEntries([...supervised].map(([name, entry]) => [name, entry.state]));
    const temporary = `${stateFile}.${process.pid}.tmp`;
    try {
      // Written whole and renamed, so a reader never sees half a file.
      writeFileSync(temporary, JSON.stringify({ supervisorPid: process.pid, startedAt, processes }, null, 2));
      renameSync(temporary, stateFile);
    } catch (error) {
      say(`could not record the processes' state in ${stateFile}: ${error.message}`);
    }
  }

  function start(name, entry) {
    const remember = (text) => {
      for (const line of text.split('\n')) if (line) entry.recent.push(line);
      entry.recent.splice(0, Math.max(0, entry.recent.length - recentLineCount));
    };
    const writer = createLineWriter(name, { out: { write: (text) => (out.write(text), remember(text)) } });
    const child = spawn(process.execPath, entry.args, { cwd: entry.cwd, env: entry.env(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => writer.write(chunk));
    child.stderr.on('data', (chunk) => writer.write(chunk));
    entry.child = child;
    const upSinceMs = Date.now();
    entry.state = { ...entry.state, status: 'up', pid: child.pid ?? null, upSince: new Date(upSinceMs).toISOString(), nextRestartAt: null };
    if (entry.state.restarts > 0) say(`${name} started again (pid ${child.pid}, restart ${entry.state.restarts})`);
    publish();
    child.on('error', (error) => say(`${name} could not be started: ${error.message}`));
    // 'close', not 'exit': the last lines a crashing process writes (its stack trace) may arrive after it exited.
    child.on('close', (code, signal) => {
      writer.flush();
      entry.child = null;
      const now = Date.now();
      entry.state = { ...entry.state, pid: null, lastExit: { code, signal, at: new Date(now).toISOString() } };
      if (stopping) {
        entry.state.status = 'stopped';
        return;
      }
      const decision = entry.tracker.crashed(now, upSinceMs);
      if (decision.action === 'stop') {
        entry.state.status = 'stopped';
        publish();
        const window = seconds(policy.crashLoopWindowMs);
        const lines = entry.recent.length
          ? [`Its last lines (all of them are above, prefixed [${name}]):`, ...entry.recent.map((line) => `    ${line}`)]
          : [`It printed nothing.`];
        onCrashLoop(
          name,
          [
            `${name} crashed ${decision.crashes} times within ${window} (last: ${describeExit(code, signal)}); a crash loop, so restarting will not help.`,
            ...lines,
          ].join('\n'),
        );
        return;
      }
      const restart = entry.state.restarts + 1;
      entry.state.status = 'restarting';
      entry.state.nextRestartAt = new Date(now + decision.delayMs).toISOString();
      say(`${name} exited (${describeExit(code, signal)}); restarting in ${seconds(decision.delayMs)} (restart ${restart})`);
      publish();
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (stopping) return;
        entry.state.restarts = restart;
        start(name, entry);
      }, decision.delayMs);
    });
  }

  return {
    // Starts `node <args>` as `name` and keeps it running until `stop`. `env` is read at every (re)start.
    supervise(name, args, { cwd = root } = {}) {
      if (stopping) return;
      const entry = {
        args,
        cwd,
        env: typeof env === 'function' ? env : () => env,
        child: null,
        timer: null,
        recent: [],
        tracker: createRestartTracker(policy),
        state: { status: 'stopped', pid: null, restarts: 0, upSince: null, lastExit: null, nextRestartAt: null },
      };
      supervised.set(name, entry);
      start(name, entry);
    },
    // Cancels pending restarts, stops every process (SIGTERM, SIGKILL after 10 s) and removes the state file.
    async stop() {
      stopping = true;
      const exits = [...supervised.values()].map((entry) => {
        clearTimeout(entry.timer ?? undefined);
        entry.timer = null;
        const child = entry.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        return new Promise((resolveExit) => {
          child.once('exit', () => resolveExit());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        });
      });
      await Promise.all(exits);
      if (stateFile) rmSync(stateFile, { force: true });
    },
  };
}
