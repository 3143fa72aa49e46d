import type { CSSProperties } from 'react';
import { textOnFill } from '@chairside/shared/format/color-contrast';

// The design's brand color as the page's accent: fills keep the color, text on them is a shade that reads
// at AA (white where white reads). Example: brandStyle('#0f766e') sets --booking-accent and --booking-on-accent.
export function brandStyle(brandColor: string): CSSProperties {
  return { '--booking-accent': brandColor, '--booking-on-accent': textOnFill(brandColor) } as CSSProperties;
}

// The design's text: plain text, blank lines between paragraphs.
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
