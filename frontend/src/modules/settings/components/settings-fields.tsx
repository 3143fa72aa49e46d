import { TextField } from '../../../ui/form-field';

// One text field of a settings card, described as data.
export type SettingsFieldSpec<Key extends string> = { key: Key; label: string; type: string; autoComplete: string; placeholder?: string; wide?: boolean };

type SettingsFieldsProps<Key extends string> = {
  // Ids are `${idPrefix}-${key}`.
  idPrefix: string;
  fields: readonly SettingsFieldSpec<Key>[];
  values: Readonly<Record<Key, string>>;
  onChange(key: Key, value: string): void;
};

// A settings card's text fields in its two-column grid.
export function SettingsFields<Key extends string>({ idPrefix, fields, values, onChange }: SettingsFieldsProps<Key>) {
  return (
    <div className="settings-field-grid">
      {fields.map((field) => (
        <TextField
          key={field.key}
          id={`${idPrefix}-${field.key}`}
          label={field.label}
          className={field.wide ? 'settings-field-wide' : undefined}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          value={values[field.key]}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </div>
  );
}
