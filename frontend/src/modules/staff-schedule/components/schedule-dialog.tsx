import type { WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { problemCountText } from '../../../ui/form-callouts';
import { CommandDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useSaveWeeklySchedule } from '../hooks/use-working-hours-commands';
import { draftFromSchedule, emptyScheduleDraft, parseScheduleDraft, type ScheduleDraft } from '../schedule-draft';
import { LocationField, type LocationOption } from './location-field';
import { ScheduleDayRow } from './schedule-day-row';

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
  const form = useFormDraft<ScheduleDraft>(() =>
    schedule ? draftFromSchedule(schedule) : emptyScheduleDraft(defaultLocationId, defaultFrom),
  );
  const { draft, problems } = form;
  const save = useSaveWeeklySchedule(staffId);
  const read = () => {
    const value = form.read(parseScheduleDraft(draft));
    return value && { scheduleId: schedule?.id ?? null, schedule: value };
  };

  return (
    <CommandDialog
      command={save}
      read={read}
      onClose={onClose}
      title={schedule ? 'Edit schedule' : 'Add schedule'}
      className="schedule-dialog"
      warning={problemCountText(Object.keys(problems).length)}
      errorTitle="Could not save the schedule"
      submitText="Save schedule"
    >
      <p className="schedule-muted">The weekly working hours of {staffName} at one location. Times are on the location’s own clock.</p>
      <div className="schedule-form-grid">
        <LocationField
          id="schedule-location"
          locations={locations}
          problem={problems.locationId}
          value={draft.locationId}
          onChange={(locationId) => form.change({ locationId })}
        />
        <TextField
          id="schedule-from"
          label="Effective from"
          problem={problems.effectiveFrom}
          type="date"
          value={draft.effectiveFrom}
          onChange={(effectiveFrom) => form.change({ effectiveFrom }, ['effectiveFrom', 'effectiveUntil'])}
        />
        <TextField
          id="schedule-until"
          label="Effective until"
          hint="Leave empty to keep it going."
          problem={problems.effectiveUntil}
          type="date"
          value={draft.effectiveUntil}
          onChange={(effectiveUntil) => form.change({ effectiveUntil })}
        />
      </div>
      <div className="schedule-days" role="group" aria-label="Working days">
        {draft.days.map((day, index) => (
          <ScheduleDayRow
            key={index}
            weekday={index + 1}
            day={day}
            problem={problems[`weekday.${index + 1}`]}
            disabled={save.isPending}
            onChange={(next) =>
              form.change({ days: draft.days.map((item, at) => (at === index ? next : item)) }, [`weekday.${index + 1}`, 'days'])
            }
          />
        ))}
      </div>
      {problems.days ? <p className="schedule-problem">{problems.days}</p> : null}
    </CommandDialog>
  );
}
