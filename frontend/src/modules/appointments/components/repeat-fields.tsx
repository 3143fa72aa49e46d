import { Checkbox, Radio, RadioGroup } from '@blueprintjs/core';
import { TextField } from '../../../ui/form-field';
import type { FieldProblems } from '../../../ui/form-problems';
import type { BookingDraft } from '../booking-draft';

type RepeatDraft = Pick<BookingDraft, 'repeat' | 'everyWeeks' | 'endsBy' | 'count' | 'until'>;

// A recurring appointment: every N weeks, ending on a date or after a number of appointments.
export function RepeatFields({
  draft,
  problems,
  onChange,
}: {
  draft: RepeatDraft;
  problems: FieldProblems;
  onChange(change: Partial<RepeatDraft>): void;
}) {
  const { 'recurrence.everyWeeks': weeksProblem, 'recurrence.count': countProblem, 'recurrence.until': untilProblem } = problems;
  return (
    <div className="repeat-fields">
      <Checkbox label="Repeat" checked={draft.repeat} onChange={(event) => onChange({ repeat: event.currentTarget.checked })} />
      {draft.repeat ? (
        <div className="repeat-grid">
          <TextField
            id="booking-every-weeks"
            label="Every (weeks)"
            problem={weeksProblem}
            type="number"
            min={1}
            max={12}
            value={draft.everyWeeks}
            onChange={(everyWeeks) => onChange({ everyWeeks })}
          />
          <RadioGroup
            label="Ends"
            inline
            selectedValue={draft.endsBy}
            onChange={(event) => onChange({ endsBy: event.currentTarget.value === 'until' ? 'until' : 'count' })}
          >
            <Radio label="After a set number" value="count" />
            <Radio label="On a date" value="until" />
          </RadioGroup>
          {draft.endsBy === 'count' ? (
            <TextField
              id="booking-count"
              label="Number of appointments"
              problem={countProblem}
              type="number"
              min={2}
              max={52}
              value={draft.count}
              onChange={(count) => onChange({ count })}
            />
          ) : (
            <TextField
              id="booking-until"
              label="Last date"
              problem={untilProblem}
              type="date"
              value={draft.until}
              onChange={(until) => onChange({ until })}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
