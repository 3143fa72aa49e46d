import { savePermissionGroupSchema, type PermissionGroup } from '@chairside/shared/identity/identity-dto';
import { FormDialog } from '../../../ui/form-dialog';
import { TextAreaField, TextField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useSavePermissionGroup } from '../hooks/use-permission-commands';
import type { PermissionCatalogueEntry } from '../permissions-queries';
import { PermissionChecklist } from './permission-checklist';

type PermissionGroupDialogProps = {
  group: PermissionGroup | null;
  catalogue: readonly PermissionCatalogueEntry[];
  onClose(saved: string | null): void;
};

// Create (group null) or edit a permission group: its name, description and permissions.
export function PermissionGroupDialog({ group, catalogue, onClose }: PermissionGroupDialogProps) {
  const form = useFormDraft({ name: group?.name ?? '', description: group?.description ?? '', permissions: group?.permissions ?? [] });
  const save = useSavePermissionGroup();

  const submit = () => {
    const input = form.read(parseWith(savePermissionGroupSchema, form.draft));
    if (input) save.mutate({ id: group?.id ?? null, input }, { onSuccess: () => onClose(input.name) });
  };

  return (
    <FormDialog
      title={group ? `Edit ${group.name}` : 'New group'}
      className="permissions-dialog"
      status={save}
      warning={Object.values(form.problems)[0]}
      errorTitle="Could not save the group"
      submitText={group ? 'Save group' : 'Create group'}
      onSubmit={submit}
      onClose={() => onClose(null)}
    >
      <TextField id="group-name" label="Group name" autoFocus value={form.draft.name} onChange={(name) => form.change({ name }, 'all')} />
      <TextAreaField
        id="group-description"
        label="Description"
        value={form.draft.description}
        onChange={(description) => form.change({ description }, [])}
      />
      <h3 className="permissions-subheading">Permissions ({form.draft.permissions.length})</h3>
      <PermissionChecklist
        idPrefix="group"
        catalogue={catalogue}
        selected={form.draft.permissions}
        disabled={save.isPending}
        onChange={(permissions) => form.change({ permissions }, [])}
      />
    </FormDialog>
  );
}
