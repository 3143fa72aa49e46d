import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { WeeklySchedule } from '@chairside/shared/team/schedule-dto';
import { describedBy, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { useSaveSchedule } from '../team/use-schedule-commands';
import { draftFromSchedule, emptyScheduleDraft, parseScheduleDraft, type ScheduleDraft } from './schedule-draft';
import { ScheduleDayRow } from './schedule-day-row';

export type LocationOption = { id: string; name: string };

type ScheduleDialogProps = {
  staffId: string;
  staffName: string;
  // null: "Add schedule".
  schedule: WeeklySchedule | null;
  locations: readonly LocationOption[];
  defaultLocationId: string;
  defaultFrom: string;
  onClose(saved: boolean): void;
};

// The add/edit schedule dialog: a weekly pattern at one location between two dates. The server refuses
// a pattern that overlaps another of the same person (409); its sentence shows in the callout.
export function ScheduleDialog({ staffId, staffName, schedule, locations, defaultLocationId, defaultFrom, onClose }: ScheduleDialogProps) {
  const [draft, setDraft] = useState<ScheduleDraft>(() => (schedule ? draftFromSchedule(schedule) : emptyScheduleDraft(defaultLocationId, defaultFrom)));
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSaveSchedule(staffId);

  const change = (patch: Partial<ScheduleDraft>, clear: string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseScheduleDraft(draft);
    if (!parsed.ok) {
      setProblems(parsed.problems);
      return;
    }
    setProblems({});
    save.mutate({ scheduleId: schedule?.id ?? null, schedule: parsed.value }, { onSuccess: () => onClose(true) });
  };

  const count = Object.keys(problems).length;
  return (
    <Dialog isOpen title={schedule ? 'Edit schedule' : 'Add schedule'} onClose={save.isPending ? undefined : () => onClose(false)} className="schedule-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p className="schedule-muted">The weekly working hours of {staffName} at one location. Times are local to the business (America/Chicago).</p>
          <div className="schedule-form-grid">
            <FormField id="schedule-location" label="Location" problem={problems.locationId}>
              <HTMLSelect
                id="schedule-location"
                fill
                value={draft.locationId}
                onChange={(event) => change({ locationId: event.currentTarget.value }, ['locationId'])}
                {...describedBy('schedule-location', problems.locationId)}
              >
                {draft.locationId === '' ? <option value="">Choose a location</option> : null}
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormField>
            <FormField id="schedule-from" label="Effective from" problem={problems.effectiveFrom}>
              <InputGroup
                id="schedule-from"
                type="date"
                value={draft.effectiveFrom}
                intent={problems.effectiveFrom ? Intent.DANGER : Intent.NONE}
                onValueChange={(effectiveFrom) => change({ effectiveFrom }, ['effectiveFrom', 'effectiveUntil'])}
                {...describedBy('schedule-from', problems.effectiveFrom)}
              />
            </FormField>
            <FormField id="schedule-until" label="Effective until" problem={problems.effectiveUntil} hint="Leave empty to keep it going.">
              <InputGroup
                id="schedule-until"
                type="date"
                value={draft.effectiveUntil}
                intent={problems.effectiveUntil ? Intent.DANGER : Intent.NONE}
                onValueChange={(effectiveUntil) => change({ effectiveUntil }, ['effectiveUntil'])}
                {...describedBy('schedule-until', problems.effectiveUntil)}
              />
            </FormField>
          </div>
          <div className="schedule-days" role="group" aria-label="Working days">
            {draft.days.map((day, index) => (
              <ScheduleDayRow
                key={index}
                weekday={index + 1}
                day={day}
                problem={problems[`weekday.${index + 1}`]}
                disabled={save.isPending}
                onChange={(next) => change({ days: draft.days.map((item, at) => (at === index ? next : item)) }, [`weekday.${index + 1}`, 'days'])}
              />
            ))}
          </div>
          {problems.days ? <p className="schedule-problem">{problems.days}</p> : null}
          {count > 0 ? (
            <Callout intent="warning" role="alert" compact>
              {count === 1 ? 'One field needs attention.' : `${count} fields need attention.`} Nothing was saved.
            </Callout>
          ) : null}
          {save.error ? (
            <Callout intent="danger" role="alert" title="Could not save the schedule" compact>
              {save.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={save.isPending} onClick={() => onClose(false)} />
              <Button type="submit" intent="primary" text="Save schedule" loading={save.isPending} disabled={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
