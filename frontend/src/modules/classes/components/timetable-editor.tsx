import { Button, Classes, HTMLSelect } from '@blueprintjs/core';
import { weekdayNames } from '../../../format/calendar-dates';
import { firstProblemUnder, type FieldProblems } from '../../../ui/form-problems';
import { timetableLine, type TimetableLine } from '../class-form';

type TimetableEditorProps = { lines: TimetableLine[]; problems: FieldProblems; onChange(lines: TimetableLine[]): void };

// The weekly timetable: one session every week at each weekday and time, in the business zone.
export function TimetableEditor({ lines, problems, onChange }: TimetableEditorProps) {
  const update = (key: number, change: Partial<TimetableLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const listError = firstProblemUnder(problems, 'timetable');

  return (
    <fieldset className="catalogue-picker" aria-describedby={listError ? 'timetable-error' : 'timetable-hint'}>
      <legend>Timetable</legend>
      <p id="timetable-hint" className="catalogue-muted">
        A session every week on each day and time below, Chicago time. No lines means no sessions yet.
      </p>
      <ol className="class-timetable" aria-label="Session times">
        {lines.map((line, index) => {
          const position = index + 1;
          return (
            <li key={line.key} className="class-timetable-line">
              <HTMLSelect
                aria-label={`Weekday of session time ${position}`}
                value={line.weekday}
                onChange={(event) => update(line.key, { weekday: event.currentTarget.value })}
              >
                {weekdayNames.map((name, dayIndex) => (
                  <option key={name} value={String(dayIndex + 1)}>
                    {name}
                  </option>
                ))}
              </HTMLSelect>
              <input
                className={`${Classes.INPUT} class-time-input`}
                type="time"
                step={300}
                aria-label={`Start time of session time ${position}`}
                aria-invalid={problems[`timetable.${index}.startTime`] ? true : undefined}
                value={line.startTime}
                onChange={(event) => update(line.key, { startTime: event.target.value })}
              />
              <Button
                variant="minimal"
                icon="cross"
                aria-label={`Remove session time ${position}`}
                onClick={() => onChange(lines.filter((candidate) => candidate.key !== line.key))}
              />
            </li>
          );
        })}
      </ol>
      <Button
        size="small"
        icon="plus"
        text="Add session time"
        onClick={() => onChange([...lines, timetableLine(lines.at(-1)?.weekday, lines.at(-1)?.startTime)])}
      />
      {listError ? (
        <p id="timetable-error" className="catalogue-field-error">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
