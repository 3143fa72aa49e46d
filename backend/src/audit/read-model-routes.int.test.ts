import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionStatusReplySchema, type ProjectionStatus } from '@chairside/shared/system/projection-status';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword } from '../identity/index';
import { callApi, createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let auditor: string;
let frontDesk: string;
let admin: string;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  auditor = (await createTestUser(system, { permissions: ['view_audit_log'] })).token;
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  await waitForReadModels(system);
}, 120_000);
afterAll(() => system.stop());

const readModels = async (token: string) => {
  const response = await callApi(system.baseUrl, 'GET', '/audit/read-models', token);
  expect(response.status, await response.clone().text()).toBe(200);
  return projectionStatusReplySchema.parse(await response.json()).projections;
};
const noteTemplates = async (): Promise<ProjectionStatus> => {
  const status = (await readModels(auditor)).find((projection) => projection.name === 'note_templates');
  if (!status) throw new Error('note_templates is not in the statuses');
  return status;
};

describe('read models API', () => {
  it('shows a holder of view_audit_log what administrators see at /system/projections', async () => {
    const statuses = await readModels(auditor);
    const adminView = await callApi(system.baseUrl, 'GET', '/system/projections', admin);
    const names = projectionStatusReplySchema.parse(await adminView.json()).projections.map((projection) => projection.name);
    expect(statuses.map((status) => status.name)).toEqual(names);
    expect(statuses.find((status) => status.name === 'note_templates')).toMatchObject({
      eventsBehind: 0,
      rebuild: null,
      failure: null,
      runner: { id: 'test' },
    });
  });

  it('refuses callers without view_audit_log, and leaves rebuilding to administrators', async () => {
    expect((await callApi(system.baseUrl, 'GET', '/audit/read-models', frontDesk)).status).toBe(403);
    expect((await callApi(system.baseUrl, 'GET', '/audit/read-models', null)).status).toBe(401);
    expect((await callApi(system.baseUrl, 'POST', '/system/projections/note_templates/rebuild', auditor)).status).toBe(403);
  });

  it('shows an administrator-started rebuild with its progress, ending with the same figures', async () => {
    const before = await noteTemplates();
    const started = await callApi(system.baseUrl, 'POST', '/system/projections/note_templates/rebuild', admin);
    expect(started.status).toBe(202);
    const { generation } = (await started.json()) as { generation: number };
    expect(generation).toBeGreaterThan(before.activeGeneration);
    // Asked at once, before the supervisor has even started its runner: the rebuild shows from its request.
    const rebuilding = await noteTemplates();
    expect(rebuilding.rebuild).toMatchObject({ generation, version: before.version });
    const progress = rebuilding.rebuild as NonNullable<ProjectionStatus['rebuild']>;
    expect(progress.total).toBeGreaterThanOrEqual(before.eventsProcessed);
    expect(progress.processed).toBeLessThanOrEqual(progress.total);
    expect(progress.percent).toBeGreaterThanOrEqual(0);
    expect(progress.secondsLeft === null || progress.secondsLeft >= 0).toBe(true);
    // The old generation serves meanwhile.
    expect(rebuilding.activeGeneration).toBe(before.activeGeneration);

    await expect.poll(async () => (await noteTemplates()).activeGeneration, { timeout: 30_000, interval: 100 }).toBe(generation);
    await expect.poll(async () => (await noteTemplates()).eventsBehind, { timeout: 10_000, interval: 100 }).toBe(0);
    expect(await noteTemplates()).toMatchObject({
      activeGeneration: generation,
      version: before.version,
      eventsProcessed: before.eventsProcessed,
      rebuild: null,
      failure: null,
    });
  });
});
