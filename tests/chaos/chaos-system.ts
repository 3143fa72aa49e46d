import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` (scripts/start.mjs) as a child with an IPC channel, on a data dir and port of its own: the chaos
// run asks it to restart its embedded PostgreSQL and Redis (see system.mjs), kills its supervised processes
// with SIGKILL, and reads what its supervisor recorded.

export type ProcessName = 'backend' | 'projections' | 'workers';
export const processNames: readonly ProcessName[] = ['backend', 'projections', 'workers'];

export type ProcessState = { status: string; pid: number | null; restarts: number };
export type Supervision = Record<ProcessName, ProcessState>;

export type ChaosSystem = {
  base: string;
  databaseUrl: string;
  redisUrl: string;
  mailUrl: string;
  output(): string;
  supervision(): Supervision;
  restartService(service: 'postgres' | 'redis'): Promise<number>;
  // SIGKILL to the process; resolves once the supervisor has it up again under a new pid.
  kill(name: ProcessName, afterKill?: () => Promise<void>): Promise<void>;
  // When each SIGKILL was sent (Date.now()).
  kills(): readonly { name: ProcessName; at: number }[];
  stop(): Promise<number | null>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function launchChaosSystem(options: { root: string; dataDir: string; port: number; echo?: boolean }): Promise<ChaosSystem> {
  const { root, dataDir, port } = options;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEMO_DIARY: 'off',
      // All the load comes from one address.
      PUBLIC_BOOKING_RATE_LIMIT_SCALE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const take = (chunk: Buffer) => {
    output += String(chunk);
    if (options.echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 240_000;
  while (!output.includes('Chairside is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output.slice(-4000)}`);
    await sleep(200);
  }
  const recorded = JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8')) as {
    databaseUrl: string;
    redisUrl: string;
    mailUrl: string;
  };

  const kills: { name: ProcessName; at: number }[] = [];
  function supervision(): Supervision {
    const file = JSON.parse(readFileSync(join(dataDir, 'supervision.json'), 'utf8')) as { processes: Supervision };
    return file.processes;
  }

  return {
    base: `http://127.0.0.1:${port}`,
    databaseUrl: recorded.databaseUrl,
    redisUrl: recorded.redisUrl,
    mailUrl: recorded.mailUrl,
    output: () => output,
    supervision,
    restartService(service) {
      return new Promise((resolve, reject) => {
        const onMessage = (message: { type?: string; service?: string; ok?: boolean; ms?: number; error?: string }) => {
          if (message.type !== 'service-restarted' || message.service !== service) return;
          child.off('message', onMessage);
          if (message.ok) resolve(message.ms ?? 0);
          else reject(new Error(`${service} did not restart: ${message.error}`));
        };
        child.on('message', onMessage);
        child.send({ type: 'restart-service', service });
      });
    },
    async kill(name, afterKill) {
      const before = supervision()[name];
      if (!before.pid) throw new Error(`${name} is not running`);
      kills.push({ name, at: Date.now() });
      process.kill(before.pid, 'SIGKILL');
      while (isAlive(before.pid)) await sleep(20);
      await afterKill?.();
      const until = Date.now() + 60_000;
      for (;;) {
        const now = supervision()[name];
        if (now.status === 'up' && now.pid && now.pid !== before.pid) return;
        if (Date.now() > until) throw new Error(`${name} was not restarted within a minute`);
        await sleep(200);
      }
    },
    kills: () => kills,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}
