import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../database';

// PostgreSQL's "relation does not exist".
const undefinedTable = '42P01';
const isUndefinedTable = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === undefinedTable;

// A read of another module's read model while folding (names for a line of text, the catalogue's terms),
// made through its owner's queries on `context.readModels`. Its public views exist once its projection has
// first started, which on a fresh database (or in a test running a few projections) may be after this one:
// until then the read gives `absent` instead of failing the batch. The read runs in a savepoint, so a
// missing view leaves the batch's transaction usable; run such reads one after the other, not in parallel.
export async function readIfStarted<T>(readModels: Transaction<ReadModels>, read: () => Promise<T>, absent: T): Promise<T> {
  await sql`savepoint other_read_model`.execute(readModels);
  try {
    const value = await read();
    await sql`release savepoint other_read_model`.execute(readModels);
    return value;
  } catch (error) {
    if (!isUndefinedTable(error)) throw error;
    await sql`rollback to savepoint other_read_model`.execute(readModels);
    await sql`release savepoint other_read_model`.execute(readModels);
    return absent;
  }
}
