import type { NoteTemplateInput } from '@chairside/shared/note-templates/note-template-dto';
import { useActionCommand, useSaveCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';

export const useSaveNoteTemplate = () => useSaveCommand<NoteTemplateInput>('/api/note-templates', ['note-templates']);
export const useNoteTemplateAction = () => useActionCommand<ArchiveAction>('/api/note-templates', ['note-templates']);
