import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, mixColors, parseHexColor, readableShade, relativeLuminance, textOnFill } from './color-contrast';

// Every color of a 16-step grid per channel (4,096 colors): what a person could pick as a brand color.
const grid: string[] = [];
for (let r = 0; r < 256; r += 17)
  for (let g = 0; g < 256; g += 17)
    for (let b = 0; b < 256; b += 17) grid.push(`#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`);

describe('contrast arithmetic (WCAG 2)', () => {
  it('matches the known ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#8b5cf6')).toBeCloseTo(4.23, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#8b5cf6', '#ffffff')).toBe(contrastRatio('#ffffff', '#8b5cf6'));
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(parseHexColor('#85F')).toEqual([136, 85, 255]);
    expect(parseHexColor('purple')).toBeNull();
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('text on a brand or calendar fill', () => {
  it('reads at 4.5:1 on every color, and is white wherever white reads', () => {
    for (const fill of grid) {
      const text = textOnFill(fill);
      expect(contrastRatio(text, fill), `${text} on ${fill}`).toBeGreaterThanOrEqual(AA_TEXT);
      if (contrastRatio('#ffffff', fill) >= AA_TEXT) expect(text).toBe('#ffffff');
    }
  });

  it('gives the default brand color (#8b5cf6) and a light yellow a dark shade of their own hue', () => {
    const violet = textOnFill('#8b5cf6');
    expect(contrastRatio(violet, '#8b5cf6')).toBeGreaterThanOrEqual(AA_TEXT);
    const [r, g, b] = parseHexColor(violet) as [number, number, number];
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    expect(contrastRatio(textOnFill('#fde047'), '#fde047')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('brand-colored text on the page', () => {
  const light = ['#ffffff', '#f7f7fb'];
  const dark = ['#252a31', '#1c2127'];

  it('reads at 4.5:1 on light and on dark pages, whatever the color', () => {
    for (const color of grid) {
      expect(contrastRatio(readableShade(color, light), '#f7f7fb'), color).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(readableShade(color, dark), '#1c2127'), color).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(readableShade(color, light, 3), '#ffffff'), color).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps a color that already reads, and darkens one that does not as little as it must', () => {
    expect(readableShade('#1d4ed8', light)).toBe('#1d4ed8');
    const violet = readableShade('#8b5cf6', light);
    expect(violet).not.toBe('#8b5cf6');
    expect(contrastRatio(violet, '#f7f7fb')).toBeLessThan(AA_TEXT + 0.6);
    // On a dark page it is lightened, never darkened.
    expect(relativeLuminance(readableShade('#6d28d9', dark))).toBeGreaterThan(relativeLuminance('#6d28d9'));
  });
});
