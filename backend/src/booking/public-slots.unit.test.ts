import { describe, expect, it } from 'vitest';
import { closedByOpeningHours } from './public-slots';

// 2026-11-30 is a Monday, 2026-12-01 a Tuesday, 2026-12-02 a Wednesday.
describe('closedByOpeningHours', () => {
  const mondayTuesday = {
    openingHours: [
      { weekday: 1, hours: [{ start: '09:00', end: '18:00' }] },
      { weekday: 2, hours: [{ start: '09:00', end: '18:00' }] },
      { weekday: 3, hours: [] },
    ],
  };
  it('closes the weekdays the opening hours leave out or give no hours', () => {
    expect(closedByOpeningHours(mondayTuesday, '2026-11-30')).toBe(false);
    expect(closedByOpeningHours(mondayTuesday, '2026-12-01')).toBe(false);
    expect(closedByOpeningHours(mondayTuesday, '2026-12-02')).toBe(true);
    expect(closedByOpeningHours(mondayTuesday, '2026-12-03')).toBe(true);
  });
  it('closes nothing for a location without opening hours (the staff hours decide)', () => {
    expect(closedByOpeningHours({ openingHours: [] }, '2026-12-02')).toBe(false);
  });
});
