import { useState } from 'react';
import { Checkbox, InputGroup, Switch } from '@blueprintjs/core';
import { toggledAll, toggledId } from '../booking-design-form';

type OfferedChecklistProps = {
  // "services" / "staff members": names the group, its filter and its empty state.
  title: string;
  noun: string;
  allLabel: string;
  items: readonly { id: string; name: string; detail?: string }[];
  // null: everything in `items` is offered.
  value: string[] | null;
  problem?: string;
  disabled: boolean;
  onChange(value: string[] | null): void;
};

// "All …" as a switch (null), or a checklist with a filter when the business picks one by one.
export function OfferedChecklist({ title, noun, allLabel, items, value, problem, disabled, onChange }: OfferedChecklistProps) {
  const [filter, setFilter] = useState('');
  const allIds = items.map((item) => item.id);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? items.filter((item) => `${item.name} ${item.detail ?? ''}`.toLowerCase().includes(needle)) : items;
  const chosen = value ?? [];
  const groupId = `booking-design-${noun.replace(/\s+/g, '-')}`;
  return (
    <fieldset className="booking-design-checklist" aria-describedby={problem ? `${groupId}-problem` : undefined}>
      <legend>{title}</legend>
      <Switch
        label={allLabel}
        role="switch"
        checked={value === null}
        disabled={disabled}
        onChange={() => onChange(toggledAll(value, allIds))}
      />
      {value === null ? null : (
        <>
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label={`Filter ${noun}`}
            placeholder={`Filter ${noun}`}
            value={filter}
            disabled={disabled}
            onValueChange={setFilter}
          />
          <p className="booking-design-muted" aria-live="polite">
            {chosen.length} of {items.length} {noun} offered online
          </p>
          <ul className="booking-design-checklist-items" aria-label={title}>
            {shown.map((item) => (
              <li key={item.id}>
                <Checkbox
                  label={item.detail ? `${item.name} (${item.detail})` : item.name}
                  checked={chosen.includes(item.id)}
                  disabled={disabled}
                  onChange={(event) => onChange(toggledId(chosen, item.id, event.currentTarget.checked))}
                />
              </li>
            ))}
            {shown.length === 0 ? <li className="booking-design-muted">No {noun} match the filter</li> : null}
          </ul>
        </>
      )}
      {problem ? (
        <p id={`${groupId}-problem`} className="booking-design-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
