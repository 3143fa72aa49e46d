import { useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { FormField } from '../../../ui/form-field';
import { brandContrast } from '../booking-design-form';

type BrandColorFieldProps = { value: string; problem?: string; disabled: boolean; onChange(hex: string): void };

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

// A native color picker for the eye, a hex field for exact values, and what text on the color will read like.
export function BrandColorField({ value, problem, disabled, onChange }: BrandColorFieldProps) {
  // What the person is typing; the picker follows once it is a whole #rrggbb.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const contrast = brandContrast(value);
  const hint = !contrast
    ? 'Use a hex value like #0f766e'
    : contrast.textColor === '#ffffff'
      ? `White text reads at ${ratioText(contrast.whiteRatio)} on it: meets WCAG AA (4.5:1).`
      : contrast.meetsAA
        ? `White text would read at only ${ratioText(contrast.whiteRatio)} (WCAG AA needs 4.5:1), so the booking page writes on it in ${contrast.textColor} (${ratioText(contrast.ratio)}). Choose a darker color to keep white text.`
        : undefined;
  return (
    <FormField id="booking-design-brand-color-hex" label="Brand color" problem={problem} hint={hint} className="booking-design-color-field">
      {(control, intent) => (
        <div className="booking-design-color-inputs">
          <input
            className="booking-design-color-picker"
            type="color"
            aria-label="Brand color picker"
            value={contrast ? value.toLowerCase() : '#000000'}
            disabled={disabled}
            onChange={(event) => {
              setTyped(null);
              onChange(event.target.value.toLowerCase());
            }}
          />
          <InputGroup
            {...control}
            intent={intent}
            value={text}
            maxLength={7}
            spellCheck={false}
            disabled={disabled}
            onValueChange={(next) => {
              setTyped(next);
              onChange(next.trim().toLowerCase());
            }}
            onBlur={() => setTyped(null)}
          />
          <span
            className="booking-design-swatch"
            style={{ background: contrast ? value : 'transparent', color: contrast?.textColor }}
            aria-hidden="true"
          >
            Aa
          </span>
        </div>
      )}
    </FormField>
  );
}
