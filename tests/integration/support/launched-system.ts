import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm start` (scripts/start.mjs) run for real by a test, and the process tree it leaves in /proc.

const root = resolve(import.meta.dirname, '../../..');

export type LaunchedSystem = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function launchSystem(env: Record<string, string>): LaunchedSystem {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  return { child, output: () => output, exited };
}

// Resolves once the banner is printed; fails at once, with the output, when the system exits first.
export async function untilRunning(system: LaunchedSystem, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  while (!system.output().includes('Chairside is running')) {
    if (system.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `npm start ${system.child.exitCode !== null ? `exited (${system.child.exitCode})` : `was not running within ${timeout / 1000} s`} before it was ready:\n${system.output().slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

// The one descendant of `pid` whose command line runs `script` (e.g. backend/src/main.ts).
export function descendantRunning(pid: number, script: string): number {
  const matches = descendants(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').includes(script);
    } catch {
      return false;
    }
  });
  if (matches.length !== 1) throw new Error(`expected one process running ${script} under pid ${pid}, found ${matches.length}`);
  return matches[0] as number;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
