import { describe, expect, it } from 'vitest';
import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { localDay } from '@chairside/shared/availability/local-day';
import { workingIntervals } from '@chairside/shared/availability/working-intervals';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { seriesStarts } from './appointment-series';
import { clock, localDateOf, timeRange } from './appointment-text';
import { after, at, book, dayFacts, given, ids, services, staffDay } from '../../testing/daybook-fixtures';

// A location in another zone than the business's: America/New_York changes its clocks on Sunday 2026-03-08
// (02:00 EST → 03:00 EDT) and Sunday 2026-11-01 (02:00 EDT → 01:00 EST), an hour before Chicago does in UTC.
// Its days, its staff's wall-clock hours and its refusals are all on New York time.

const NY = 'America/New_York';
const CHICAGO = 'America/Chicago';
const cut = [{ serviceId: ids.cut, staffId: ids.ava }];
const before = new Date('2026-02-01T12:00:00Z');
const newYorkDay = (date: string, hours = [{ start: '09:00', end: '17:00' }]) =>
  dayFacts(date, {
    zone: NY,
    location: { name: 'Brooklyn', isActive: true },
    staff: [staffDay(ids.ava, 'Ava Johnson', date, { hours, zone: NY })],
  });
const startOf = (events: DaybookEvent[]) => (events[0]?.type === 'AppointmentBooked' ? events[0].data.items[0]?.startsAt : undefined);
const schedule = (date: string) => [
  {
    locationId: ids.downtown,
    effectiveFrom: '2026-01-01',
    effectiveUntil: null,
    days: [{ weekday: localDay(date, NY).weekday, hours: [{ start: '09:00', end: '17:00' }], breaks: [] }],
  },
];

describe('a New York day: its bounds and which day stream an instant belongs to', () => {
  it('starts and ends at New York midnight, 23 hours on 2026-03-08 and 25 on 2026-11-01', () => {
    const spring = localDay('2026-03-08', NY);
    expect([new Date(spring.start).toISOString(), new Date(spring.end).toISOString()]).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const fall = localDay('2026-11-01', NY);
    expect([new Date(fall.start).toISOString(), new Date(fall.end).toISOString()]).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    expect((fall.end - fall.start) / 3_600_000).toBe(25);
  });

  it('puts an instant on the New York date, which differs from the Chicago date around midnight', () => {
    // 04:30Z on Nov 1 is 00:30 EDT on Nov 1 in New York, but 23:30 CDT on Oct 31 in Chicago.
    expect(localDateOf('2026-11-01T04:30:00.000Z', NY)).toBe('2026-11-01');
    expect(localDateOf('2026-11-01T04:30:00.000Z', CHICAGO)).toBe('2026-10-31');
    // 05:30Z on Mar 8 is 00:30 EST on Mar 8 in New York, 23:30 CST on Mar 7 in Chicago.
    expect(localDateOf('2026-03-08T05:30:00.000Z', NY)).toBe('2026-03-08');
    expect(localDateOf('2026-03-08T05:30:00.000Z', CHICAGO)).toBe('2026-03-07');
    // So the booking goes to the New York day's stream.
    expect(daybookStream('brooklyn', localDateOf('2026-11-01T04:30:00.000Z', NY))).toBe('daybook-brooklyn-2026-11-01');
  });

  it('reads times on the New York clock', () => {
    expect(clock('2026-11-23T16:05:00Z', NY)).toBe('11:05 AM');
    expect(clock('2026-11-23T16:05:00Z', CHICAGO)).toBe('10:05 AM');
    expect(timeRange({ start: Date.parse('2026-11-01T05:30:00Z'), end: Date.parse('2026-11-01T06:15:00Z') }, NY)).toBe(
      '1:30 AM EDT–1:15 AM EST',
    );
  });
});

describe('working hours at a New York location are New York wall-clock hours', () => {
  it('keeps 9:00–17:00 across the spring change (EST, UTC-5, the Monday before; EDT, UTC-4, on the day)', () => {
    expect(
      workingIntervals({
        date: '2026-03-02',
        locationId: ids.downtown,
        zone: NY,
        schedules: schedule('2026-03-02'),
        exceptions: [],
        timeOff: [],
      }),
    ).toEqual([{ start: Date.parse('2026-03-02T14:00:00Z'), end: Date.parse('2026-03-02T22:00:00Z') }]);
    expect(
      workingIntervals({
        date: '2026-03-08',
        locationId: ids.downtown,
        zone: NY,
        schedules: schedule('2026-03-08'),
        exceptions: [],
        timeOff: [],
      }),
    ).toEqual([{ start: Date.parse('2026-03-08T13:00:00Z'), end: Date.parse('2026-03-08T21:00:00Z') }]);
  });

  it('keeps 9:00–17:00 across the fall change (EST, UTC-5, on 2026-11-01), an hour before the same hours in Chicago', () => {
    const input = { date: '2026-11-01', locationId: ids.downtown, schedules: schedule('2026-11-01'), exceptions: [], timeOff: [] };
    expect(workingIntervals({ ...input, zone: NY })).toEqual([
      { start: Date.parse('2026-11-01T14:00:00Z'), end: Date.parse('2026-11-01T22:00:00Z') },
    ]);
    expect(workingIntervals({ ...input, zone: CHICAGO })).toEqual([
      { start: Date.parse('2026-11-01T15:00:00Z'), end: Date.parse('2026-11-01T23:00:00Z') },
    ]);
  });
});

describe('booking at a New York location', () => {
  it('books 9:00 New York time on the spring-forward day and words refusals on the New York clock', () => {
    const day = '2026-03-08';
    expect(
      startOf(
        given([])
          .when(book(at(day, '09:00', NY), cut, { day: newYorkDay(day) }), before)
          .events(),
      ),
    ).toBe('2026-03-08T13:00:00.000Z');
    // 9:00 in Chicago is 10:00 in New York: inside the hours.
    expect(
      given([])
        .when(book(at(day, '09:00'), cut, { day: newYorkDay(day) }), before)
        .events(),
    ).toHaveLength(1);
    given([])
      .when(book(at(day, '08:30', NY), cut, { day: newYorkDay(day) }), before)
      .thenThrows({
        status: 422,
        message: 'Ava Johnson is not working 8:30–9:15 AM on Sun, Mar 8 (working hours that day: 9:00 AM–5:00 PM)',
      });
  });

  it('names a clash in New York time on the fall-back day', () => {
    const day = '2026-11-01';
    const { events: history } = after([book(at(day, '10:00', NY), cut, { day: newYorkDay(day) })], before);
    given(history)
      .when(book(at(day, '10:30', NY), cut, { day: newYorkDay(day) }), before)
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 10:00–10:45 AM' });
  });

  it('refuses a start that is on another New York day than the stream’s', () => {
    // 04:30Z on Nov 1 is Oct 31 in Chicago but Nov 1 in New York: it belongs to New York's Nov 1.
    const night = newYorkDay('2026-11-01', [{ start: '00:00', end: '04:00' }]);
    expect(
      given([])
        .when(book('2026-11-01T04:30:00.000Z', cut, { day: night }), before)
        .events(),
    ).toHaveLength(1);
    given([])
      .when(book('2026-11-01T03:30:00.000Z', cut, { day: night }), before)
      .thenThrows({ status: 422, message: 'The start is not on Sun, Nov 1' });
  });

  it('keeps a series at the same New York wall-clock time across the change', () => {
    // Mondays at 10:00 New York: EDT (14:00Z) before Nov 1, EST (15:00Z) after.
    expect(seriesStarts('2026-10-26T14:00:00Z', { everyWeeks: 1, count: 2, until: null }, NY)).toEqual([
      '2026-10-26T14:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
    ]);
  });

  it('refuses a service the location does not offer, naming both', () => {
    const context = newYorkDay('2026-11-23');
    const notHere = {
      ...context,
      services: context.services.map((service) => (service.serviceId === ids.cut ? { ...service, offeredHere: false } : service)),
    };
    given([])
      .when(book(at('2026-11-23', '10:00', NY), cut, { day: notHere }), before)
      .thenThrows({ status: 422, message: `${services.cut.name} is not offered at Brooklyn` });
  });
});
