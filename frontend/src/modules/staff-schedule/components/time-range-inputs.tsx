import { Button } from '@blueprintjs/core';
import type { RangeDraft } from '../schedule-draft';

type TimeRangeInputsProps = {
  ranges: readonly RangeDraft[];
  // Accessible names of one range's inputs and remove button, e.g. 'Monday break 1'.
  name: (index: number) => string;
  addText: string;
  // The add button's accessible name, e.g. 'Add break on Monday'.
  addLabel: string;
  minimum: number;
  disabled?: boolean;
  invalid?: boolean;
  onChange(ranges: RangeDraft[]): void;
};

function TimeInput({
  label,
  value,
  invalid,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  invalid?: boolean;
  disabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <input
      type="time"
      className="bp6-input schedule-time"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

// Blocks of hours or breaks: start and end time inputs per block, with add and remove buttons.
export function TimeRangeInputs({ ranges, name, addText, addLabel, minimum, disabled, invalid, onChange }: TimeRangeInputsProps) {
  const set = (index: number, patch: Partial<RangeDraft>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...patch } : range)));
  const last = ranges.at(-1);
  return (
    <div className="schedule-ranges">
      {ranges.map((range, index) => (
        <div className="schedule-range" key={index}>
          <TimeInput
            label={`${name(index)} start`}
            value={range.start}
            invalid={invalid}
            disabled={disabled}
            onChange={(start) => set(index, { start })}
          />
          <span aria-hidden="true">–</span>
          <TimeInput
            label={`${name(index)} end`}
            value={range.end}
            invalid={invalid}
            disabled={disabled}
            onChange={(end) => set(index, { end })}
          />
          {ranges.length > minimum ? (
            <Button
              size="small"
              variant="minimal"
              icon="cross"
              aria-label={`Remove ${name(index)}`}
              disabled={disabled}
              onClick={() => onChange(ranges.filter((_, at) => at !== index))}
            />
          ) : null}
        </div>
      ))}
      {ranges.length < 6 ? (
        <Button
          size="small"
          variant="minimal"
          icon="plus"
          text={addText}
          aria-label={addLabel}
          disabled={disabled}
          // A new block starts where the last one ends, an hour long: usually right, always easy to change.
          onClick={() =>
            onChange([
              ...ranges,
              last
                ? {
                    start: last.end,
                    end: last.end < '23:00' ? `${String(Number(last.end.slice(0, 2)) + 1).padStart(2, '0')}${last.end.slice(2)}` : '23:59',
                  }
                : { start: '12:00', end: '13:00' },
            ])
          }
        />
      ) : null}
    </div>
  );
}
