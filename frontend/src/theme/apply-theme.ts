import { Classes } from '@blueprintjs/core';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { DEFAULT_COLORS } from '@chairside/shared/constants';
import { themeShades } from './theme-shades';

export type ThemeColors = Pick<ColorPreferences, 'primaryColor' | 'isDarkMode' | 'primaryTextColor' | 'secondaryTextColor'>;

const variables = ['--brand', '--brand-on', '--brand-hover', '--brand-text', '--text-primary', '--text-secondary'] as const;

// The theme is CSS variables on <html> plus Blueprint's dark class on <body> (SPEC §4.1, §9): the brand
// color as chosen for fills, and the text shades derived from the colors so every text reads (theme-shades.ts).
export function applyTheme(colors: ThemeColors): void {
  const root = document.documentElement.style;
  root.setProperty('--brand', colors.primaryColor);
  for (const [variable, value] of Object.entries(themeShades(colors))) root.setProperty(variable, value);
  document.body.classList.toggle(Classes.DARK, colors.isDarkMode);
  document.documentElement.classList.toggle('theme-dark', colors.isDarkMode);
}

export function applyDefaultTheme(): void {
  applyTheme(DEFAULT_COLORS);
}

// Sign-out removes every override and dark mode, falling back to the stylesheet's defaults.
export function resetTheme(): void {
  const root = document.documentElement.style;
  for (const variable of variables) root.removeProperty(variable);
  document.body.classList.remove(Classes.DARK);
  document.documentElement.classList.remove('theme-dark');
}
