import { Checkbox } from '@blueprintjs/core';
import { weekdayNames } from '../../../format/calendar-dates';
import type { DayDraft } from '../schedule-draft';
import { TimeRangeInputs } from './time-range-inputs';

type ScheduleDayRowProps = { weekday: number; day: DayDraft; problem?: string; disabled?: boolean; onChange(day: DayDraft): void };

// One weekday of the add/edit schedule dialog: works that day or not, its hours and its breaks.
export function ScheduleDayRow({ weekday, day, problem, disabled, onChange }: ScheduleDayRowProps) {
  const name = weekdayNames[weekday - 1] ?? '';
  const problemId = `schedule-day-${weekday}-problem`;
  return (
    <fieldset className={day.works ? 'schedule-day' : 'schedule-day schedule-day-off'} aria-describedby={problem ? problemId : undefined}>
      <legend className="schedule-day-legend">
        <Checkbox label={`Works on ${name}`} checked={day.works} disabled={disabled} onChange={(event) => onChange({ ...day, works: event.currentTarget.checked })} />
      </legend>
      {day.works ? (
        <div className="schedule-day-body">
          <div>
            <span className="schedule-day-label">Hours</span>
            <TimeRangeInputs
              ranges={day.hours}
              name={(index) => (index === 0 ? name : `${name} hours ${index + 1}`)}
              addText="Add hours"
              addLabel={`Add hours on ${name}`}
              minimum={1}
              disabled={disabled}
              invalid={Boolean(problem)}
              onChange={(hours) => onChange({ ...day, hours })}
            />
          </div>
          <div>
            <span className="schedule-day-label">Breaks</span>
            <TimeRangeInputs
              ranges={day.breaks}
              name={(index) => `${name} break ${index + 1}`}
              addText="Add break"
              addLabel={`Add break on ${name}`}
              minimum={0}
              disabled={disabled}
              invalid={Boolean(problem)}
              onChange={(breaks) => onChange({ ...day, breaks })}
            />
          </div>
        </div>
      ) : (
        <p className="schedule-muted">Day off</p>
      )}
      {problem ? (
        <p id={problemId} className="schedule-problem">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
