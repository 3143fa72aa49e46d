import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { DEFAULT_COLORS } from '@chairside/shared/constants';

// The server keeps at most 12 saved colors of each kind (colorPreferencesSchema).
export const MAX_SAVED_COLORS = 12;

const hexPattern = /^#[0-9a-f]{6}$/;

// Example: normalizeHex(' 8B5CF6 ') === '#8b5cf6'; normalizeHex('#abc') === '#aabbcc'; normalizeHex('blue') === null
export function normalizeHex(value: string): string | null {
  let hex = value.trim().toLowerCase();
  if (!hex.startsWith('#')) hex = `#${hex}`;
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return hexPattern.test(hex) ? hex : null;
}

// Newest first, no duplicates, never more than the server accepts.
export function withSavedColor(saved: readonly string[], color: string): string[] {
  const hex = normalizeHex(color);
  if (!hex) return [...saved];
  return [hex, ...saved.filter((existing) => existing.toLowerCase() !== hex)].slice(0, MAX_SAVED_COLORS);
}

export function withoutSavedColor(saved: readonly string[], color: string): string[] {
  return saved.filter((existing) => existing.toLowerCase() !== color.toLowerCase());
}

// "Reset to defaults" puts back the colors of SPEC §9 but keeps the user's saved swatches.
export function resetToDefaults(current: ColorPreferences): ColorPreferences {
  return { ...current, ...DEFAULT_COLORS };
}

export function sameColorPreferences(a: ColorPreferences, b: ColorPreferences): boolean {
  return (
    a.primaryColor.toLowerCase() === b.primaryColor.toLowerCase() &&
    a.primaryTextColor.toLowerCase() === b.primaryTextColor.toLowerCase() &&
    a.secondaryTextColor.toLowerCase() === b.secondaryTextColor.toLowerCase() &&
    a.isDarkMode === b.isDarkMode &&
    a.savedBrandColors.join() === b.savedBrandColors.join() &&
    a.savedTextColors.join() === b.savedTextColors.join()
  );
}
