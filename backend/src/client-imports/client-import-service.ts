import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  guessMapping,
  readClientImportRow,
  type ClientImportCheck,
  type ClientImportPlan,
  type ClientImportRow,
  type ClientImportUpload,
} from '@chairside/shared/client-imports/client-import-dto';
import { clientImportStream, type ClientImportMapping } from '@chairside/shared/client-imports/client-import-events';
import { clientIdsByContacts } from '@chairside/projections/clients/client-queries';
import type { ReadDb, ReadModels } from '@chairside/projections/database';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { handleCommands } from '../commands/command-plan';
import { derivedUuid } from '../commands/command-ids';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import type { CommandOutcome } from '../commands/service-deps';
import { clientBatchReads, registerClientBatch, type ClientBatchRow } from '../clients/index';
import { decodeCsv, parseCsv, toCsv } from './client-import-csv';
import { clientImportDecider } from './client-import-decider';
import type { ClientImportQueue } from './client-import-jobs';
import {
  deleteStaged,
  findUpload,
  forgetStaleUploads,
  recordRefusedRows,
  refusedRows,
  saveUpload,
  stagedRows,
  type RefusedRow,
  type StagedRow,
} from './client-import-staging';

export type ClientImportDeps = { db: Kysely<unknown>; readDb: ReadDb; store: EventStore };

// A row's number as the person sees it in a spreadsheet: the header is row 1.
export const rowNumber = (rowIndex: number) => rowIndex + 2;

// A row's client id derives from the import and the row: a batch done twice (a worker that crashed after
// its append) would name the same clients, and the append refuses a client stream that already exists.
export const importedClientId = (importId: string, rowIndex: number) => derivedUuid(`client-import:${importId}:${rowIndex}`);

export async function uploadClientImport(
  deps: Pick<ClientImportDeps, 'db'>,
  upload: { fileName: string; bytes: Uint8Array; userId: string | null },
): Promise<ClientImportUpload> {
  const { text, encoding } = decodeCsv(upload.bytes);
  const { headers, rows } = parseCsv(text);
  const id = randomUUID();
  await forgetStaleUploads(deps.db);
  await saveUpload(deps.db, { id, createdBy: upload.userId, fileName: upload.fileName, encoding, headers, totalRows: rows.length }, rows);
  return {
    id,
    fileName: upload.fileName,
    encoding,
    headers,
    sample: rows.slice(0, 5),
    totalRows: rows.length,
    guess: guessMapping(headers),
  };
}

async function uploadFor(deps: Pick<ClientImportDeps, 'db'>, id: string, plan: ClientImportPlan) {
  const upload = await findUpload(deps.db, id);
  if (!upload) throw new DomainError('Upload not found: it was imported, cancelled or is more than a day old; upload the file again', 404);
  for (const [field, column] of Object.entries(plan.mapping))
    if (column !== null && column >= upload.headers.length)
      throw new DomainError(`mapping.${field}: the file has no column ${column + 1}`, 400);
  return upload;
}

// One chunk of rows read as clients (or refused), with the duplicates among them: rows whose e-mail or
// phone an existing client or an earlier row of the file holds.
type ReadRow = { row: StagedRow; client: ClientImportRow } | { row: StagedRow; problem: string };
const readRows = (rows: readonly StagedRow[], plan: { mapping: ClientImportMapping }): ReadRow[] =>
  rows.map((row) => {
    const read = readClientImportRow(row.cells, plan.mapping);
    return 'problem' in read ? { row, problem: read.problem } : { row, client: read };
  });

// A read row as the clients module registers it: the details, and the rest only where the file gives any.
function batchRow({ birthday, tags, consent, ...details }: ClientImportRow): Pick<ClientBatchRow, 'details' | 'extras'> {
  const given = birthday !== null || tags.length > 0 || consent.email !== null || consent.sms !== null;
  return given ? { details, extras: { birthday, tags, consent } } : { details };
}

const checkLimit = 500;
const checkChunk = 2000;

// The dry run: what the import would do with every row, writing nothing.
export async function checkClientImport(
  deps: Pick<ClientImportDeps, 'db' | 'readDb'>,
  id: string,
  plan: ClientImportPlan,
): Promise<ClientImportCheck> {
  const upload = await uploadFor(deps, id, plan);
  const check: ClientImportCheck = { totalRows: upload.totalRows, valid: 0, duplicates: 0, invalid: 0, problems: [] };
  const seenEmails = new Set<string>();
  const seenPhones = new Set<string>();
  for (let from = 0; ;) {
    const rows = await stagedRows(deps.db, id, from, checkChunk);
    if (rows.length === 0) break;
    from = (rows[rows.length - 1] as StagedRow).rowIndex + 1;
    const read = readRows(rows, plan);
    const clients = read.flatMap((entry) => ('client' in entry ? [entry.client] : []));
    const existing = await clientIdsByContacts(deps.readDb, { emails: clients.map((c) => c.email), phones: clients.map((c) => c.phone) });
    for (const entry of read) {
      if ('problem' in entry) {
        check.invalid += 1;
        if (check.problems.length < checkLimit) check.problems.push({ row: rowNumber(entry.row.rowIndex), message: entry.problem });
        continue;
      }
      const { email, phone } = entry.client;
      const duplicate =
        (email && (seenEmails.has(email) || existing.byEmail.has(email))) ||
        (phone && (seenPhones.has(phone) || existing.byPhone.has(phone)));
      if (duplicate) check.duplicates += 1;
      else check.valid += 1;
      if (email) seenEmails.add(email);
      if (phone) seenPhones.add(phone);
    }
  }
  return check;
}

export async function startClientImport(
  deps: Pick<ClientImportDeps, 'db' | 'store'> & { queue: ClientImportQueue },
  id: string,
  plan: ClientImportPlan,
  context: CommandContext,
): Promise<CommandOutcome> {
  const upload = await uploadFor(deps, id, plan);
  const loaded = await loadState(deps.store, clientImportStream(id), clientImportDecider);
  // Started already (a retry after the job could not be queued): queued again, which is harmless.
  const last = loaded.history[loaded.history.length - 1];
  if (loaded.state.status === 'running' && last) {
    await deps.queue.enqueue({ importId: id });
    return { id, result: { revision: last.revision, position: last.position, events: [] } };
  }
  const result = await handleCommand(
    deps.store,
    loaded,
    clientImportDecider,
    {
      type: 'StartClientImport',
      importId: id,
      fileName: upload.fileName,
      headers: upload.headers,
      totalRows: upload.totalRows,
      mapping: plan.mapping,
      duplicates: plan.duplicates,
    },
    context,
  );
  await deps.queue.enqueue({ importId: id });
  return { id, result };
}

// The job stops at its next batch (its append would conflict with this one, then finds the import
// cancelled); the staged rows go at once.
export async function cancelClientImport(
  deps: Pick<ClientImportDeps, 'db' | 'store'>,
  id: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  const result = await handleCommand(
    deps.store,
    clientImportStream(id),
    clientImportDecider,
    { type: 'CancelClientImport', importId: id },
    context,
  );
  await deleteStaged(deps.db, id);
  return { id, result };
}

export const clientImportBatchSize = 500;

// The job: batch after batch from the import stream's last recorded row, each batch's clients, claims and
// progress in one atomic append; then the import is finished and its staged rows deleted. Run again after
// a crash it goes on where the last append left it, so every row is imported exactly once.
export async function runClientImport(
  deps: ClientImportDeps & { logger?: Logger },
  importId: string,
  options: { batchSize?: number } = {},
): Promise<'finished' | 'cancelled' | 'not started'> {
  const stream = clientImportStream(importId);
  const batchSize = options.batchSize ?? clientImportBatchSize;
  // The rows of a batch read and checked, with the clients the read model already has for them.
  const prepare = async (fromRow: number, mapping: ClientImportMapping) => {
    const rows = await stagedRows(deps.db, importId, fromRow, batchSize);
    const read = readRows(rows, { mapping });
    const batch: (ClientBatchRow & { row: StagedRow })[] = read.flatMap((entry) =>
      'client' in entry ? [{ row: entry.row, clientId: importedClientId(importId, entry.row.rowIndex), ...batchRow(entry.client) }] : [],
    );
    const existing = await clientIdsByContacts(deps.readDb, {
      emails: batch.map((row) => row.details.email),
      phones: batch.map((row) => row.details.phone),
    });
    return { fromRow, rows, read, batch, existing };
  };
  // The next batch is prepared while this one is appended (the database busy, this process idle): it reads
  // nothing this batch writes. The claims, which this batch does write, are read only once it is appended.
  let ahead: ReturnType<typeof prepare> | null = null;
  let aheadFrom = -1;
  for (;;) {
    const loaded = await loadState(deps.store, stream, clientImportDecider);
    const { status, started, nextRow } = loaded.state;
    const context: CommandContext = { userId: loaded.history[0]?.metadata.userId ?? null, source: 'import', correlationId: importId };
    if (status === 'none' || !started) return 'not started';
    if (status === 'cancelled' || status === 'finished') {
      await deleteStaged(deps.db, importId);
      return status;
    }
    if (nextRow >= started.totalRows) {
      await handleCommand(deps.store, loaded, clientImportDecider, { type: 'FinishClientImport', importId }, context);
      await deleteStaged(deps.db, importId);
      deps.logger?.info({ importId }, 'client import finished');
      return 'finished';
    }
    const prepared = ahead && aheadFrom === nextRow ? ahead : prepare(nextRow, started.mapping);
    ahead = null;
    const { rows, read, batch, existing } = await prepared;
    // Rows gone while the import runs: it was cancelled (the next turn reads so).
    if (rows.length === 0) {
      const again = await loadState(deps.store, stream, clientImportDecider);
      if (again.state.status === 'running') throw new Error(`client import ${importId}: staged rows missing from row ${nextRow}`);
      continue;
    }
    const next = (rows[rows.length - 1] as StagedRow).rowIndex + 1;
    if (next < started.totalRows) {
      aheadFrom = next;
      ahead = prepare(next, started.mapping);
      // Awaited by the next turn, or dropped with this run if it ends first.
      ahead.catch(() => undefined);
    }
    try {
      await handleCommands(
        deps.store,
        context,
        async (plan) => {
          const outcomes = await registerClientBatch(plan, batch, { duplicates: started.duplicates, existing });
          const refused: RefusedRow[] = read.flatMap((entry) => ('problem' in entry ? [{ ...entry.row, problem: entry.problem }] : []));
          outcomes.forEach((outcome, index) => {
            if (outcome.outcome === 'failed') refused.push({ ...(batch[index] as { row: StagedRow }).row, problem: outcome.problem });
          });
          const count = (name: string) => outcomes.filter((outcome) => outcome.outcome === name).length;
          // Before the append: a crash after it never loses a refused row from the report.
          await recordRefusedRows(deps.db, importId, refused);
          await plan.decide(stream, clientImportDecider, {
            type: 'RecordClientImportBatch',
            importId,
            fromRow: nextRow,
            nextRow: next,
            imported: count('imported'),
            merged: count('merged'),
            skipped: count('skipped'),
            failed: refused.length,
          });
        },
        { start: [loaded], reads: clientBatchReads(batch) },
      );
    } catch (error) {
      // Cancelled meanwhile, or this batch recorded by another run: the next turn reads which.
      if (!(error instanceof DomainError) || error.status !== 409) throw error;
    }
  }
}

// The workers' entry: they hold the pool's database, which also holds the read models.
export function runClientImportJob(deps: Pick<ClientImportDeps, 'db' | 'store'> & { logger?: Logger }, importId: string) {
  return runClientImport({ ...deps, readDb: deps.db.withTables<ReadModels>() }, importId);
}

// The rows the import refused, as a CSV a spreadsheet opens: the row number, the problem, then the row as
// it was uploaded, every cell that could run as a formula neutralised.
export async function clientImportErrorReport(db: Kysely<unknown>, id: string, headers: readonly string[]): Promise<string> {
  const rows = await refusedRows(db, id);
  return toCsv([['Row', 'Problem', ...headers], ...rows.map((row) => [String(rowNumber(row.rowIndex)), row.problem, ...row.cells])]);
}
