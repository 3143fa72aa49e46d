import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { noteTemplateSchema } from '@chairside/shared/note-templates/note-template-dto';
import { noteTemplateStream } from '@chairside/shared/note-templates/note-template-events';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword } from '../identity/index';
import { callApi, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let manager: string;
let frontDesk: string;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const list = async (token: string, includeArchived = false) => {
  const response = await call('GET', `/note-templates?includeArchived=${includeArchived}`, token);
  expect(response.status).toBe(200);
  return noteTemplateSchema.array().parse(await response.json());
};

describe('note templates API', () => {
  let id: string;
  const name = `Aftercare ${tag}`;

  it('creates a template the front desk can read as soon as the reply comes', async () => {
    const response = await call('POST', '/note-templates', manager, {
      name: ` ${name} `,
      body: 'Hi {client first name}, enjoy your {service}.',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    id = commandReplySchema.parse(await response.json()).id;
    expect((await system.store.readStream(noteTemplateStream(id))).map((event) => event.type)).toEqual(['NoteTemplateCreated']);
    expect((await list(frontDesk)).find((template) => template.id === id)).toMatchObject({ name, archived: false });
  });

  it('refuses the front desk a change, a taken name and an unknown placeholder', async () => {
    expect((await call('POST', '/note-templates', frontDesk, { name: `Desk ${tag}`, body: 'Hello' })).status).toBe(403);
    const taken = await call('POST', '/note-templates', manager, { name: name.toUpperCase(), body: 'Hello' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: `A note template named “${name.toUpperCase()}” already exists` });
    const unknown = await call('POST', '/note-templates', manager, { name: `Typo ${tag}`, body: 'Hi {nickname}' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('Unknown placeholder {nickname}');
  });

  it('edits, archives and restores, and a restored name must still be free', async () => {
    expect((await call('PUT', `/note-templates/${id}`, manager, { name, body: 'See you {date} at {time}.' })).status).toBe(200);
    expect((await list(manager)).find((template) => template.id === id)?.body).toBe('See you {date} at {time}.');
    expect((await call('POST', `/note-templates/${id}/archive`, manager)).status).toBe(200);
    expect((await list(manager)).some((template) => template.id === id)).toBe(false);
    expect((await list(manager, true)).find((template) => template.id === id)?.archived).toBe(true);
    // While archived, its name is free again; restoring the first one then clashes.
    const second = await call('POST', '/note-templates', manager, { name, body: 'Another' });
    expect(second.status).toBe(200);
    expect((await call('POST', `/note-templates/${id}/restore`, manager)).status).toBe(409);
    await call('POST', `/note-templates/${commandReplySchema.parse(await second.json()).id}/archive`, manager);
    expect((await call('POST', `/note-templates/${id}/restore`, manager)).status).toBe(200);
    expect((await list(frontDesk)).find((template) => template.id === id)?.archived).toBe(false);
  });

  it('answers 404 for a template that does not exist', async () => {
    expect((await call('POST', '/note-templates/00000000-0000-4000-8000-000000000000/archive', manager)).status).toBe(404);
  });
});
