import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '@chairside/shared/constants';
import { themeShades } from '@chairside/frontend/theme/theme-shades';

// Before sign-in no theme is applied: the stylesheet's own values must be the shades the theme derives
// for SPEC §9's default colors, or the sign-in page would show other (unreadable) text than the app.
const stylesheet = readFileSync(resolve(import.meta.dirname, '../../frontend/src/styles.css'), 'utf8');
const rootBlock = stylesheet.slice(stylesheet.indexOf(':root {'), stylesheet.indexOf('}', stylesheet.indexOf(':root {')));
const darkBlock = stylesheet.slice(
  stylesheet.indexOf('html.theme-dark {'),
  stylesheet.indexOf('}', stylesheet.indexOf('html.theme-dark {')),
);
const declared = (block: string, variable: string) => new RegExp(`${variable}:\\s*(#[0-9a-f]{6});`, 'i').exec(block)?.[1];

describe('the stylesheet’s default theme', () => {
  it('declares the shades the theme derives for the default colors', () => {
    const light = themeShades(DEFAULT_COLORS);
    expect(declared(rootBlock, '--brand')).toBe(DEFAULT_COLORS.primaryColor);
    for (const variable of ['--brand-on', '--brand-hover', '--brand-text', '--text-primary', '--text-secondary'] as const)
      expect(declared(rootBlock, variable), variable).toBe(light[variable]);
    expect(declared(darkBlock, '--brand-text')).toBe(themeShades({ ...DEFAULT_COLORS, isDarkMode: true })['--brand-text']);
  });
});
