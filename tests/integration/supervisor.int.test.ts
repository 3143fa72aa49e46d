import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { supervisionSchema } from '@chairside/shared/health';
// @ts-expect-error plain JavaScript module of the launcher
import { createRestartTracker, createSupervisor, defaultRestartPolicy } from '../../scripts/lib/supervisor.mjs';

// The supervisor behind `npm start`, with real child processes (tiny node scripts) instead of the system.

type Decision = { action: 'restart'; delayMs: number } | { action: 'stop'; crashes: number };
type Tracker = { crashed(now: number, startedAt: number): Decision };
type Supervisor = { supervise(name: string, args: string[]): void; stop(): Promise<void> };

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function supervisorFor(stateFile: string, policy: object) {
  const said: string[] = [];
  const printed: string[] = [];
  const crashLoops: { name: string; message: string }[] = [];
  const supervisor = createSupervisor({
    root,
    env: process.env,
    say: (message: string) => said.push(message),
    stateFile,
    policy,
    onCrashLoop: (name: string, message: string) => crashLoops.push({ name, message }),
    out: { write: (text: string) => printed.push(text) },
  }) as Supervisor;
  const state = () => supervisionSchema.parse(JSON.parse(readFileSync(stateFile, 'utf8')));
  return { supervisor, said, printed, crashLoops, state };
}

describe('the restart policy', () => {
  it('doubles the pause from 0.5 s up to 10 s, and calls five crashes within 60 s a crash loop', () => {
    const tracker = createRestartTracker() as Tracker;
    expect(defaultRestartPolicy).toMatchObject({
      firstDelayMs: 500,
      maxDelayMs: 10_000,
      resetAfterMs: 30_000,
      crashLoopCrashes: 5,
      crashLoopWindowMs: 60_000,
    });
    // A process that dies 20 s after each start never loops (at most 3 crashes in any 60 s) but gets slower restarts.
    const delays: number[] = [];
    let now = 0;
    for (let crash = 0; crash < 8; crash += 1) {
      const startedAt = now;
      now += 20_000;
      const decision = tracker.crashed(now, startedAt);
      expect(decision.action).toBe('restart');
      if (decision.action === 'restart') {
        delays.push(decision.delayMs);
        now += decision.delayMs;
      }
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('stops at the fifth quick crash, and starts over from 0.5 s after a process stayed up 30 s', () => {
    const looping = createRestartTracker() as Tracker;
    const decisions = [0, 1000, 2000, 4000, 8000].map((at) => looping.crashed(at, at - 100));
    expect(decisions).toEqual([
      { action: 'restart', delayMs: 500 },
      { action: 'restart', delayMs: 1000 },
      { action: 'restart', delayMs: 2000 },
      { action: 'restart', delayMs: 4000 },
      { action: 'stop', crashes: 5 },
    ]);

    const recovering = createRestartTracker() as Tracker;
    expect(recovering.crashed(1000, 0)).toEqual({ action: 'restart', delayMs: 500 });
    expect(recovering.crashed(2000, 1500)).toEqual({ action: 'restart', delayMs: 1000 });
    expect(recovering.crashed(40_000, 2500 + 1000)).toEqual({ action: 'restart', delayMs: 500 });
  });
});

describe('the supervisor', () => {
  it('restarts a crashing process with growing pauses, publishes it, and stops at a crash loop naming the process and its last lines', async () => {
    const stateFile = join(dir, 'loop.json');
    const { supervisor, said, printed, crashLoops, state } = supervisorFor(stateFile, {
      firstDelayMs: 100,
      maxDelayMs: 300,
      resetAfterMs: 60_000,
      crashLoopCrashes: 4,
      crashLoopWindowMs: 60_000,
    });
    supervisor.supervise('flaky', ['-e', "console.error('cannot reach the database'); process.exit(3)"]);
    await expect.poll(() => crashLoops.length, { timeout: 20_000 }).toBe(1);
    expect(said).toEqual([
      'flaky exited (exit code 3); restarting in 0.1 s (restart 1)',
      expect.stringMatching(/^flaky started again \(pid \d+, restart 1\)$/),
      'flaky exited (exit code 3); restarting in 0.2 s (restart 2)',
      expect.stringMatching(/^flaky started again \(pid \d+, restart 2\)$/),
      'flaky exited (exit code 3); restarting in 0.3 s (restart 3)',
      expect.stringMatching(/^flaky started again \(pid \d+, restart 3\)$/),
    ]);
    expect(crashLoops[0]?.name).toBe('flaky');
    expect(crashLoops[0]?.message).toContain('flaky crashed 4 times within 60 s (last: exit code 3)');
    expect(crashLoops[0]?.message).toContain('[flaky]');
    expect(crashLoops[0]?.message).toContain('cannot reach the database');
    expect(printed.join('')).toContain('cannot reach the database');
    const recorded = state().processes.flaky;
    expect(recorded).toMatchObject({ status: 'stopped', pid: null, restarts: 3, lastExit: { code: 3, signal: null } });
    await supervisor.stop();
    expect(existsSync(stateFile)).toBe(false);
  });

  it('restarts a process killed with SIGKILL; stopping during the pause cancels the restart and leaves nothing running', async () => {
    const stateFile = join(dir, 'kill.json');
    const { supervisor, said, state } = supervisorFor(stateFile, { ...defaultRestartPolicy, firstDelayMs: 200, maxDelayMs: 60_000 });
    supervisor.supervise('steady', ['-e', 'setInterval(() => {}, 1000)']);
    const first = state().processes.steady;
    expect(first).toMatchObject({ status: 'up', restarts: 0, lastExit: null });
    const firstPid = first?.pid as number;
    expect(alive(firstPid)).toBe(true);

    process.kill(firstPid, 'SIGKILL');
    await expect.poll(() => state().processes.steady?.restarts, { timeout: 10_000 }).toBe(1);
    const second = state().processes.steady;
    expect(second).toMatchObject({ status: 'up', restarts: 1, lastExit: { code: null, signal: 'SIGKILL' }, nextRestartAt: null });
    expect(second?.pid).not.toBe(firstPid);
    expect(said[0]).toBe('steady exited (SIGKILL); restarting in 0.2 s (restart 1)');

    // The next pause is 0.4 s: stop inside it.
    const secondPid = second?.pid as number;
    process.kill(secondPid, 'SIGKILL');
    await expect.poll(() => state().processes.steady?.status, { timeout: 10_000 }).toBe('restarting');
    expect(said.at(-1)).toBe('steady exited (SIGKILL); restarting in 0.4 s (restart 2)');
    await supervisor.stop();
    await new Promise((resolveWait) => setTimeout(resolveWait, 800));
    expect(said.some((line) => line.startsWith('steady started again (pid') && line.endsWith('restart 2)'))).toBe(false);
    expect(existsSync(stateFile)).toBe(false);
  });
});
