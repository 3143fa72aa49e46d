import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { resourceNeeds, type ResourceNeed, type Service, type ServiceCategory, type ServiceInput } from '@chairside/shared/catalogue/catalogue-dto';
import { CatalogueField, fieldAria } from '../catalogue/catalogue-field';
import type { FieldErrors } from '../catalogue/catalogue-form';
import { ColorInput } from '../catalogue/color-input';
import { emptyServiceForm, formFromService, readServiceForm, resourceNeedLabels, type ServiceForm } from './service-form';

type ServiceDialogProps = {
  service: Service | null;
  categories: readonly ServiceCategory[];
  // The category chosen in the list's filter, preselected for a new service.
  defaultCategoryId: string;
  saving: boolean;
  error: string | null;
  onSubmit(input: ServiceInput): void;
  onClose(): void;
};

type MinuteField = { key: 'duration' | 'processing' | 'buffer'; error: 'durationMinutes' | 'processingMinutes' | 'bufferMinutes'; label: string; hint: string };

// What the three times mean, in the words of the schema's comment.
const minuteFields: MinuteField[] = [
  { key: 'duration', error: 'durationMinutes', label: 'Duration (minutes)', hint: 'The time the staff member works with the client. Steps of 5 minutes.' },
  {
    key: 'processing',
    error: 'processingMinutes',
    label: 'Processing time (minutes)',
    hint: 'Right after, the client stays (for example while color develops) and the staff member is free for someone else. 0 for none.',
  },
  { key: 'buffer', error: 'bufferMinutes', label: 'Buffer time (minutes)', hint: 'After the client leaves, the staff member and room stay blocked for clean-up. 0 for none.' },
];

export function ServiceDialog({ service, categories, defaultCategoryId, saving, error, onSubmit, onClose }: ServiceDialogProps) {
  const [form, setForm] = useState<ServiceForm>(() => (service ? formFromService(service) : emptyServiceForm(defaultCategoryId)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = service ? `Edit ${service.name}` : 'Add service';

  const change = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K], errorKey: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [errorKey]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readServiceForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.input);
  };

  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : onClose} className="catalogue-dialog" portalClassName="catalogue-dialog-portal">
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          <div className="catalogue-form-grid">
            <CatalogueField id="service-name" label="Service name" error={errors.name} className="catalogue-form-wide">
              <InputGroup id="service-name" autoFocus value={form.name} onValueChange={(value) => change('name', value, 'name')} {...fieldAria('service-name', errors.name, false)} />
            </CatalogueField>
            <CatalogueField id="service-category" label="Category" error={errors.categoryId}>
              <HTMLSelect id="service-category" fill value={form.categoryId} onChange={(event) => change('categoryId', event.currentTarget.value, 'categoryId')} {...fieldAria('service-category', errors.categoryId, false)}>
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </HTMLSelect>
            </CatalogueField>
            <CatalogueField id="service-price" label="Price ($)" hint="In dollars, for example 45.00." error={errors.priceCents}>
              <InputGroup id="service-price" inputMode="decimal" leftIcon="dollar" value={form.price} onValueChange={(value) => change('price', value, 'priceCents')} {...fieldAria('service-price', errors.priceCents)} />
            </CatalogueField>
            {minuteFields.map((field) => (
              <CatalogueField key={field.key} id={`service-${field.key}`} label={field.label} hint={field.hint} error={errors[field.error]}>
                <InputGroup
                  id={`service-${field.key}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={5}
                  value={form[field.key]}
                  onValueChange={(value) => change(field.key, value, field.error)}
                  {...fieldAria(`service-${field.key}`, errors[field.error])}
                />
              </CatalogueField>
            ))}
            <ColorInput id="service-color" label="Color" value={form.color} error={errors.color} onChange={(value) => change('color', value, 'color')} />
            <CatalogueField id="service-resource" label="Also needs" hint="What the service takes besides the staff member: one room or one device that serves it." error={errors.resourceNeed}>
              <HTMLSelect id="service-resource" fill value={form.resourceNeed} onChange={(event) => change('resourceNeed', event.currentTarget.value as ResourceNeed, 'resourceNeed')} {...fieldAria('service-resource', errors.resourceNeed)}>
                {resourceNeeds.map((need) => (
                  <option key={need} value={need}>
                    {resourceNeedLabels[need]}
                  </option>
                ))}
              </HTMLSelect>
            </CatalogueField>
            <CatalogueField id="service-description" label="Description" hint="Optional: what the service includes, in a sentence or two." error={errors.description} className="catalogue-form-wide">
              <TextArea id="service-description" fill rows={3} value={form.description} onChange={(event) => change('description', event.currentTarget.value, 'description')} {...fieldAria('service-description', errors.description)} />
            </CatalogueField>
            <div className="catalogue-form-wide">
              <Switch label="Bookable online" role="switch" checked={form.onlineBookable} onChange={(event) => change('onlineBookable', event.currentTarget.checked, 'onlineBookable')} />
            </div>
          </div>
          {Object.keys(errors).length > 0 ? (
            <Callout intent="warning" role="alert" compact>
              Check the highlighted fields; nothing was saved.
            </Callout>
          ) : null}
          {error ? (
            <Callout intent="danger" role="alert" title={service ? 'Could not save the service' : 'Could not add the service'} compact>
              {error}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text={service ? 'Save service' : 'Add service'} loading={saving} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
