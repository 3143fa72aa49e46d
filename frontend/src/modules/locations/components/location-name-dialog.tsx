import { Checkbox } from '@blueprintjs/core';
import { createLocationSchema } from '@chairside/shared/identity/identity-dto';
import { FormDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';

type LocationNameDialogProps = SubmitDialogProps<{ name: string; isDefault: boolean }> & {
  mode: 'create' | 'rename';
  initialName?: string;
};

// "Add location" and "Rename location" share one small form; only creation offers the default flag.
export function LocationNameDialog({ mode, initialName = '', status, onSubmit, onClose }: LocationNameDialogProps) {
  const form = useFormDraft({ name: initialName, isDefault: false });
  const creating = mode === 'create';
  const submit = () => {
    const input = form.read(parseWith(createLocationSchema, form.draft));
    if (input) onSubmit(input);
  };

  return (
    <FormDialog
      title={creating ? 'Add location' : `Rename ${initialName}`}
      className="locations-dialog"
      status={status}
      warning={Object.values(form.problems)[0]}
      errorTitle={creating ? 'Could not add the location' : 'Could not rename the location'}
      submitText={creating ? 'Add location' : 'Save name'}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="location-name"
        label="Location name"
        hint="Names are unique; upper and lower case count as the same."
        autoFocus
        value={form.draft.name}
        onChange={(name) => form.change({ name }, ['name', ''])}
      />
      {creating ? (
        <Checkbox
          label="Make this the default location"
          checked={form.draft.isDefault}
          onChange={(event) => form.change({ isDefault: event.currentTarget.checked })}
        />
      ) : null}
    </FormDialog>
  );
}
