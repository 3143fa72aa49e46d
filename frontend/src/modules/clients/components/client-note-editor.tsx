import { useRef, useState } from 'react';
import { Checkbox, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { clientNoteRevisionSchema, type ClientNote, type ClientNoteRevision } from '@chairside/shared/clients/client-note-dto';
import { fillKnownPlaceholders, type KnownPlaceholders } from '@chairside/shared/clients/client-note-placeholders';
import { noteTemplateQueries } from '../../note-templates/note-templates-queries';
import { usePermissions } from '../../../access/use-permissions';
import { FormDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';

export type PlaceholderValues = KnownPlaceholders;

const TEMPLATE_PERMISSIONS = ['view_note_templates', 'edit_note_templates'];

// Inserts `text` at the caret (or in place of the selection); at the end when the field was never focused.
function insertAt(current: string, text: string, field: HTMLTextAreaElement | null): string {
  const start = field?.selectionStart ?? current.length;
  const end = field?.selectionEnd ?? current.length;
  return `${current.slice(0, start)}${text}${current.slice(end)}`;
}

type NoteEditorProps = SubmitDialogProps<ClientNoteRevision> & {
  // The note being edited (its next version), or null for a new one.
  note: ClientNote | null;
  placeholders: PlaceholderValues;
};

// Writes a note or its next version: the text, "Pin as alert", and (with view_note_templates) a template
// inserted at the caret with its placeholders filled from the client, the appointment and its staff member.
export function ClientNoteEditor({ note, placeholders, status, onSubmit, onClose }: NoteEditorProps) {
  const form = useFormDraft<ClientNoteRevision>(() => ({ text: note?.text ?? '', pinned: note?.pinned ?? false }));
  const { draft, problems } = form;
  const field = useRef<HTMLTextAreaElement | null>(null);
  const { canAny } = usePermissions();
  const mayInsert = canAny(TEMPLATE_PERMISSIONS);
  const templates = useQuery({ ...noteTemplateQueries.list(false), enabled: mayInsert });
  const [chosen, setChosen] = useState('');

  const insert = (templateId: string) => {
    const template = templates.data?.find((candidate) => candidate.id === templateId);
    setChosen('');
    if (template) form.change({ text: insertAt(draft.text, fillKnownPlaceholders(template.body, placeholders), field.current) });
  };
  const submit = () => {
    const input = form.read(parseWith(clientNoteRevisionSchema, draft));
    if (input) onSubmit(input);
  };

  return (
    <FormDialog
      title={note ? 'Edit note' : 'Add note'}
      labelForm
      className="client-note-dialog"
      status={status}
      errorTitle={note ? 'Could not save the note' : 'Could not add the note'}
      submitText={note ? 'Save note' : 'Add note'}
      onSubmit={submit}
      onClose={onClose}
    >
      {mayInsert && (templates.data?.length ?? 0) > 0 ? (
        <FormField id="client-note-template" label="Insert a template" hint="Its placeholders are filled in where they are known.">
          {(control) => (
            <HTMLSelect {...control} fill value={chosen} onChange={(event) => insert(event.currentTarget.value)}>
              <option value="">Choose a template…</option>
              {templates.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </HTMLSelect>
          )}
        </FormField>
      ) : null}
      <FormField id="client-note-text" label="Note" problem={problems.text} required>
        {(control, intent) => (
          <TextArea
            {...control}
            inputRef={field}
            fill
            rows={5}
            intent={intent}
            autoFocus
            value={draft.text}
            onChange={(event) => form.change({ text: event.currentTarget.value })}
          />
        )}
      </FormField>
      <Checkbox
        label="Pin as alert (shown on the calendar and at checkout)"
        checked={draft.pinned}
        onChange={(event) => form.change({ pinned: event.currentTarget.checked })}
      />
    </FormDialog>
  );
}
