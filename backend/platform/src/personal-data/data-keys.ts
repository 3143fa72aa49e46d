import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { MINUTE_MS } from '@chairside/shared/format/durations';

// The data keys of subjects ('client:<id>', 'user:<id>'), in personal_data_keys, wrapped with AES-256-GCM
// under the master key. A key is either live (a Buffer), destroyed (null: erased, never made again), or
// absent (never made: the subject has no sealed data yet).
export type KeyState = Buffer | null;

export type DataKeys = {
  // Keys to seal with, made for subjects that have none; a destroyed subject maps to null. Cached per process.
  forSealing(subjects: readonly string[]): Promise<Map<string, KeyState>>;
  // Keys to open with, always read from the table (never from a cache), so a key destroyed in one process
  // opens nothing in any other from the moment its destruction commits. Absent subjects are left out. Asks
  // made together share one read, begun after the last of them.
  forOpening(subjects: readonly string[]): Promise<Map<string, KeyState>>;
  // Erasure: the keys are gone for good (idempotent).
  destroy(subjects: readonly string[]): Promise<void>;
};

type Queryable = Pick<pg.Pool, 'query' | 'connect'>;

// How long a process may seal with a key it looked up: the only place a key outlives its row. Sealing with a
// key destroyed meanwhile writes what nobody can open again, which is what erasure asks for anyway.
export const sealingCacheMs = MINUTE_MS;
const sealingCacheSize = 50_000;

function wrap(master: Buffer, subject: string, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function unwrap(master: Buffer, subject: string, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(wrapped.subarray(wrapped.length - 16));
  return Buffer.concat([decipher.update(wrapped.subarray(12, wrapped.length - 16)), decipher.final()]);
}

type KeyRow = { subject: string; wrapped_key: Buffer | null };

export function createDataKeys(db: Queryable, master: Buffer, options: { now?: () => number } = {}): DataKeys {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { key: KeyState; at: number }>();
  const remember = (subject: string, key: KeyState) => {
    cache.delete(subject);
    cache.set(subject, { key, at: now() });
    // Insertion order is age order: the oldest go first.
    if (cache.size > sealingCacheSize) for (const oldest of cache.keys()) if (cache.delete(oldest) && cache.size <= sealingCacheSize) break;
  };

  // The read models of a process open the same batch's subjects at about the same moment, each in its own
  // transaction: one read serves them all.
  type Opening = {
    subjects: Set<string>;
    asks: { subjects: readonly string[]; resolve: (keys: Map<string, KeyState>) => void; reject: (error: unknown) => void }[];
  };
  let opening: Opening | null = null;
  // One read at a time: asks made while one is out gather for the next, which begins once it is in (and so
  // after every ask it serves). Asks made in one turn of the event loop are read together at its end.
  let reading = false;
  let readDue = false;
  function readGathered(): void {
    readDue = false;
    const gathered = opening;
    if (!gathered) return;
    opening = null;
    reading = true;
    read([...gathered.subjects])
      .then(
        (found) => {
          for (const ask of gathered.asks) {
            const own = new Map<string, KeyState>();
            for (const subject of ask.subjects) if (found.has(subject)) own.set(subject, found.get(subject) as KeyState);
            ask.resolve(own);
          }
        },
        (error: unknown) => {
          for (const ask of gathered.asks) ask.reject(error);
        },
      )
      .finally(() => {
        reading = false;
        if (opening) readGathered();
      });
  }

  async function read(subjects: readonly string[]): Promise<Map<string, KeyState>> {
    const found = new Map<string, KeyState>();
    if (subjects.length === 0) return found;
    const { rows } = await db.query<KeyRow>({
      name: 'personal_data_keys_read',
      text: 'select subject, wrapped_key from personal_data_keys where subject = any($1::text[])',
      values: [subjects],
    });
    for (const row of rows) {
      if (!row.wrapped_key) unwrappedKeys.delete(row.subject);
      found.set(row.subject, row.wrapped_key ? unwrapped(row.subject, row.wrapped_key) : null);
    }
    return found;
  }

  // The table decides whether a key exists (read every time); only the unwrapping of a wrapped key just
  // read is remembered, by its exact bytes, so a key read again costs no decryption.
  // Kept no longer than the sealing cache, so no process holds a destroyed key past that either.
  const unwrappedKeys = new Map<string, { wrapped: Buffer; key: Buffer; at: number }>();
  function unwrapped(subject: string, wrapped: Buffer): Buffer {
    const known = unwrappedKeys.get(subject);
    if (known && known.wrapped.equals(wrapped) && now() - known.at < sealingCacheMs) return known.key;
    return rememberUnwrapped(subject, wrapped, unwrap(master, subject, wrapped));
  }
  function rememberUnwrapped(subject: string, wrapped: Buffer, key: Buffer): Buffer {
    if (unwrappedKeys.size >= sealingCacheSize) unwrappedKeys.clear();
    unwrappedKeys.set(subject, { wrapped, key, at: now() });
    return key;
  }

  return {
    async forSealing(subjects) {
      const result = new Map<string, KeyState>();
      const missing: string[] = [];
      for (const subject of new Set(subjects)) {
        const cached = cache.get(subject);
        if (cached && now() - cached.at < sealingCacheMs) result.set(subject, cached.key);
        else missing.push(subject);
      }
      if (missing.length === 0) return result;
      // Made where absent, in one statement for a whole batch: the rows it inserts, and those that were
      // there (made or destroyed before). One made by another process while this statement ran is in neither
      // and is read once more.
      const fresh = missing.map((subject) => {
        const key = randomBytes(32);
        return { subject, key, wrapped: wrap(master, subject, key) };
      });
      // Committed without waiting for its WAL flush: the append that uses the key commits after it and
      // flushes the log up to and past it, so a key is durable before any event sealed with it is; a key
      // lost in a crash before that append had sealed nothing yet. One disk flush per new client, not two.
      // One statement, its own transaction: synchronous_commit is read when that commits, after the statement.
      const { rows } = await db.query<KeyRow>({
        name: 'personal_data_keys_make',
        text: `with unflushed as (select set_config('synchronous_commit', 'off', true)),
               made as (
                 insert into personal_data_keys (subject, wrapped_key)
                 select * from unnest($1::text[], $2::bytea[]) on conflict (subject) do nothing
                 returning subject, wrapped_key)
               select subject, wrapped_key from made, unflushed
               union all
               select subject, wrapped_key from personal_data_keys, unflushed where subject = any($1::text[])`,
        values: [fresh.map((entry) => entry.subject), fresh.map((entry) => entry.wrapped)],
      });
      const stored = new Map<string, KeyState>();
      // A key this statement made is known already: only the keys made before it are unwrapped.
      const made = new Map(fresh.map((entry) => [entry.subject, entry]));
      for (const row of rows) {
        const mine = made.get(row.subject);
        if (mine && row.wrapped_key?.equals(mine.wrapped)) {
          stored.set(row.subject, rememberUnwrapped(row.subject, row.wrapped_key, mine.key));
        } else stored.set(row.subject, row.wrapped_key ? unwrapped(row.subject, row.wrapped_key) : null);
      }
      const late = missing.filter((subject) => !stored.has(subject));
      if (late.length > 0) for (const [subject, key] of await read(late)) stored.set(subject, key);
      for (const subject of missing) {
        const key = stored.get(subject);
        if (key === undefined) throw new Error(`personal data key of ${subject} was not stored`);
        remember(subject, key);
        result.set(subject, key);
      }
      return result;
    },
    forOpening(subjects) {
      if (subjects.length === 0) return Promise.resolve(new Map());
      return new Promise((resolve, reject) => {
        opening ??= { subjects: new Set(), asks: [] };
        for (const subject of subjects) opening.subjects.add(subject);
        opening.asks.push({ subjects, resolve, reject });
        if (!reading && !readDue) {
          readDue = true;
          setImmediate(readGathered);
        }
      });
    },
    async destroy(subjects) {
      if (subjects.length === 0) return;
      await db.query(
        `insert into personal_data_keys (subject, wrapped_key, destroyed_at)
         select subject, null, now() from unnest($1::text[]) as subject
         on conflict (subject) do update set wrapped_key = null, destroyed_at = coalesce(personal_data_keys.destroyed_at, now())`,
        [subjects],
      );
      for (const subject of subjects) {
        remember(subject, null);
        unwrappedKeys.delete(subject);
      }
    },
  };
}
