import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { businessDateOf, businessInstant, businessTimeOf, calendarTime, dateAtMidnight } from './business-time';
import { calendarZone, setCalendarZone } from './cached-zone';
import { staffDayHours } from './working-hours';

// The calendar shows the selected location's own zone: here New York, across its 2026 daylight-saving changes.
describe('the calendar on a location’s own zone', () => {
  afterEach(() => setCalendarZone(BUSINESS_TIME_ZONE));

  it('puts days, times and wall-clock inputs on the New York clock once switched, and back', () => {
    setCalendarZone('America/New_York');
    expect(calendarZone().name).toBe('America/New_York');
    expect(dateAtMidnight('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(dateAtMidnight('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(dateAtMidnight('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(businessInstant('2026-03-08', '09:00')).toBe('2026-03-08T13:00:00.000Z');
    // 04:30Z on Nov 1 is still Oct 31 in Chicago, already Nov 1 in New York.
    expect(businessDateOf('2026-11-01T04:30:00Z')).toBe('2026-11-01');
    expect(businessTimeOf('2026-11-23T16:00:00Z')).toBe('11:00');
    expect(calendarTime('2026-11-23T16:00:00Z')).toBe('11:00 AM');

    setCalendarZone(BUSINESS_TIME_ZONE);
    expect(businessDateOf('2026-11-01T04:30:00Z')).toBe('2026-10-31');
    expect(calendarTime('2026-11-23T16:00:00Z')).toBe('10:00 AM');
  });

  it('resolves a staff member’s wall-clock hours in the shown zone', () => {
    setCalendarZone('America/New_York');
    const member = {
      staffId: 's',
      schedules: [
        {
          locationId: 'l',
          effectiveFrom: '2026-01-01',
          effectiveUntil: null,
          days: [{ weekday: 7, hours: [{ start: '09:00', end: '17:00' }], breaks: [] }],
        },
      ],
      exceptions: [],
      timeOff: [],
    };
    // Sunday 2026-11-01, EST (UTC-5) from 2 AM.
    expect(staffDayHours(member, '2026-11-01', 'l').hours).toEqual([
      { start: Date.parse('2026-11-01T14:00:00Z'), end: Date.parse('2026-11-01T22:00:00Z') },
    ]);
  });

  it('keeps the business zone for a name it does not know', () => {
    setCalendarZone('Mars/Olympus_Mons');
    expect(calendarZone().name).toBe(BUSINESS_TIME_ZONE);
  });
});
