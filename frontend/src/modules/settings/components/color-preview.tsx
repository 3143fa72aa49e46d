import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { themeShades } from '../../../theme/theme-shades';

// A small mock of the back office in the chosen colors, before they are saved.
// Its text uses the shades the theme will apply (theme-shades.ts), so the preview shows what people will read.
export function ColorPreview({ colors }: { colors: ColorPreferences }) {
  const surface = colors.isDarkMode ? '#1c2127' : '#ffffff';
  const shades = themeShades(colors);
  return (
    <div
      className="settings-color-preview"
      role="region"
      aria-label="Color preview"
      data-dark={colors.isDarkMode ? 'true' : 'false'}
      style={{ background: surface, borderColor: colors.primaryColor }}
    >
      <div className="settings-preview-bar" style={{ background: colors.primaryColor }} />
      <p className="settings-preview-title" style={{ color: colors.isDarkMode ? '#f6f7f9' : shades['--text-primary'] }}>
        Today's appointments
      </p>
      <p className="settings-preview-text" style={{ color: colors.isDarkMode ? '#abb3bf' : shades['--text-secondary'] }}>
        9:00 AM · Haircut with Jordan
      </p>
      <span className="settings-preview-button" style={{ background: colors.primaryColor, color: shades['--brand-on'] }}>
        Book appointment
      </span>
    </div>
  );
}
