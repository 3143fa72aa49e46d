import { Checkbox, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { describedBy, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import type { BookingDraft } from './booking-draft';

type RepeatDraft = Pick<BookingDraft, 'repeat' | 'everyWeeks' | 'endsBy' | 'count' | 'until'>;

// A recurring appointment: every N weeks, ending on a date or after a number of appointments.
export function RepeatFields({ draft, problems, onChange }: { draft: RepeatDraft; problems: FieldProblems; onChange(change: Partial<RepeatDraft>): void }) {
  const weeksProblem = problems['recurrence.everyWeeks'];
  const countProblem = problems['recurrence.count'];
  const untilProblem = problems['recurrence.until'];
  return (
    <div className="repeat-fields">
      <Checkbox label="Repeat" checked={draft.repeat} onChange={(event) => onChange({ repeat: event.currentTarget.checked })} />
      {draft.repeat ? (
        <div className="repeat-grid">
          <FormField id="booking-every-weeks" label="Every (weeks)" problem={weeksProblem}>
            <InputGroup id="booking-every-weeks" type="number" min={1} max={12} value={draft.everyWeeks} intent={weeksProblem ? Intent.DANGER : Intent.NONE} onValueChange={(everyWeeks) => onChange({ everyWeeks })} {...describedBy('booking-every-weeks', weeksProblem)} />
          </FormField>
          <RadioGroup label="Ends" inline selectedValue={draft.endsBy} onChange={(event) => onChange({ endsBy: event.currentTarget.value === 'until' ? 'until' : 'count' })}>
            <Radio label="After a set number" value="count" />
            <Radio label="On a date" value="until" />
          </RadioGroup>
          {draft.endsBy === 'count' ? (
            <FormField id="booking-count" label="Number of appointments" problem={countProblem}>
              <InputGroup id="booking-count" type="number" min={2} max={52} value={draft.count} intent={countProblem ? Intent.DANGER : Intent.NONE} onValueChange={(count) => onChange({ count })} {...describedBy('booking-count', countProblem)} />
            </FormField>
          ) : (
            <FormField id="booking-until" label="Last date" problem={untilProblem}>
              <InputGroup id="booking-until" type="date" value={draft.until} intent={untilProblem ? Intent.DANGER : Intent.NONE} onValueChange={(until) => onChange({ until })} {...describedBy('booking-until', untilProblem)} />
            </FormField>
          )}
        </div>
      ) : null}
    </div>
  );
}
