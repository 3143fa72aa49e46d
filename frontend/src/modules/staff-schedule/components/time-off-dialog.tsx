import { Checkbox } from '@blueprintjs/core';
import { timeOffInputSchema, timeOffReasons, type TimeOffReason } from '@chairside/shared/team/working-hours-dto';
import { zoneLabel } from '@chairside/shared/format/zone-format';
import { addDays } from '../../../format/calendar-dates';
import { CommandDialog } from '../../../ui/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../ui/form-field';
import { fieldProblems } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useAddTimeOff } from '../hooks/use-working-hours-commands';

export const reasonLabels: Record<TimeOffReason, string> = {
  vacation: 'Vacation',
  sick: 'Sick',
  personal: 'Personal',
  training: 'Training',
  other: 'Other',
};

// Time off is wall-clock time at the location the person works at: its name and zone, for the dialog to say so.
export type TimeOffClock = { name: string; zone: string };

type TimeOffDialogProps = {
  staffId: string;
  staffName: string;
  asRequest: boolean;
  defaultDate: string;
  clock: TimeOffClock | null;
  onClose(saved: boolean): void;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

// "Add time off" (edit_schedules: approved at once) or "Request time off" (own, waits for a manager).
// Whole days are picked as first and last day; otherwise a start and end date-time.
export function TimeOffDialog({ staffId, staffName, asRequest, defaultDate, clock, onClose }: TimeOffDialogProps) {
  const form = useFormDraft({
    wholeDays: true,
    firstDay: defaultDate,
    lastDay: defaultDate,
    from: `${defaultDate}T09:00`,
    until: `${defaultDate}T13:00`,
    reason: '' as TimeOffReason | '',
    note: '',
  });
  const { draft, problems } = form;
  const add = useAddTimeOff(staffId);
  // Problems are shown until the next try, as the server would answer them.
  const set = (patch: Partial<typeof draft>) => form.change(patch, []);

  const read = () => {
    const { wholeDays, firstDay, lastDay } = draft;
    const span = wholeDays
      ? { from: `${firstDay}T00:00`, until: dayPattern.test(lastDay) ? `${addDays(lastDay, 1)}T00:00` : `${lastDay}T00:00` }
      : { from: draft.from, until: draft.until };
    const parsed = timeOffInputSchema.safeParse({ ...span, reason: draft.reason || undefined, note: draft.note });
    // Whole days are picked with date inputs: an empty one gets a message about days, not date-times.
    const missingDays = wholeDays
      ? {
          ...(dayPattern.test(firstDay) ? {} : { from: 'Choose the first day off' }),
          ...(dayPattern.test(lastDay) ? {} : { until: 'Choose the last day off' }),
        }
      : {};
    const problemsFound = { ...(parsed.success ? {} : fieldProblems(parsed.error)), ...missingDays };
    return form.read(
      parsed.success && Object.keys(missingDays).length === 0 ? { ok: true, value: parsed.data } : { ok: false, problems: problemsFound },
    );
  };

  return (
    <CommandDialog
      command={add}
      read={read}
      onClose={onClose}
      title={asRequest ? 'Request time off' : 'Add time off'}
      className="schedule-small-dialog"
      errorTitle={asRequest ? 'Could not send the request' : 'Could not add the time off'}
      submitText={asRequest ? 'Send request' : 'Add time off'}
    >
      <p className="schedule-muted">
        {asRequest ? 'Your request waits for a manager’s approval.' : `Time off for ${staffName} is approved at once and blocks booking.`}{' '}
        The weekly hours stay as they are; to give other hours on one date, use “Change one date” instead.
        {clock ? ` Times are on the clock of ${clock.name}: ${zoneLabel(clock.zone)}.` : null}
      </p>
      <Checkbox label="Whole days" checked={draft.wholeDays} onChange={(event) => set({ wholeDays: event.currentTarget.checked })} />
      {draft.wholeDays ? (
        <div className="schedule-form-grid">
          <TextField
            id="time-off-first"
            label="First day off"
            problem={problems.from}
            type="date"
            value={draft.firstDay}
            onChange={(firstDay) => set({ firstDay })}
          />
          <TextField
            id="time-off-last"
            label="Last day off"
            problem={problems.until}
            type="date"
            value={draft.lastDay}
            onChange={(lastDay) => set({ lastDay })}
          />
        </div>
      ) : (
        <div className="schedule-form-grid">
          <TextField
            id="time-off-from"
            label="From"
            problem={problems.from}
            type="datetime-local"
            value={draft.from}
            onChange={(from) => set({ from })}
          />
          <TextField
            id="time-off-until"
            label="Until"
            hint="When they are back."
            problem={problems.until}
            type="datetime-local"
            value={draft.until}
            onChange={(until) => set({ until })}
          />
        </div>
      )}
      <SelectField
        id="time-off-reason"
        label="Reason"
        problem={problems.reason}
        placeholder="Choose a reason"
        options={timeOffReasons.map((value) => ({ value, label: reasonLabels[value] }))}
        value={draft.reason}
        onChange={(reason) => set({ reason: reason as TimeOffReason | '' })}
      />
      <TextAreaField
        id="time-off-note"
        label="Note"
        hint="Optional."
        problem={problems.note}
        value={draft.note}
        onChange={(note) => set({ note })}
      />
    </CommandDialog>
  );
}
