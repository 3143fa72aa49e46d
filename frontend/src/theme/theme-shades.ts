import { mixColors, readableShade, textOnFill } from '@chairside/shared/format/color-contrast';

// The page surfaces text sits on, in light and dark mode (styles.css: --surface, --surface-muted, the grey
// of a hovered table row), and the brand tint over the first two (the active sidebar item, today's column).
export const lightSurfaces = ['#ffffff', '#f7f7fb', '#e7e9ef'] as const;
export const darkSurfaces = ['#252a31', '#1c2127', '#2f343c'] as const;

export type ThemeShades = {
  // Text and icons on a brand fill (primary buttons, the user's avatar), and the fill under the pointer:
  // darker under white text, lighter under dark text, so the text reads better still.
  '--brand-on': string;
  '--brand-hover': string;
  // Brand-colored text on the page: links, the active sidebar item, headings in the brand color.
  '--brand-text': string;
  '--text-primary': string;
  '--text-secondary': string;
};

// Whatever colors a person picks, the theme shows text that reads at 4.5:1 (WCAG AA); fills keep the color.
// Example: themeShades({ primaryColor: '#fde047', isDarkMode: false, primaryTextColor: '#111827', secondaryTextColor: '#6b7280' })['--brand-on'] → a deep olive
export function themeShades(colors: {
  primaryColor: string;
  isDarkMode: boolean;
  primaryTextColor: string;
  secondaryTextColor: string;
}): ThemeShades {
  const brand = colors.primaryColor;
  const surfaces = colors.isDarkMode ? darkSurfaces : lightSurfaces;
  const tinted = surfaces.slice(0, 2).map((surface) => mixColors(surface, brand, colors.isDarkMode ? 0.24 : 0.12));
  // Text colors are chosen for light mode (dark mode shows its own light text shades).
  const lightTinted = lightSurfaces.slice(0, 2).map((surface) => mixColors(surface, brand, 0.12));
  const on = textOnFill(brand);
  return {
    '--brand-on': on,
    '--brand-hover': on === '#ffffff' ? mixColors(brand, '#000000', 0.18) : mixColors(brand, '#ffffff', 0.18),
    '--brand-text': readableShade(brand, [...surfaces, ...tinted]),
    '--text-primary': readableShade(colors.primaryTextColor, [...lightSurfaces, ...lightTinted]),
    '--text-secondary': readableShade(colors.secondaryTextColor, [...lightSurfaces, ...lightTinted]),
  };
}
