import { noteTemplateInputSchema, type NoteTemplateInput } from '@chairside/shared/note-templates/note-template-dto';
import { parseWith, type Parsed } from '../../ui/form-problems';

export type NoteTemplateForm = { name: string; body: string };

// The editor's fields read with the route's own schema: the same messages on both sides.
export const readNoteTemplateForm = (form: NoteTemplateForm): Parsed<NoteTemplateInput> => parseWith(noteTemplateInputSchema, form);
