import { TextAreaField, TextField } from '../../../ui/form-field';

type FieldProps = { id: string; value: string; problem: string | undefined; onChange(value: string): void };

// A time of an entry, on the location's wall clock.
export function EntryTimeField({ label, required = false, ...field }: FieldProps & { label: string; required?: boolean }) {
  return <TextField {...field} label={label} type="datetime-local" required={required} />;
}

// Why the entry was edited or added: required, kept in its history.
export function EntryReasonField(field: FieldProps) {
  return <TextAreaField {...field} label="Reason" hint="Kept in the entry’s history." required />;
}
