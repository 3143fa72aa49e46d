import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@chairside/shared/format/color-contrast';
import { eventBackground, eventTextColor } from './event-colors';

describe('block colors', () => {
  it('write text that reads at 4.5:1 on the service color: white where it reads, else a dark shade', () => {
    expect(eventTextColor('#1d4ed8')).toBe('#ffffff');
    for (const color of ['#8b5cf6', '#fde68a', '#22c55e', '#f97316', '#ec4899']) expect(contrastRatio(eventTextColor(color), color), color).toBeGreaterThanOrEqual(4.5);
    expect(eventTextColor('#fde68a')).not.toBe('#ffffff');
  });

  it('draw processing time lighter', () => {
    expect(eventBackground('#8b5cf6', [])).toBe('#8b5cf6');
    expect(eventBackground('#8b5cf6', [{ from: 0.5, to: 1 }])).toBe(
      'linear-gradient(to bottom, #8b5cf6 0%, #8b5cf6 50%, #b99dfa 50%, #b99dfa 100%, #8b5cf6 100%, #8b5cf6 100%)',
    );
  });
});
