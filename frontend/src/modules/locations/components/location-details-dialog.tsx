import { Checkbox } from '@blueprintjs/core';
import type { Location, LocationDetails } from '@chairside/shared/business/business-dto';
import { commonTimeZones, zoneLabel } from '@chairside/shared/format/zone-format';
import { weekdayNames } from '../../../format/calendar-dates';
import { FormDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../ui/form-field';
import { problemsUnder } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { detailsDraft, readDetails, type OpeningDraft } from '../location-details-form';

type LocationDetailsDialogProps = SubmitDialogProps<LocationDetails> & { location: Location };

// A location's address, phone, time zone and opening hours (one range a day; an unticked day is closed).
// The time zone decides the location's calendar, availability and booking times.
export function LocationDetailsDialog({ location, status, onSubmit, onClose }: LocationDetailsDialogProps) {
  const form = useFormDraft(() => detailsDraft(location));
  const { draft, problems } = form;
  const zones = commonTimeZones.includes(draft.timeZone as (typeof commonTimeZones)[number])
    ? commonTimeZones
    : [draft.timeZone, ...commonTimeZones];
  const changeDay = (weekday: number, patch: Partial<OpeningDraft>) =>
    form.change({ days: draft.days.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)) }, 'all');
  const submit = () => {
    const input = form.read(readDetails(draft));
    if (input) onSubmit(input);
  };
  return (
    <FormDialog
      title={`Details of ${location.name}`}
      className="locations-dialog locations-details-dialog"
      status={status}
      warning={Object.values(problems)[0]}
      errorTitle="Could not save the details"
      submitText="Save details"
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        id="location-time-zone"
        label="Time zone"
        hint="The location's calendar, working hours and bookings are in this zone."
        problem={problems.timeZone}
        value={draft.timeZone}
        options={zones.map((zone) => ({ value: zone, label: zoneLabel(zone) }))}
        onChange={(timeZone) => form.change({ timeZone })}
      />
      <TextAreaField
        id="location-address"
        label="Address"
        problem={problems.address}
        value={draft.address}
        onChange={(address) => form.change({ address })}
      />
      <TextField
        id="location-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        problem={problems.phone}
        value={draft.phone}
        onChange={(phone) => form.change({ phone })}
      />
      <TextField
        id="location-tax-rate"
        label="Sales tax (%)"
        hint="Charged on services and free amounts sold here; gift cards and tips are never taxed."
        inputMode="decimal"
        problem={problems.taxRateBasisPoints}
        value={draft.taxRate}
        onChange={(taxRate) => form.change({ taxRate })}
      />
      <fieldset className="locations-hours">
        <legend>Opening hours</legend>
        {draft.days.map((day) => {
          const name = weekdayNames[day.weekday - 1]!;
          const dayProblem = problemsUnder(problems, `openingHours`)[0];
          return (
            <div className="locations-hours-row" key={day.weekday}>
              <Checkbox
                className="locations-hours-open"
                label={`Open on ${name}`}
                checked={day.open}
                onChange={(event) => changeDay(day.weekday, { open: event.currentTarget.checked })}
              />
              {day.open ? (
                <>
                  <TextField
                    id={`location-opens-${day.weekday}`}
                    label={`${name} opens`}
                    type="time"
                    value={day.start}
                    problem={dayProblem}
                    onChange={(start) => changeDay(day.weekday, { start })}
                  />
                  <TextField
                    id={`location-closes-${day.weekday}`}
                    label={`${name} closes`}
                    type="time"
                    value={day.end}
                    onChange={(end) => changeDay(day.weekday, { end })}
                  />
                </>
              ) : (
                <span className="locations-hours-closed">Closed</span>
              )}
            </div>
          );
        })}
      </fieldset>
    </FormDialog>
  );
}
