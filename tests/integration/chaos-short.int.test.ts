import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChaos, shortSeconds } from '../chaos/chaos-run';

// `npm run chaos` in its short mode, as part of `npm test`: `npm start` for real under half a minute of mixed
// load (staff bookings, online holds and bookings, checkouts, each request with its own Idempotency-Key and
// retried with it; a few reset codes by text) and 100 live sockets, while the backend (one booking caught
// mid-append), projections and workers are killed with SIGKILL and PostgreSQL and Redis are restarted, one at
// a time. Every row of the run's table must pass: nothing acknowledged is lost or duplicated, nobody is
// double-booked, the read models equal a fresh rebuild, every socket caught up or was told to resync, every
// queued e-mail and promised text arrived once, the service restarts ended no process and the supervisor
// brought every killed one back.

const root = resolve(import.meta.dirname, '../..');

describe('npm run chaos (short)', () => {
  it('loses, duplicates and double-books nothing while processes are killed and PostgreSQL and Redis restart', async () => {
    const result = await runChaos({ root, seconds: shortSeconds, say: (line) => console.log(`chaos: ${line}`) });
    console.log(result.table);
    expect(result.rows.filter((row) => !row.ok).map((row) => `${row.check}: ${row.counts}`)).toEqual([]);
    expect(result.rows.length).toBeGreaterThanOrEqual(19);
  }, 480_000);
});
