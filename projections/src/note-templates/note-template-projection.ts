import { noteTemplateEventTypes, type NoteTemplateEvent } from '@chairside/shared/note-templates/note-template-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createNoteTemplateTable } from './note-template-table';

// Note templates, active and archived.
export const noteTemplateProjection = defineProjection<NoteTemplateEvent>({
  name: 'note_templates',
  version: 1,
  eventTypes: noteTemplateEventTypes,
  topics: ['note-templates'],
  tables: { note_templates: createNoteTemplateTable },
  async apply(_trx, events, context) {
    const rows = rowsById(
      await context.tables.select(
        'note_templates',
        'id',
        events.map((event) => event.data.templateId),
      ),
    );
    for (const event of events) {
      const { templateId } = event.data;
      const at = new Date(event.metadata.occurredAt);
      switch (event.type) {
        case 'NoteTemplateCreated':
          rows.insert(templateId, { id: templateId, name: event.data.name, body: event.data.body, archived: false, updated_at: at });
          break;
        case 'NoteTemplateChanged':
          rows.update(templateId, (row) => ({ ...row, name: event.data.name, body: event.data.body, updated_at: at }));
          break;
        case 'NoteTemplateArchived':
        case 'NoteTemplateRestored':
          rows.update(templateId, (row) => ({ ...row, archived: event.type === 'NoteTemplateArchived', updated_at: at }));
          break;
        default:
          unfoldable('note_templates', event);
      }
      context.change({ topic: 'note-templates', rooms: ['staff'], ids: [templateId] }, event);
    }
    await rows.write(context.tables.rows('note_templates', 'id'));
  },
});
