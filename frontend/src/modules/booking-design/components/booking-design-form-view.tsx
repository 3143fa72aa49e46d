import { Button, Callout, HTMLSelect } from '@blueprintjs/core';
import { HOLD_MINUTES_RANGE, SLOT_INTERVALS, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import type { BookingDesignOptions } from '@chairside/shared/booking/booking-design-dto';
import { FormCallouts } from '../../../ui/form-callouts';
import { FormField, TextAreaField, TextField } from '../../../ui/form-field';
import type { FieldProblems } from '../../../ui/form-problems';
import type { BookingDesignForm } from '../booking-design-form';
import { BrandColorField } from './brand-color-field';
import { OfferedChecklist } from './offered-checklist';

type NumberKey = 'holdMinutes' | 'leadTimeMinutes' | 'horizonDays' | 'cancellationWindowHours';

type Props = {
  form: BookingDesignForm;
  problems: FieldProblems;
  options: BookingDesignOptions;
  canEdit: boolean;
  saving: boolean;
  dirty: boolean;
  warning: string | null;
  error: string | null;
  onChange(patch: Partial<BookingDesignForm>): void;
  onSave(): void;
  onDiscard(): void;
};

const numberFields: { key: NumberKey; label: string; hint: string; min: number; max: number }[] = [
  {
    key: 'holdMinutes',
    label: 'Hold length (minutes)',
    hint: `How long a chosen time is kept for a booker while they fill in their details: ${HOLD_MINUTES_RANGE.min}–${HOLD_MINUTES_RANGE.max} minutes.`,
    min: HOLD_MINUTES_RANGE.min,
    max: HOLD_MINUTES_RANGE.max,
  },
  {
    key: 'leadTimeMinutes',
    label: 'Minimum lead time (minutes)',
    hint: 'How soon a booking may start, counted from now (0 = right away).',
    min: 0,
    max: 10_080,
  },
  { key: 'horizonDays', label: 'Booking horizon (days)', hint: 'How far ahead clients may book.', min: 1, max: 365 },
  {
    key: 'cancellationWindowHours',
    label: 'Cancellation window (hours)',
    hint: 'Clients may cancel or move a booking online until this many hours before it starts.',
    min: 0,
    max: 168,
  },
];

// The design form: brand, words, what is offered online and the booking rules. View-only callers see it
// disabled, with the reason.
export function BookingDesignFormView({
  form,
  problems,
  options,
  canEdit,
  saving,
  dirty,
  warning,
  error,
  onChange,
  onSave,
  onDiscard,
}: Props) {
  const disabled = !canEdit || saving;
  return (
    <form
      className="booking-design-form"
      aria-label="Booking design"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {canEdit ? null : (
        <Callout intent="primary" compact>
          You can view the booking design; changing it needs the "Edit business settings" permission.
        </Callout>
      )}
      {/* A disabled fieldset disables every control in it: view-only, or while saving. */}
      <fieldset className="booking-design-fields" disabled={disabled}>
        <fieldset className="booking-design-section">
          <legend>Brand and words</legend>
          <BrandColorField
            value={form.brandColor}
            problem={problems.brandColor}
            disabled={disabled}
            onChange={(brandColor) => onChange({ brandColor })}
          />
          <TextField
            id="booking-design-logo"
            label="Logo URL"
            type="url"
            placeholder="https://…"
            hint="An https:// address of an image; leave empty to use the business logo."
            problem={problems.logoUrl}
            value={form.logoUrl}
            disabled={disabled}
            onChange={(logoUrl) => onChange({ logoUrl })}
          />
          <TextField
            id="booking-design-headline"
            label="Headline"
            required
            maxLength={120}
            problem={problems.headline}
            value={form.headline}
            disabled={disabled}
            onChange={(headline) => onChange({ headline })}
          />
          <TextAreaField
            id="booking-design-text"
            label="Text"
            rows={4}
            hint="Blank lines separate paragraphs."
            problem={problems.text}
            value={form.text}
            onChange={(text) => onChange({ text })}
          />
        </fieldset>

        <OfferedChecklist
          title="Services offered online"
          noun="services"
          allLabel="All online-bookable services"
          items={options.services.map((service) => ({ id: service.id, name: service.name, detail: service.categoryName }))}
          value={form.serviceIds}
          problem={problems.serviceIds}
          disabled={disabled}
          onChange={(serviceIds) => onChange({ serviceIds })}
        />
        <OfferedChecklist
          title="Staff offered online"
          noun="staff members"
          allLabel="All active staff"
          items={options.staff}
          value={form.staffIds}
          problem={problems.staffIds}
          disabled={disabled}
          onChange={(staffIds) => onChange({ staffIds })}
        />

        <fieldset className="booking-design-section">
          <legend>Booking rules</legend>
          <FormField
            id="booking-design-slotIntervalMinutes"
            label="Slot interval"
            hint="How far apart the start times offered are."
            problem={problems.slotIntervalMinutes}
          >
            {(control) => (
              <HTMLSelect
                {...control}
                fill
                value={form.slotIntervalMinutes}
                disabled={disabled}
                onChange={(event) => onChange({ slotIntervalMinutes: event.currentTarget.value })}
              >
                {SLOT_INTERVALS.map((minutes) => (
                  <option key={minutes} value={String(minutes)}>
                    Every {minutes} minutes
                  </option>
                ))}
              </HTMLSelect>
            )}
          </FormField>
          {numberFields.map((field) => (
            <TextField
              key={field.key}
              id={`booking-design-${field.key}`}
              label={field.label}
              hint={field.hint}
              type="number"
              inputMode="numeric"
              min={field.min}
              max={field.max}
              step={1}
              problem={problems[field.key]}
              value={form[field.key]}
              disabled={disabled}
              onChange={(value) => onChange({ [field.key]: value })}
            />
          ))}
          <FormField
            id="booking-design-lateCancellation"
            label="Late cancellation"
            hint="What happens when a client cancels online inside the cancellation window."
            problem={problems.lateCancellation}
          >
            {(control) => (
              <HTMLSelect
                {...control}
                fill
                value={form.lateCancellation}
                disabled={disabled}
                onChange={(event) => onChange({ lateCancellation: event.currentTarget.value as BookingDesign['lateCancellation'] })}
              >
                <option value="refuse">Refuse it: the client calls the salon</option>
                <option value="flag">Accept it and flag it as late</option>
              </HTMLSelect>
            )}
          </FormField>
        </fieldset>
      </fieldset>

      <FormCallouts warning={warning} error={error} errorTitle="The booking design was not saved" />
      <div className="booking-design-actions">
        {canEdit ? <Button type="button" variant="minimal" text="Discard changes" disabled={!dirty || saving} onClick={onDiscard} /> : null}
        <Button type="submit" intent="primary" text="Save" loading={saving} disabled={!canEdit || saving} />
      </div>
    </form>
  );
}
