import { useState } from 'react';
import { Checkbox, Switch } from '@blueprintjs/core';
import type { Location } from '@chairside/shared/business/business-dto';
import {
  resourceNeeds,
  type ResourceNeed,
  type Service,
  type ServiceCategory,
  type ServiceInput,
} from '@chairside/shared/catalogue/catalogue-dto';
import { AddEditDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { ColorPickerField, SelectField, TextAreaField, TextField, TextFieldList, type TextFieldSpec } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { emptyServiceForm, formFromService, readServiceForm, resourceNeedLabels, type ServiceForm } from '../service-form';

// The service's fields, and where it is offered (null: every location).
export type ServiceDialogInput = { input: ServiceInput; locationIds: string[] | null };

type ServiceDialogProps = SubmitDialogProps<ServiceDialogInput> & {
  service: Service | null;
  locations: readonly Location[];
  categories: readonly ServiceCategory[];
  // The category chosen in the list's filter, preselected for a new service.
  defaultCategoryId: string;
};

// What the three times mean, in the words of the schema's comment.
const minuteInput = { type: 'number', inputMode: 'numeric', min: 0, step: 5 } as const;
const minuteFields: TextFieldSpec<'duration' | 'processing' | 'buffer'>[] = [
  {
    ...minuteInput,
    key: 'duration',
    problem: 'durationMinutes',
    label: 'Duration (minutes)',
    hint: 'The time the staff member works with the client. Steps of 5 minutes.',
  },
  {
    ...minuteInput,
    key: 'processing',
    problem: 'processingMinutes',
    label: 'Processing time (minutes)',
    hint: 'Right after, the client stays (for example while color develops) and the staff member is free for someone else. 0 for none.',
  },
  {
    ...minuteInput,
    key: 'buffer',
    problem: 'bufferMinutes',
    label: 'Buffer time (minutes)',
    hint: 'After the client leaves, the staff member and room stay blocked for clean-up. 0 for none.',
  },
];

export function ServiceDialog({ service, categories, locations, defaultCategoryId, status, onSubmit, onClose }: ServiceDialogProps) {
  const form = useFormDraft<ServiceForm>(() => (service ? formFromService(service) : emptyServiceForm(defaultCategoryId)));
  const { draft, problems } = form;
  // A field's own message goes once it changes; the schema names some fields otherwise.
  const change = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K], problemKey: string = key) =>
    form.change({ [key]: value } as Partial<ServiceForm>, [problemKey]);
  // Where it is offered: every location, or the ticked ones.
  const [everywhere, setEverywhere] = useState(service?.locationIds == null);
  const [offeredAt, setOfferedAt] = useState<readonly string[]>(service?.locationIds ?? []);
  const [locationProblem, setLocationProblem] = useState<string | undefined>();
  const toggleLocation = (id: string, on: boolean) => {
    setLocationProblem(undefined);
    setOfferedAt((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  };
  const submit = () => {
    const input = form.read(readServiceForm(draft));
    if (!everywhere && offeredAt.length === 0) {
      setLocationProblem('Choose at least one location, or offer it at every location');
      return;
    }
    if (input) onSubmit({ input, locationIds: everywhere ? null : [...offeredAt] });
  };

  return (
    <AddEditDialog
      noun="service"
      editing={service}
      problems={locationProblem ? { ...problems, locationIds: locationProblem } : problems}
      className="catalogue-dialog"
      status={status}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="catalogue-form-grid">
        <TextField
          id="service-name"
          label="Service name"
          problem={problems.name}
          className="catalogue-form-wide"
          autoFocus
          value={draft.name}
          onChange={(value) => change('name', value)}
        />
        <SelectField
          id="service-category"
          label="Category"
          problem={problems.categoryId}
          placeholder="Choose a category"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          value={draft.categoryId}
          onChange={(value) => change('categoryId', value)}
        />
        <TextField
          id="service-price"
          label="Price ($)"
          hint="In dollars, for example 45.00."
          problem={problems.priceCents}
          inputMode="decimal"
          leftIcon="dollar"
          value={draft.price}
          onChange={(value) => change('price', value, 'priceCents')}
        />
        <TextFieldList idPrefix="service" fields={minuteFields} values={draft} problems={problems} onChange={change} />
        <ColorPickerField
          id="service-color"
          label="Color"
          hint={`Shown on the calendar: ${draft.color}`}
          problem={problems.color}
          value={draft.color}
          onChange={(value) => change('color', value)}
        />
        <SelectField
          id="service-resource"
          label="Also needs"
          hint="What the service takes besides the staff member: one room or one device that serves it."
          problem={problems.resourceNeed}
          options={resourceNeeds.map((need) => ({ value: need, label: resourceNeedLabels[need] }))}
          value={draft.resourceNeed}
          onChange={(value) => change('resourceNeed', value as ResourceNeed)}
        />
        <TextAreaField
          id="service-description"
          label="Description"
          hint="Optional: what the service includes, in a sentence or two."
          problem={problems.description}
          className="catalogue-form-wide"
          rows={3}
          value={draft.description}
          onChange={(value) => change('description', value)}
        />
        <div className="catalogue-form-wide">
          <Switch
            label="Bookable online"
            role="switch"
            checked={draft.onlineBookable}
            onChange={(event) => change('onlineBookable', event.currentTarget.checked)}
          />
        </div>
        <fieldset
          className="catalogue-form-wide service-locations"
          aria-describedby={locationProblem ? 'service-locations-problem' : undefined}
        >
          <legend>Offered at</legend>
          <Checkbox
            label="Every location"
            checked={everywhere}
            onChange={(event) => {
              setLocationProblem(undefined);
              setEverywhere(event.currentTarget.checked);
            }}
          />
          {everywhere
            ? null
            : locations.map((location) => (
                <Checkbox
                  key={location.id}
                  label={location.isActive ? location.name : `${location.name} (inactive)`}
                  checked={offeredAt.includes(location.id)}
                  onChange={(event) => toggleLocation(location.id, event.currentTarget.checked)}
                />
              ))}
          {locationProblem ? (
            <p id="service-locations-problem" className="service-locations-problem">
              {locationProblem}
            </p>
          ) : null}
        </fieldset>
      </div>
    </AddEditDialog>
  );
}
