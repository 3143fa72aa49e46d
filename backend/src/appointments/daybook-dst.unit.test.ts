import { describe, expect, it } from 'vitest';
import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { seriesStarts } from './appointment-series';
import { after, at, book, dayFacts, downtownZone, given, ids, staffDay } from '../../testing/daybook-fixtures';

// America/Chicago changes its clocks on Sunday 2026-03-08 (02:00 CST → 03:00 CDT, a 23-hour day) and on
// Sunday 2026-11-01 (02:00 CDT → 01:00 CST, a 25-hour day). Working hours are wall-clock times.

const cut = [{ serviceId: ids.cut, staffId: ids.ava }];
const onDay = (date: string, hours = [{ start: '09:00', end: '17:00' }]) =>
  dayFacts(date, { staff: [staffDay(ids.ava, 'Ava Johnson', date, { hours })] });
const startOf = (events: DaybookEvent[]) => (events[0]?.type === 'AppointmentBooked' ? events[0].data.items[0]?.startsAt : undefined);
const before = new Date('2026-02-01T12:00:00Z');

describe('the spring-forward day, 2026-03-08', () => {
  const day = '2026-03-08';

  it('keeps 9:00–17:00 as wall-clock hours in summer time (UTC-5)', () => {
    expect(at(day, '09:00')).toBe('2026-03-08T14:00:00.000Z');
    expect(
      startOf(
        given([])
          .when(book(at(day, '09:00'), cut, { day: onDay(day) }), before)
          .events(),
      ),
    ).toBe('2026-03-08T14:00:00.000Z');
    expect(
      given([])
        .when(book(at(day, '16:15'), cut, { day: onDay(day) }), before)
        .events(),
    ).toHaveLength(1);
    given([])
      .when(book(at(day, '08:30'), cut, { day: onDay(day) }), before)
      .thenThrows({
        status: 422,
        message: 'Ava Johnson is not working 8:30–9:15 AM on Sun, Mar 8 (working hours that day: 9:00 AM–5:00 PM)',
      });
  });

  it('books across the missing hour: 01:30 CST and 03:00 CDT are 30 minutes apart', () => {
    const night = onDay(day, [{ start: '00:00', end: '06:00' }]);
    const { events: history } = after([book(at(day, '01:30'), cut, { day: night })], before);
    // The 45-minute cut from 1:30 CST ends at 3:15 CDT, so 3:00 is taken and 3:15 is free.
    given(history)
      .when(book(at(day, '03:00'), cut, { day: night }), before)
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 1:30 AM CST–3:15 AM CDT' });
    expect(
      given(history)
        .when(book(at(day, '03:15'), cut, { day: night }), before)
        .events(),
    ).toHaveLength(1);
  });
});

describe('the fall-back day, 2026-11-01', () => {
  const day = '2026-11-01';

  it('keeps 9:00–17:00 as wall-clock hours in standard time (UTC-6)', () => {
    expect(
      startOf(
        given([])
          .when(book(at(day, '09:00'), cut, { day: onDay(day) }), before)
          .events(),
      ),
    ).toBe('2026-11-01T15:00:00.000Z');
    expect(
      given([])
        .when(book(at(day, '16:15'), cut, { day: onDay(day) }), before)
        .events(),
    ).toHaveLength(1);
    given([])
      .when(book(at(day, '16:30'), cut, { day: onDay(day) }), before)
      .thenThrows(422);
  });

  it('tells the two 1:30 AMs apart: a booked instant is unambiguous', () => {
    const night = onDay(day, [{ start: '00:00', end: '04:00' }]);
    const firstOneThirty = '2026-11-01T06:30:00.000Z'; // 1:30 CDT
    const secondOneThirty = '2026-11-01T07:30:00.000Z'; // 1:30 CST, an hour later
    const { events: history } = after([book(firstOneThirty, cut, { day: night })], before);
    expect(
      given(history)
        .when(book(secondOneThirty, cut, { day: night }), before)
        .events(),
    ).toHaveLength(1);
    given(history)
      .when(book('2026-11-01T07:00:00.000Z', cut, { day: night }), before)
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 1:30 AM CDT–1:15 AM CST' });
  });

  it('puts an instant on its local date, and refuses a start that is not on the stream’s day', () => {
    // 05:30Z on Nov 1 is 00:30 CDT on Nov 1 (still Oct 31 under standard time).
    const night = onDay(day, [{ start: '00:00', end: '04:00' }]);
    expect(
      given([])
        .when(book('2026-11-01T05:30:00.000Z', cut, { day: night }), before)
        .events(),
    ).toHaveLength(1);
    given([])
      .when(book('2026-11-01T04:30:00.000Z', cut, { day: night }), before)
      .thenThrows({ status: 422, message: 'The start is not on Sun, Nov 1' });
  });
});

describe('series across a daylight-saving change', () => {
  it('keeps the same local time every N weeks', () => {
    // Mondays at 10:00: CST before Mar 8, CDT after.
    expect(seriesStarts('2026-03-02T16:00:00Z', { everyWeeks: 1, count: 3, until: null }, downtownZone)).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-16T15:00:00.000Z',
    ]);
    expect(seriesStarts('2026-10-19T15:00:00Z', { everyWeeks: 2, count: null, until: '2026-11-16' }, downtownZone)).toEqual([
      '2026-10-19T15:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
      '2026-11-16T16:00:00.000Z',
    ]);
  });

  it('refuses a series of one, or of more than 52', () => {
    expect(() => seriesStarts('2026-11-23T16:00:00Z', { everyWeeks: 1, count: null, until: '2026-11-29' }, downtownZone)).toThrow(
      'A series has at least 2 appointments; choose a later end date',
    );
    expect(() => seriesStarts('2026-11-23T16:00:00Z', { everyWeeks: 1, count: null, until: '2028-01-01' }, downtownZone)).toThrow(
      'A series has at most 52 appointments; choose an earlier end date',
    );
  });
});
