import type { NoteTemplateInput } from '@chairside/shared/note-templates/note-template-dto';
import type { NoteTemplateEvent } from '@chairside/shared/note-templates/note-template-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type NoteTemplateCommand =
  | ({ type: 'CreateNoteTemplate'; templateId: string } & NoteTemplateInput)
  | ({ type: 'ChangeNoteTemplate'; templateId: string } & NoteTemplateInput)
  | { type: 'ArchiveNoteTemplate'; templateId: string }
  | { type: 'RestoreNoteTemplate'; templateId: string };

export type NoteTemplateState = { exists: boolean; archived: boolean; name: string; body: string };

const notFound = () => new DomainError('Note template not found', 404);

// One stream per template (`notetemplate-<id>`): created once, then changed, archived and restored. Whether
// its name is unique among the active templates needs the read model: the service checks it first.
export const noteTemplateDecider: Decider<NoteTemplateState, NoteTemplateCommand, NoteTemplateEvent> = {
  initialState: () => ({ exists: false, archived: false, name: '', body: '' }),

  evolve(state, event) {
    switch (event.type) {
      case 'NoteTemplateCreated':
      case 'NoteTemplateChanged':
        return { ...state, exists: true, name: event.data.name, body: event.data.body };
      case 'NoteTemplateArchived':
        return { ...state, archived: true };
      case 'NoteTemplateRestored':
        return { ...state, archived: false };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    const { templateId } = command;
    switch (command.type) {
      case 'CreateNoteTemplate':
        if (state.exists) throw new DomainError('That note template already exists', 409);
        return [{ type: 'NoteTemplateCreated', data: { templateId, name: command.name, body: command.body } }];
      case 'ChangeNoteTemplate':
        if (!state.exists) throw notFound();
        if (state.archived) throw new DomainError('Restore this note template before editing it', 409);
        if (state.name === command.name && state.body === command.body) return [];
        return [{ type: 'NoteTemplateChanged', data: { templateId, name: command.name, body: command.body } }];
      case 'ArchiveNoteTemplate':
        if (!state.exists) throw notFound();
        return state.archived ? [] : [{ type: 'NoteTemplateArchived', data: { templateId } }];
      case 'RestoreNoteTemplate':
        if (!state.exists) throw notFound();
        return state.archived ? [{ type: 'NoteTemplateRestored', data: { templateId } }] : [];
      default:
        return unhandled(command);
    }
  },
};
