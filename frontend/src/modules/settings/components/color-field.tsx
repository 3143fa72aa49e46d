import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { normalizeHex } from '../color-preference-draft';

type ColorFieldProps = { id: string; label: string; value: string; onChange(hex: string): void };

// A native color picker for the eye plus a hex field for exact values; both carry the label.
export function ColorField({ id, label, value, onChange }: ColorFieldProps) {
  // What the person is typing; cleared on blur so a swatch chosen later shows its own value.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const invalid = typed !== null && normalizeHex(typed) === null;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className="settings-color-field"
      intent={invalid ? 'danger' : 'none'}
      helperText={invalid ? 'Use a hex value like #8b5cf6' : undefined}
    >
      <div className="settings-color-inputs">
        <input
          id={id}
          className="settings-color-picker"
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
        <InputGroup
          aria-label={`${label} hex value`}
          className="settings-hex-input"
          value={text}
          maxLength={7}
          spellCheck={false}
          intent={invalid ? 'danger' : 'none'}
          onValueChange={(next) => {
            setTyped(next);
            const hex = normalizeHex(next);
            if (hex && next.trim().length >= 6) onChange(hex);
          }}
          onBlur={() => {
            // A short form like #abc is only taken once the person leaves the field.
            const hex = typed === null ? null : normalizeHex(typed);
            if (hex && hex !== value) onChange(hex);
            setTyped(null);
          }}
        />
      </div>
    </FormGroup>
  );
}
