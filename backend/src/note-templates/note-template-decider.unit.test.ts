import { describe, it } from 'vitest';
import type { NoteTemplateEvent } from '@chairside/shared/note-templates/note-template-events';
import { deciderSpec } from '../../testing/decider-spec';
import { noteTemplateDecider } from './note-template-decider';

const now = new Date('2026-11-27T10:00:00Z');
const templateId = 'n0000000-0000-4000-8000-000000000001';
const text = { name: 'Colour follow-up', body: 'Hi {client first name}, how is your {service}?' };

const { given } = deciderSpec(noteTemplateDecider, { now });
const created: NoteTemplateEvent = { type: 'NoteTemplateCreated', data: { templateId, ...text } };
const archived: NoteTemplateEvent = { type: 'NoteTemplateArchived', data: { templateId } };
const restored: NoteTemplateEvent = { type: 'NoteTemplateRestored', data: { templateId } };

describe('note template decider', () => {
  it('creates a template once', () => {
    given([])
      .when({ type: 'CreateNoteTemplate', templateId, ...text })
      .then([created]);
    given([created])
      .when({ type: 'CreateNoteTemplate', templateId, ...text })
      .thenThrows({ status: 409, message: 'That note template already exists' });
  });

  it('changes a template, and records nothing when nothing changed', () => {
    given([created])
      .when({ type: 'ChangeNoteTemplate', templateId, name: 'Colour check', body: text.body })
      .then([{ type: 'NoteTemplateChanged', data: { templateId, name: 'Colour check', body: text.body } }]);
    given([created])
      .when({ type: 'ChangeNoteTemplate', templateId, ...text })
      .then([]);
    given([])
      .when({ type: 'ChangeNoteTemplate', templateId, ...text })
      .thenThrows({ status: 404, message: 'Note template not found' });
  });

  it('archives and restores, each only once, and edits only an active template', () => {
    given([created]).when({ type: 'ArchiveNoteTemplate', templateId }).then([archived]);
    given([created, archived]).when({ type: 'ArchiveNoteTemplate', templateId }).then([]);
    given([created, archived])
      .when({ type: 'ChangeNoteTemplate', templateId, name: 'Other', body: text.body })
      .thenThrows('Restore this note template before editing it');
    given([created, archived]).when({ type: 'RestoreNoteTemplate', templateId }).then([restored]);
    given([created, archived, restored]).when({ type: 'RestoreNoteTemplate', templateId }).then([]);
    given([]).when({ type: 'ArchiveNoteTemplate', templateId }).thenThrows(404);
  });
});
