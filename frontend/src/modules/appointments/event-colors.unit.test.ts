import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@chairside/shared/format/color-contrast';
import { eventTextColor, processingColors } from './event-colors';

describe('block colors', () => {
  it('write text that reads at 4.5:1 on the service color: white where it reads, else a dark shade', () => {
    expect(eventTextColor('#1d4ed8')).toBe('#ffffff');
    for (const color of ['#8b5cf6', '#fde68a', '#22c55e', '#f97316', '#ec4899'])
      expect(contrastRatio(eventTextColor(color), color), color).toBeGreaterThanOrEqual(4.5);
    expect(eventTextColor('#fde68a')).not.toBe('#ffffff');
  });

  it('draw processing time lighter, labelled in a color that reads on it', () => {
    for (const color of ['#8b5cf6', '#1d4ed8', '#fde68a', '#22c55e']) {
      const shade = processingColors(color);
      expect(shade.background, color).not.toBe(color);
      expect(contrastRatio(shade.color, shade.background), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(processingColors('#8b5cf6').background).toBe('#b99dfa');
  });
});
