import { describe, expect, it } from 'vitest';
import { emptyClassForm, formatSlot, readClassForm, timetableLine } from './class-form';

const locationId = '11111111-1111-4111-8111-111111111111';
const instructorId = 'cccccccc-cccc-4ccc-8ccc-000000000007';

describe('the add/edit class form', () => {
  it('sends the timetable as weekday numbers and times, the price in cents and no room as null', () => {
    const form = {
      ...emptyClassForm('2026-11-23'),
      name: 'Sunrise Yoga',
      instructorId,
      price: '25',
      timetable: [timetableLine('1', '07:00'), timetableLine('3', '18:30')],
    };
    const result = readClassForm(locationId, form);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        roomId: null,
        priceCents: 2500,
        capacity: 8,
        timetable: [
          { weekday: 1, startTime: '07:00' },
          { weekday: 3, startTime: '18:30' },
        ],
        startsOn: '2026-11-23',
        endsOn: null,
      }),
    });
  });

  it('refuses the same weekday and time twice, and an end before the start, with the schema’s words', () => {
    const form = {
      ...emptyClassForm('2026-11-23'),
      name: 'Pilates',
      instructorId,
      price: '20',
      endsOn: '2026-11-01',
      timetable: [timetableLine('2', '09:00'), timetableLine('2', '09:00')],
    };
    const result = readClassForm(locationId, form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.timetable).toBe('The same weekday and time is listed twice');
    expect(result.problems.endsOn).toBe('The timetable cannot end before it starts');
  });

  it('asks for an instructor', () => {
    const result = readClassForm(locationId, { ...emptyClassForm('2026-11-23'), name: 'Barre', price: '10' });
    expect(result.ok ? null : result.problems.instructorId).toBe('Choose an instructor');
  });
});

describe('a timetable slot', () => {
  it('reads as a short weekday and a 12-hour time', () => {
    expect(formatSlot({ weekday: 7, startTime: '18:30' })).toBe('Sun 6:30 PM');
    expect(formatSlot({ weekday: 1, startTime: '09:30' })).toBe('Mon 9:30 AM');
  });
});
