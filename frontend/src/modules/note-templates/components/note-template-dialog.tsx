import { Button } from '@blueprintjs/core';
import type { NoteTemplate, NoteTemplateInput } from '@chairside/shared/note-templates/note-template-dto';
import {
  fillPlaceholders,
  noteTemplatePlaceholders,
  samplePlaceholderValues,
} from '@chairside/shared/note-templates/note-template-placeholders';
import { AddEditDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { TextAreaField, TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { readNoteTemplateForm, type NoteTemplateForm } from '../note-template-form';

type NoteTemplateDialogProps = SubmitDialogProps<NoteTemplateInput> & { template: NoteTemplate | null };

// Add or edit a template: its name, its text with placeholders (a button per placeholder adds it at the
// end), and a live preview of the text filled with sample values.
export function NoteTemplateDialog({ template, status, onSubmit, onClose }: NoteTemplateDialogProps) {
  const form = useFormDraft<NoteTemplateForm>(() => ({ name: template?.name ?? '', body: template?.body ?? '' }));
  const { draft, problems } = form;
  const submit = () => {
    const input = form.read(readNoteTemplateForm(draft));
    if (input) onSubmit(input);
  };
  const insert = (placeholder: string) =>
    form.change({ body: `${draft.body}${draft.body && !draft.body.endsWith(' ') ? ' ' : ''}{${placeholder}}` });

  return (
    <AddEditDialog
      noun="note template"
      editing={template}
      problems={problems}
      className="catalogue-dialog"
      status={status}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="note-template-name"
        label="Template name"
        problem={problems.name}
        required
        autoFocus
        value={draft.name}
        onChange={(name) => form.change({ name })}
      />
      <TextAreaField
        id="note-template-body"
        label="Note text"
        hint="Placeholders in braces are filled in when the note is written."
        problem={problems.body}
        required
        rows={5}
        value={draft.body}
        onChange={(body) => form.change({ body })}
      />
      <div className="note-template-placeholders" role="group" aria-label="Insert a placeholder">
        {noteTemplatePlaceholders.map((placeholder) => (
          <Button
            key={placeholder}
            size="small"
            variant="outlined"
            text={`{${placeholder}}`}
            aria-label={`Insert ${placeholder}`}
            onClick={() => insert(placeholder)}
          />
        ))}
      </div>
      <section className="note-template-preview" aria-label="Preview">
        <h3>Preview</h3>
        <p>{draft.body.trim() ? fillPlaceholders(draft.body, samplePlaceholderValues) : 'The note appears here as you write it.'}</p>
      </section>
    </AddEditDialog>
  );
}
