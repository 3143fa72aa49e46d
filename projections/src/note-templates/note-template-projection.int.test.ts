import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteTemplateStream, type NoteTemplateEvent } from '@chairside/shared/note-templates/note-template-events';
import { startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { noteTemplateProjection } from './note-template-projection';
import { findActiveNoteTemplateByName, listNoteTemplates } from './note-template-queries';

let world: ProjectionWorld;
beforeAll(async () => {
  world = await startProjectionWorld('note-templates-test', [noteTemplateProjection]);
}, 60_000);
afterAll(() => world?.stop());

describe('note templates read model', () => {
  const [aftercare, welcome] = [randomUUID(), randomUUID()];
  const created = (templateId: string, name: string, body: string): NoteTemplateEvent => ({
    type: 'NoteTemplateCreated',
    data: { templateId, name, body },
  });

  beforeAll(async () => {
    await world.append(noteTemplateStream(aftercare), [
      created(aftercare, 'Aftercare', 'Hi {client first name}'),
      { type: 'NoteTemplateChanged', data: { templateId: aftercare, name: 'Colour aftercare', body: 'Hi {client first name}, {service}' } },
    ]);
    await world.append(noteTemplateStream(welcome), [
      created(welcome, 'Welcome', 'Welcome to {location}'),
      { type: 'NoteTemplateArchived', data: { templateId: welcome } },
    ]);
    await world.caughtUp();
  });

  it('lists the active templates by name with their latest text, and the archived ones when asked', async () => {
    expect(await listNoteTemplates(world.readDb, { includeArchived: false })).toMatchObject([
      { id: aftercare, name: 'Colour aftercare', body: 'Hi {client first name}, {service}', archived: false },
    ]);
    expect(
      (await listNoteTemplates(world.readDb, { includeArchived: true })).map((template) => [template.name, template.archived]),
    ).toEqual([
      ['Colour aftercare', false],
      ['Welcome', true],
    ]);
  });

  it('finds an active template by name whatever its case, never an archived one', async () => {
    expect(await findActiveNoteTemplateByName(world.readDb, 'COLOUR AFTERCARE')).toBe(aftercare);
    expect(await findActiveNoteTemplateByName(world.readDb, 'Welcome')).toBeNull();
  });

  it('brings an archived template back on restore', async () => {
    await world.append(noteTemplateStream(welcome), [{ type: 'NoteTemplateRestored', data: { templateId: welcome } }]);
    await world.caughtUp();
    expect(await findActiveNoteTemplateByName(world.readDb, 'welcome')).toBe(welcome);
  });
});
