import { Checkbox } from '@blueprintjs/core';
import { weekdayNames } from '../../../format/calendar-dates';
import type { DayDraft } from '../schedule-draft';
import { TimeRangeInputs } from './time-range-inputs';

type ScheduleDayRowProps = { weekday: number; day: DayDraft; problem?: string; disabled?: boolean; onChange(day: DayDraft): void };

// A working day's two lists of times: its hours (at least one) and its breaks. Inputs are named after the
// weekday: "Monday" for the first hours, "Monday hours 2", "Monday break 1".
const dayParts = [
  {
    key: 'hours',
    label: 'Hours',
    one: 'hours',
    minimum: 1,
    name: (weekday: string, index: number) => (index === 0 ? weekday : `${weekday} hours ${index + 1}`),
  },
  { key: 'breaks', label: 'Breaks', one: 'break', minimum: 0, name: (weekday: string, index: number) => `${weekday} break ${index + 1}` },
] as const;

// One weekday of the add/edit schedule dialog: works that day or not, its hours and its breaks.
export function ScheduleDayRow({ weekday, day, problem, disabled, onChange }: ScheduleDayRowProps) {
  const name = weekdayNames[weekday - 1] ?? '';
  const problemId = `schedule-day-${weekday}-problem`;
  return (
    <fieldset className={day.works ? 'schedule-day' : 'schedule-day schedule-day-off'} aria-describedby={problem ? problemId : undefined}>
      <legend className="schedule-day-legend">
        <Checkbox
          label={`Works on ${name}`}
          checked={day.works}
          disabled={disabled}
          onChange={(event) => onChange({ ...day, works: event.currentTarget.checked })}
        />
      </legend>
      {day.works ? (
        <div className="schedule-day-body">
          {dayParts.map((part) => (
            <div key={part.key}>
              <span className="schedule-day-label">{part.label}</span>
              <TimeRangeInputs
                ranges={day[part.key]}
                name={(index) => part.name(name, index)}
                addText={`Add ${part.one}`}
                addLabel={`Add ${part.one} on ${name}`}
                minimum={part.minimum}
                disabled={disabled}
                invalid={Boolean(problem)}
                onChange={(ranges) => onChange({ ...day, [part.key]: ranges })}
              />
            </div>
          ))}
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
