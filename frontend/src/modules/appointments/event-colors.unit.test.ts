import { describe, expect, it } from 'vitest';
import { eventBackground, readableTextColor } from './event-colors';

describe('block colors', () => {
  it('pick the more readable text color for the service color', () => {
    expect(readableTextColor('#8b5cf6')).toBe('#ffffff');
    expect(readableTextColor('#fde68a')).toBe('#111827');
    expect(readableTextColor('not a color')).toBe('#111827');
  });

  it('draw processing time lighter', () => {
    expect(eventBackground('#8b5cf6', [])).toBe('#8b5cf6');
    expect(eventBackground('#8b5cf6', [{ from: 0.5, to: 1 }])).toBe(
      'linear-gradient(to bottom, #8b5cf6 0%, #8b5cf6 50%, color-mix(in srgb, #8b5cf6 60%, white) 50%, color-mix(in srgb, #8b5cf6 60%, white) 100%, #8b5cf6 100%, #8b5cf6 100%)',
    );
  });
});
