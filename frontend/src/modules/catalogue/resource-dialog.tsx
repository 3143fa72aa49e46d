import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { CatalogueField, fieldAria } from './catalogue-field';
import type { FieldErrors } from './catalogue-form';
import { capitalised, type ResourceForm, type ResourceKind, type ResourceRow } from './resource-kind';
import { ServicePicker } from './service-picker';

type ResourceDialogProps = {
  kind: ResourceKind;
  resource: ResourceRow | null;
  locationId: string;
  locationName: string;
  services: readonly Service[];
  saving: boolean;
  error: string | null;
  onSubmit(body: unknown, name: string): void;
  onClose(): void;
};

export function ResourceDialog({ kind, resource, locationId, locationName, services, saving, error, onSubmit, onClose }: ResourceDialogProps) {
  const [form, setForm] = useState<ResourceForm>(() =>
    resource ? { name: resource.name, amount: String(resource.amount), serviceIds: resource.serviceIds } : { name: '', amount: '1', serviceIds: [] },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = resource ? `Edit ${resource.name}` : `Add ${kind.noun}`;
  const nameId = `${kind.noun}-name`;
  const amountId = `${kind.noun}-amount`;

  const change = (next: Partial<ResourceForm>) => {
    setErrors({});
    setForm((current) => ({ ...current, ...next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = kind.readForm(resource?.locationId ?? locationId, form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.body, result.name);
  };

  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : onClose} className="catalogue-dialog" portalClassName="catalogue-dialog-portal">
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          <p className="catalogue-muted">At {locationName}.</p>
          <div className="catalogue-form-grid">
            <CatalogueField id={nameId} label={`${capitalised(kind.noun)} name`} hint="Unique at this location." error={errors.name}>
              <InputGroup id={nameId} autoFocus value={form.name} onValueChange={(name) => change({ name })} {...fieldAria(nameId, errors.name)} />
            </CatalogueField>
            <CatalogueField id={amountId} label={kind.amountLabel} hint={kind.amountHint} error={errors.amount}>
              <InputGroup id={amountId} type="number" inputMode="numeric" min={1} step={1} value={form.amount} onValueChange={(amount) => change({ amount })} {...fieldAria(amountId, errors.amount)} />
            </CatalogueField>
          </div>
          <ServicePicker legend="Services it serves" services={services} selected={form.serviceIds} error={errors.serviceIds} onChange={(serviceIds) => change({ serviceIds })} />
          {errors.locationId ? (
            <Callout intent="warning" role="alert" compact>
              {errors.locationId}
            </Callout>
          ) : null}
          {error ? (
            <Callout intent="danger" role="alert" title={resource ? `Could not save the ${kind.noun}` : `Could not add the ${kind.noun}`} compact>
              {error}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text={resource ? `Save ${kind.noun}` : `Add ${kind.noun}`} loading={saving} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
