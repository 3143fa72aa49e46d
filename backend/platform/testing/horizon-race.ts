import type pg from 'pg';

// The read horizon's stress test, shared by the event log and the change feed (both read below the horizon
// of the transactions writing them): `writers` commit as fast as they can until `deadline`, beside a
// bystander (a transaction that takes a transaction id and writes nothing, which a reader must not wait
// for and must not mistake a committing writer for), while `readOnce` runs in a tight loop, and once more
// after every writer has committed. What was read is the caller's to compare with what was written.
export async function raceReaderWithWriters(
  pool: pg.Pool,
  deadline: number,
  writers: readonly (() => Promise<void>)[],
  readOnce: () => Promise<void>,
): Promise<void> {
  const bystander = async () => {
    const client = await pool.connect();
    try {
      while (Date.now() < deadline) {
        await client.query('begin');
        await client.query('select pg_current_xact_id()');
        await client.query('commit');
      }
    } finally {
      client.release();
    }
  };
  let writing = true;
  const reading = (async () => {
    while (writing) await readOnce();
  })();
  try {
    await Promise.all([...writers.map((write) => write()), bystander()]);
  } finally {
    writing = false;
    await reading;
  }
  await readOnce();
}
