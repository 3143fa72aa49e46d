import { describe, expect, it } from 'vitest';
import { businessDateOf, businessInstant, businessTimeOf, dateAtMidnight } from './business-time';
import { calendarPlaceParams, readCalendarPlace, stepCalendar, visibleDates } from './calendar-range';

const today = '2026-11-22';

describe('the calendar’s place in the address', () => {
  it('reads date and view, falling back to today and the day view', () => {
    expect(readCalendarPlace(new URLSearchParams('date=2026-11-25&view=week'), today)).toEqual({ date: '2026-11-25', view: 'week' });
    expect(readCalendarPlace(new URLSearchParams('date=tomorrow&view=month'), today)).toEqual({ date: today, view: 'day' });
  });

  it('leaves the defaults out of the address', () => {
    expect(calendarPlaceParams({ date: today, view: 'day' }, today)).toEqual({});
    expect(calendarPlaceParams({ date: '2026-11-25', view: 'list' }, today)).toEqual({ date: '2026-11-25', view: 'list' });
  });

  it('reads a day, or Monday to Sunday for the week', () => {
    expect(visibleDates({ date: '2026-11-25', view: 'day' })).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(visibleDates({ date: '2026-11-25', view: 'week' })).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('steps a day or a week', () => {
    expect(stepCalendar({ date: '2026-11-30', view: 'day' }, 1)).toBe('2026-12-01');
    expect(stepCalendar({ date: '2026-11-25', view: 'week' }, -1)).toBe('2026-11-18');
  });
});

describe('business wall clock', () => {
  it('turns dates and times into instants in Chicago, across daylight saving', () => {
    expect(businessInstant('2026-11-23', '10:00')).toBe('2026-11-23T16:00:00.000Z');
    expect(businessInstant('2026-07-01', '10:00')).toBe('2026-07-01T15:00:00.000Z');
    expect(businessInstant('2026-11-23', '')).toBeNull();
    expect(dateAtMidnight('2026-11-23').toISOString()).toBe('2026-11-23T06:00:00.000Z');
  });

  it('reads the business date and time of an instant', () => {
    expect(businessDateOf('2026-11-23T05:30:00.000Z')).toBe('2026-11-22');
    expect(businessTimeOf('2026-11-23T16:00:00.000Z')).toBe('10:00');
  });
});
