import { Checkbox } from '@blueprintjs/core';
import { localDateSchema, scheduleExceptionInputSchema } from '@chairside/shared/team/working-hours-dto';
import { CommandDialog } from '../../../ui/form-dialog';
import { TextAreaField, TextField } from '../../../ui/form-field';
import { fieldProblems, firstProblemUnder } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useSetException } from '../hooks/use-working-hours-commands';
import type { RangeDraft } from '../schedule-draft';
import { LocationField, type LocationOption } from './location-field';
import { TimeRangeInputs } from './time-range-inputs';

type ExceptionDialogProps = {
  staffId: string;
  staffName: string;
  locations: readonly LocationOption[];
  defaultLocationId: string;
  defaultDate: string;
  onClose(saved: boolean): void;
};

// "Change one date": custom hours on that date, or the day off, instead of the weekly pattern.
export function ExceptionDialog({ staffId, staffName, locations, defaultLocationId, defaultDate, onClose }: ExceptionDialogProps) {
  const form = useFormDraft({
    date: defaultDate,
    locationId: defaultLocationId,
    dayOff: false,
    hours: [{ start: '09:00', end: '17:00' }] as RangeDraft[],
    note: '',
  });
  const { draft, problems } = form;
  const save = useSetException(staffId);

  const read = () => {
    const parsedDate = localDateSchema.safeParse(draft.date);
    const parsed = scheduleExceptionInputSchema.safeParse({
      locationId: draft.locationId,
      hours: draft.dayOff ? [] : draft.hours,
      note: draft.note,
    });
    const found = {
      ...(parsed.success ? {} : fieldProblems(parsed.error)),
      ...(parsedDate.success ? {} : { date: parsedDate.error.issues[0]?.message ?? 'Choose a date' }),
    };
    return form.read(
      parsed.success && parsedDate.success
        ? { ok: true, value: { date: parsedDate.data, exception: parsed.data } }
        : { ok: false, problems: found },
    );
  };

  const hoursProblem = firstProblemUnder(problems, 'hours');
  return (
    <CommandDialog
      command={save}
      read={read}
      onClose={onClose}
      title="Change one date"
      className="schedule-small-dialog"
      errorTitle="Could not change the date"
      submitText="Save date"
    >
      <p className="schedule-muted">
        On this date the hours below replace the weekly schedule of {staffName}. For an absence (vacation, sick leave), use “Add time off”
        instead.
      </p>
      <TextField
        id="exception-date"
        label="Date"
        problem={problems.date}
        type="date"
        value={draft.date}
        onChange={(date) => form.change({ date }, [])}
      />
      <LocationField
        id="exception-location"
        locations={locations}
        problem={problems.locationId}
        value={draft.locationId}
        onChange={(locationId) => form.change({ locationId }, [])}
      />
      <Checkbox
        label="Day off on this date"
        checked={draft.dayOff}
        onChange={(event) => form.change({ dayOff: event.currentTarget.checked }, [])}
      />
      {draft.dayOff ? null : (
        <div className="schedule-exception-hours" role="group" aria-label="Hours on this date">
          <TimeRangeInputs
            ranges={draft.hours}
            name={(index) => (index === 0 ? 'Hours' : `Hours ${index + 1}`)}
            addText="Add hours"
            addLabel="Add more hours"
            minimum={1}
            invalid={Boolean(hoursProblem)}
            onChange={(hours) => form.change({ hours }, [])}
          />
          {hoursProblem ? <p className="schedule-problem">{hoursProblem}</p> : null}
        </div>
      )}
      <TextAreaField
        id="exception-note"
        label="Note"
        hint="Optional, for example “Late opening before the holiday”."
        problem={problems.note}
        value={draft.note}
        onChange={(note) => form.change({ note }, [])}
      />
    </CommandDialog>
  );
}
