import type pg from 'pg';
import { addDays, localToday, type AppointmentWorld } from '@chairside/backend/testing/appointment-test-world';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import type { Command, Load } from './chaos-load';
import type { ChaosSystem } from './chaos-system';

// The faults of a chaos run, one at a time while the load goes on.

export type FaultContext = { system: ChaosSystem; pool: pg.Pool; load: Load; world: AppointmentWorld; days: number };
// `run` answers the command it caught mid-flight, if it aimed at one.
export type Fault = {
  name: string;
  process?: 'backend' | 'projections' | 'workers';
  run: (context: FaultContext) => Promise<Command | void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The backend's kill is aimed: besides whatever the load has in flight, one booking is certainly
// mid-command. Its day's stream row is locked here, so its append waits inside PostgreSQL when the backend
// dies; released after the kill, the orphaned append commits: the booking lands, its reply is lost and its
// key stays claimed by a process that is gone. Its retries must still learn that it was booked (the checks
// find it in the log once, and acknowledged).
async function killBackendMidAppend({ system, pool, load, world, days }: FaultContext): Promise<Command> {
  // A day past the load's slots, so nothing else waits on its stream.
  const day = addDays(localToday(), 2 + days + 1);
  const staffId = world.staff[0]!.id;
  // The day's stream must exist to be locked: a first booking creates it.
  const opener = await load.book(day, '09:00', staffId).command;
  if (opener.final?.status !== 200) throw new Error(`the booking that opens the day answered ${opener.final?.status}`);
  const locker = await pool.connect();
  try {
    await locker.query('begin');
    await locker.query('select 1 from streams where stream = $1 for update', [daybookStream(world.locationId, day)]);
    const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    const caught = load.book(day, '10:00', staffId);
    const until = Date.now() + 30_000;
    for (;;) {
      const { rows } = await pool.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [lockerPid],
      );
      if (rows[0]?.n === 1) break;
      if (Date.now() > until) throw new Error('the booking never reached its append');
      await sleep(50);
    }
    await system.kill('backend', () => locker.query('rollback').then(() => undefined));
    return caught.sent;
  } finally {
    locker.release();
  }
}

// A reset code by text is asked for while PostgreSQL is down: the route answers before it looks the number up
// (the answer must not tell whether it has an account), so keeping that promise means waiting PostgreSQL out.
async function restartPostgres({ system, pool, load }: FaultContext): Promise<void> {
  const restarted = system.restartService('postgres');
  const answers = () =>
    pool.query('select 1').then(
      () => true,
      () => false,
    );
  for (const until = Date.now() + 30_000; Date.now() < until && (await answers());) await sleep(50);
  void load.text();
  await restarted;
}

// The workers go down before Redis restarts: what they have not yet sent (the text asked for while they were
// down, e-mails queued meanwhile) waits in Redis while it restarts, and the next workers send it. Redis comes
// last because it recovers at once: a run's quiet phase does not wait out a last process's restart.
export const faults: readonly Fault[] = [
  { name: 'kill -9 backend (one booking mid-append)', process: 'backend', run: killBackendMidAppend },
  { name: 'restart PostgreSQL', run: restartPostgres },
  { name: 'kill -9 projections', process: 'projections', run: ({ system }) => system.kill('projections') },
  // A text asked for while no worker runs waits in Redis for the next one.
  {
    name: 'kill -9 workers',
    process: 'workers',
    run: ({ system, load }) => system.kill('workers', () => load.text().then(() => undefined)),
  },
  { name: 'restart Redis', run: async ({ system }) => void (await system.restartService('redis')) },
];
