import { Classes } from '@blueprintjs/core';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { DEFAULT_COLORS } from '@chairside/shared/constants';

export type ThemeColors = Pick<ColorPreferences, 'primaryColor' | 'isDarkMode' | 'primaryTextColor' | 'secondaryTextColor'>;

const variables = { primaryColor: '--brand', primaryTextColor: '--text-primary', secondaryTextColor: '--text-secondary' } as const;

// The theme is CSS variables on <html> plus Blueprint's dark class on <body> (SPEC §4.1, §9).
export function applyTheme(colors: ThemeColors): void {
  const root = document.documentElement.style;
  for (const [field, variable] of Object.entries(variables) as [keyof typeof variables, string][]) root.setProperty(variable, colors[field]);
  document.body.classList.toggle(Classes.DARK, colors.isDarkMode);
  document.documentElement.classList.toggle('theme-dark', colors.isDarkMode);
}

export function applyDefaultTheme(): void {
  applyTheme(DEFAULT_COLORS);
}

// Sign-out removes every override and dark mode, falling back to the stylesheet's defaults.
export function resetTheme(): void {
  const root = document.documentElement.style;
  for (const variable of Object.values(variables)) root.removeProperty(variable);
  document.body.classList.remove(Classes.DARK);
  document.documentElement.classList.remove('theme-dark');
}
