// WCAG 2 contrast for the theme: whatever brand or calendar color a person picks, the text shown on it or
// in it is a shade of it (or white) that reads at 4.5:1 (3:1 for large text), and fills keep the color.

export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

type Rgb = [number, number, number];

// '#8b5cf6' or '#85f' → [139, 92, 246]; anything else → null.
export function parseHexColor(color: string): Rgb | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color.trim());
  if (short) return [short[1], short[2], short[3]].map((digit) => parseInt(`${digit}${digit}`, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  return long ? ([long[1], long[2], long[3]].map((pair) => parseInt(pair as string, 16)) as Rgb) : null;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

// WCAG relative luminance, 0 (black) to 1 (white).
export function relativeLuminance(color: string): number {
  const rgb = parseHexColor(color);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Example: contrastRatio('#ffffff', '#8b5cf6') ≈ 4.23
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// `color` mixed with `other`: share 0 is `color`, 1 is `other` (as CSS color-mix in sRGB).
export function mixColors(color: string, other: string, share: number): string {
  const a = parseHexColor(color) ?? [0, 0, 0];
  const b = parseHexColor(other) ?? [0, 0, 0];
  return toHex(a.map((channel, index) => channel + ((b[index] as number) - channel) * share) as Rgb);
}

const worstRatio = (color: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

// The shade of `color` nearest to it that reads at `minRatio` on every background: darkened on light
// backgrounds, lightened on dark ones. Brand-colored links and labels use it.
// Example: readableShade('#fde047', ['#ffffff']) → a deep olive that reads on white
export function readableShade(color: string, backgrounds: readonly string[], minRatio = AA_TEXT): string {
  const base = parseHexColor(color) ? color.toLowerCase() : '#000000';
  if (worstRatio(base, backgrounds) >= minRatio) return base;
  const darkBackground = Math.max(...backgrounds.map(relativeLuminance)) < 0.18;
  const toward = darkBackground ? '#ffffff' : '#000000';
  for (let step = 1; step <= 40; step += 1) {
    const shade = mixColors(base, toward, step / 40);
    if (worstRatio(shade, backgrounds) >= minRatio) return shade;
  }
  return toward;
}

// Text and icons on a fill of `fill`: white where white reads, otherwise the fill's own hue, darkened
// until it reads (on a light or mid-tone fill; #8b5cf6 gets a deep violet).
// Example: textOnFill('#2563eb') === '#ffffff'
export function textOnFill(fill: string, minRatio = AA_TEXT): string {
  const base = parseHexColor(fill) ? fill : '#000000';
  if (contrastRatio('#ffffff', base) >= minRatio) return '#ffffff';
  return readableShade(mixColors(base, '#000000', 0.5), [base], minRatio);
}
