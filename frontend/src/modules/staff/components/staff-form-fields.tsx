import type { InputHTMLAttributes } from 'react';
import { Checkbox, Classes } from '@blueprintjs/core';
import type { Location } from '@chairside/shared/business/business-dto';
import { TextAreaField, TextField } from '../../../ui/form-field';
import type { FieldProblems } from '../../../ui/form-problems';
import type { StaffDraft } from '../staff-draft';

export type DraftChange = (patch: Partial<StaffDraft>) => void;
type TextKey = { [K in keyof StaffDraft]: StaffDraft[K] extends string ? K : never }[keyof StaffDraft];

type DraftTextProps = {
  name: TextKey;
  problemKey?: string;
  label: string;
  draft: StaffDraft;
  problems: FieldProblems;
  onChange: DraftChange;
  hint?: string;
  type?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  leftIcon?: 'dollar';
  rightText?: string;
  autoFocus?: boolean;
  required?: boolean;
};

// One text field of the staff form, its problem under it (problemKey when the schema names it otherwise).
export function DraftText({
  name,
  problemKey = name,
  label,
  draft,
  problems,
  onChange,
  hint,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  leftIcon,
  rightText,
  autoFocus,
  required,
}: DraftTextProps) {
  return (
    <TextField
      id={`staff-${name}`}
      required={required}
      label={label}
      problem={problems[problemKey]}
      hint={hint}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      leftIcon={leftIcon}
      rightElement={rightText ? <span className="staff-input-suffix">{rightText}</span> : undefined}
      value={draft[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
}

export function DraftTextArea({
  name,
  label,
  draft,
  problems,
  onChange,
}: Pick<DraftTextProps, 'name' | 'label' | 'draft' | 'problems' | 'onChange'>) {
  return (
    <TextAreaField
      id={`staff-${name}`}
      label={label}
      problem={problems[name]}
      className="staff-field-wide"
      rows={3}
      value={draft[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
}

type ChoiceListProps = {
  legend: string;
  options: readonly { id: string; name: string; note?: string }[];
  selected: readonly string[];
  problem?: string;
  required?: boolean;
  onChange(selected: string[]): void;
};

// A fieldset of checkboxes (locations, permission groups): its legend names the group for screen readers.
export function ChoiceList({ legend, options, selected, problem, required, onChange }: ChoiceListProps) {
  const id = `staff-${legend.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <fieldset
      className="staff-choice-list"
      aria-describedby={problem ? `${id}-problem` : undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend>
        {legend}
        {required ? <span className={`${Classes.TEXT_MUTED} staff-required`}> (required)</span> : null}
      </legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.note ? `${option.name} (${option.note})` : option.name}
          checked={selected.includes(option.id)}
          onChange={(event) =>
            onChange(event.currentTarget.checked ? [...selected, option.id] : selected.filter((item) => item !== option.id))
          }
        />
      ))}
      {problem ? (
        <p id={`${id}-problem`} className="staff-problem">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

// Active locations, plus inactive ones the person is already assigned to (so saving does not drop them).
export function locationOptions(locations: readonly Location[], assigned: readonly string[]) {
  return locations
    .filter((location) => location.isActive || assigned.includes(location.id))
    .map((location) => ({ id: location.id, name: location.name, note: location.isActive ? undefined : 'inactive' }));
}
