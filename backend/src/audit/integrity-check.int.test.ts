import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@chairside/projections/registry';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { integrityStartedSchema, integrityStatusSchema, type IntegrityReport } from '@chairside/shared/audit/integrity-dto';
import { noteTemplateStream } from '@chairside/shared/note-templates/note-template-events';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword } from '../identity/index';
import { backendModules } from '../modules';
import { callApi, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { runIntegrityCheck } from './integrity-check';

let system: TestSystem;
let admin: string;
let frontDesk: string;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const streams = backendModules.flatMap((module) => module.streams ?? []);

// Starts a check through the API and waits for its report.
async function checkThroughApi(): Promise<IntegrityReport> {
  const started = await call('POST', '/audit/integrity', admin);
  expect(started.status, await started.clone().text()).toBe(202);
  const { id } = integrityStartedSchema.parse(await started.json());
  for (;;) {
    const { check } = integrityStatusSchema.parse(await (await call('GET', '/audit/integrity', admin)).json());
    expect(check?.id).toBe(id);
    if (check?.state === 'failed') throw new Error(check.error ?? 'the check failed');
    if (check?.state === 'done' && check.report) return check.report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the integrity check', () => {
  let templateId: string;

  it('finds a clean system in order, across many pages of the log', async () => {
    const created = await call('POST', '/note-templates', admin, { name: 'Integrity', body: 'Hello {client first name}' });
    expect(created.status, await created.clone().text()).toBe(200);
    templateId = commandReplySchema.parse(await created.json()).id;
    await waitForReadModels(system);
    const phases = new Set<string>();
    const report = await runIntegrityCheck(
      { store: system.store, db: system.database.db, streams, projections, pageSize: 100 },
      (progress) => phases.add(progress.phase),
    );
    expect(report.streams.problems).toEqual([]);
    expect(report.readModels.filter((model) => !model.matches)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.streams.events).toBe(await system.store.countEvents({ limit: 1_000_000 }));
    expect(report.streams.checked).toBeGreaterThan(10);
    expect(report.readModels.map((model) => model.name)).toEqual(projections.map((projection) => projection.name));
    expect(report.readModels.find((model) => model.name === 'note_templates')?.tables[0]?.rows).toBeGreaterThan(0);
    expect([...phases]).toEqual(['streams', 'read-models', 'chain', 'done']);
    // The scratch folds are gone.
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_namespace where nspname like 'verify\\_%'`.execute(
      system.database.db,
    );
    expect(rows).toEqual([]);
  }, 120_000);

  it('reports a read model whose rows were changed by hand', async () => {
    await sql`update note_templates set name = 'x' where id = ${templateId}`.execute(system.database.db);
    const report = await checkThroughApi();
    expect(report.ok).toBe(false);
    const model = report.readModels.find((candidate) => candidate.name === 'note_templates');
    expect(model).toMatchObject({ matches: false, tables: [{ table: 'note_templates', checksumMatches: false }] });
    expect(model?.tables[0]?.rows).toBe(model?.tables[0]?.rebuildRows);
    expect(report.readModels.filter((candidate) => !candidate.matches).map((candidate) => candidate.name)).toEqual(['note_templates']);
    expect(report.streams.problems).toEqual([]);
  }, 120_000);

  it('reports an event its stream’s decider has no case for, written outside the decider', async () => {
    // The decider passes over it (a newer version's type must not break an older fold), but only the decider
    // writes this stream: a type it does not know was written by something else.
    await system.store.appendToStream(
      noteTemplateStream(templateId),
      [
        {
          id: randomUUID(),
          type: 'NoteTemplateRenamedByHand',
          data: { templateId, name: 'x' },
          metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
        },
      ],
      { expectedRevision: 'any' },
    );
    await waitForReadModels(system);
    const report = await checkThroughApi();
    expect(report.streams.problems).toEqual([
      { stream: noteTemplateStream(templateId), revision: 1, type: 'NoteTemplateRenamedByHand', problem: 'unknown type' },
    ]);
    expect(report.ok).toBe(false);
  }, 120_000);

  it('lists a category no decider writes as not replayed, without calling it a problem', async () => {
    await system.store.appendToStream(
      `nodecider-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'SomethingRecorded',
          data: {},
          metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await waitForReadModels(system);
    const report = await runIntegrityCheck({ store: system.store, db: system.database.db, streams, projections });
    expect(report.streams.notReplayed).toContainEqual({ category: 'nodecider', events: 1 });
    expect(report.streams.problems.map((problem) => problem.stream)).not.toContain(expect.stringMatching(/^nodecider-/));
  }, 120_000);

  it('is for holders of view_audit_log; a second start while one runs joins it', async () => {
    expect((await call('POST', '/audit/integrity', frontDesk)).status).toBe(403);
    expect((await call('GET', '/audit/integrity', frontDesk)).status).toBe(403);
    const first = integrityStartedSchema.parse(await (await call('POST', '/audit/integrity', admin)).json());
    const second = await call('POST', '/audit/integrity', admin);
    expect(second.status).toBe(202);
    expect(integrityStartedSchema.parse(await second.json()).id).toBe(first.id);
    expect((await call('POST', '/audit/integrity', admin, { now: true })).status).toBe(400);
    await checkThroughApi().catch(() => undefined);
  }, 120_000);
});
