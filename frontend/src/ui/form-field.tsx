import type { ReactNode } from 'react';
import { FormGroup, HTMLSelect, InputGroup, Intent, TextArea, type InputGroupProps } from '@blueprintjs/core';
import { fieldAria } from './form-problems';
import './ui.css';

// What a field's control needs to carry: its id (the label's target), and aria-invalid/aria-describedby
// pointing at the helper text under it, so a screen reader reads the schema's message with its field.
export type FieldControl = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'aria-required'?: true };

export type FieldFrame = {
  id: string;
  label: string;
  // The schema's message for this field; replaces the hint while there is one.
  problem?: string;
  // What the field means, read with it.
  hint?: ReactNode;
  className?: string;
  // Marked "(required)" after the label, and aria-required on the control.
  required?: boolean;
};

type FormFieldProps = FieldFrame & { children: ReactNode | ((control: FieldControl, intent: Intent) => ReactNode) };

// A labelled field with its hint or problem under it. Pass a function as children to get the control's
// id and aria attributes (and the intent to colour it), so they always match the helper text shown.
export function FormField({ id, label, problem, hint, className, required, children }: FormFieldProps) {
  const helper = problem ?? hint;
  const intent = problem ? Intent.DANGER : Intent.NONE;
  const control: FieldControl = { id, ...fieldAria(id, problem, Boolean(hint)), ...(required ? { 'aria-required': true as const } : {}) };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={intent}
      className={className}
      helperText={helper ? <span id={`${id}-help`}>{helper}</span> : undefined}
    >
      {typeof children === 'function' ? children(control, intent) : children}
    </FormGroup>
  );
}

type InputOptions = Pick<
  InputGroupProps,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'leftIcon'
  | 'rightElement'
  | 'min'
  | 'max'
  | 'step'
  | 'disabled'
  | 'readOnly'
  | 'maxLength'
>;

// One text field of a form described as data: its draft key, the key the schema's problem comes under (the
// draft key when it is the same), its words and its input options.
export type TextFieldSpec<Key extends string> = InputOptions & {
  key: Key;
  problem?: string;
  label: string;
  hint?: string;
  className?: string;
};

type TextFieldListProps<Key extends string> = {
  // Each field's id is `${idPrefix}-${key}`.
  idPrefix: string;
  fields: readonly TextFieldSpec<Key>[];
  values: Readonly<Record<Key, string>>;
  problems?: Readonly<Record<string, string>>;
  onChange(key: Key, value: string, problemKey: string): void;
};

// Several text fields from their descriptions, in order.
export function TextFieldList<Key extends string>({ idPrefix, fields, values, problems, onChange }: TextFieldListProps<Key>) {
  return fields.map(({ key, problem = key, ...field }) => (
    <TextField
      {...field}
      key={key}
      id={`${idPrefix}-${key}`}
      problem={problems?.[problem]}
      value={values[key]}
      onChange={(value) => onChange(key, value, problem)}
    />
  ));
}

// A one-line text, number, date or time field.
export function TextField({
  value,
  onChange,
  id,
  label,
  problem,
  hint,
  className,
  required,
  ...input
}: FieldFrame & InputOptions & { value: string; onChange(value: string): void }) {
  return (
    <FormField id={id} label={label} problem={problem} hint={hint} className={className} required={required}>
      {(control, intent) => <InputGroup {...control} {...input} intent={intent} value={value} onValueChange={onChange} />}
    </FormField>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 2,
  ...frame
}: FieldFrame & { value: string; rows?: number; onChange(value: string): void }) {
  return (
    <FormField {...frame}>
      {(control, intent) => (
        <TextArea {...control} fill rows={rows} intent={intent} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
    </FormField>
  );
}

export type SelectOption = { value: string; label: string };

// A native select (keyboard- and phone-friendly): an empty first choice named by `placeholder` when given,
// then the options (or <option> children, for groups).
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  children,
  ...frame
}: FieldFrame & {
  value: string;
  onChange(value: string): void;
  options?: readonly SelectOption[];
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <FormField {...frame}>
      {(control) => (
        <HTMLSelect {...control} fill value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </HTMLSelect>
      )}
    </FormField>
  );
}

// The browser's own color picker: keyboard-usable, and its value is always a #rrggbb hex.
export function ColorPickerField({ value, onChange, ...frame }: FieldFrame & { value: string; onChange(hex: string): void }) {
  return (
    <FormField {...frame}>
      {(control) => (
        <input
          {...control}
          className="ui-color-input"
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
      )}
    </FormField>
  );
}

// The options of a plain select, one per named thing, its id as the value.
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
