import { Button } from '@blueprintjs/core';
import { textOnFill } from '@chairside/shared/format/color-contrast';

type SavedColorsProps = {
  kind: 'brand' | 'text';
  colors: readonly string[];
  // The targets a saved color can be applied to: brand colors go to the brand color, text colors to either text color.
  targets: readonly { label: string; apply(hex: string): void }[];
  onRemove(hex: string): void;
};

export function SavedColors({ kind, colors, targets, onRemove }: SavedColorsProps) {
  const title = kind === 'brand' ? 'Saved brand colors' : 'Saved text colors';
  return (
    <div className="settings-saved-colors" role="group" aria-label={title}>
      <h3 className="settings-subheading">{title}</h3>
      {colors.length === 0 ? <p className="settings-muted">None saved yet.</p> : null}
      <ul className="settings-swatch-list">
        {colors.map((hex) => (
          <li key={hex} className="settings-swatch-item">
            {targets.map((target, index) => (
              <button
                key={target.label}
                type="button"
                className="settings-swatch"
                style={{ background: hex }}
                title={`${hex} ${target.label}`}
                aria-label={`Use saved ${kind} color ${hex}${targets.length > 1 ? ` for ${target.label}` : ''}`}
                onClick={() => target.apply(hex)}
              >
                {targets.length > 1 ? (
                  <span className="settings-swatch-letter" style={{ color: textOnFill(hex) }}>
                    {index === 0 ? 'P' : 'S'}
                  </span>
                ) : null}
              </button>
            ))}
            <code className="settings-swatch-hex">{hex}</code>
            <Button
              size="small"
              variant="minimal"
              icon="cross"
              aria-label={`Remove saved ${kind} color ${hex}`}
              onClick={() => onRemove(hex)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

// "Save current brand color": keeps the color now in use among the saved ones.
export function SaveColorButton({ text, onClick }: { text: string; onClick(): void }) {
  return <Button size="small" icon="plus" text={`Save current ${text}`} onClick={onClick} />;
}
