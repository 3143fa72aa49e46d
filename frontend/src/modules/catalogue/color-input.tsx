import { CatalogueField } from './catalogue-field';

type ColorInputProps = { id: string; label: string; value: string; error?: string; onChange(hex: string): void };

// The browser's own color picker: keyboard-usable, and its value is always a #rrggbb hex.
export function ColorInput({ id, label, value, error, onChange }: ColorInputProps) {
  return (
    <CatalogueField id={id} label={label} error={error} hint={`Shown on the calendar: ${value}`}>
      <input
        id={id}
        className="catalogue-color-input"
        type="color"
        value={value}
        aria-describedby={`${id}-help`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
    </CatalogueField>
  );
}
