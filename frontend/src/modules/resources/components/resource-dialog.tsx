import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { AddEditDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { capitalised, type ResourceForm, type ResourceInput, type ResourceKind, type ResourceRow } from '../resource-kind';
import { ServicePicker } from './service-picker';

type ResourceDialogProps = SubmitDialogProps<ResourceInput> & {
  kind: ResourceKind;
  resource: ResourceRow | null;
  locationId: string;
  locationName: string;
  services: readonly Service[];
};

export function ResourceDialog({ kind, resource, locationId, locationName, services, status, onSubmit, onClose }: ResourceDialogProps) {
  const form = useFormDraft<ResourceForm>(() =>
    resource
      ? { name: resource.name, amount: String(resource.amount), serviceIds: resource.serviceIds }
      : { name: '', amount: '1', serviceIds: [] },
  );
  const { draft, problems } = form;
  const change = (next: Partial<ResourceForm>) => form.change(next, 'all');
  const submit = () => {
    const input = form.read(kind.readForm(resource?.locationId ?? locationId, draft));
    if (input) onSubmit(input);
  };

  return (
    <AddEditDialog
      noun={kind.noun}
      editing={resource}
      warning={problems.locationId}
      className="catalogue-dialog"
      status={status}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="catalogue-muted">At {locationName}.</p>
      <div className="catalogue-form-grid">
        <TextField
          id={`${kind.noun}-name`}
          label={`${capitalised(kind.noun)} name`}
          hint="Unique at this location."
          problem={problems.name}
          autoFocus
          value={draft.name}
          onChange={(name) => change({ name })}
        />
        <TextField
          id={`${kind.noun}-amount`}
          label={kind.amountLabel}
          hint={kind.amountHint}
          problem={problems.amount}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.amount}
          onChange={(amount) => change({ amount })}
        />
      </div>
      <ServicePicker
        legend="Services it serves"
        services={services}
        selected={draft.serviceIds}
        problem={problems.serviceIds}
        onChange={(serviceIds) => change({ serviceIds })}
      />
    </AddEditDialog>
  );
}
