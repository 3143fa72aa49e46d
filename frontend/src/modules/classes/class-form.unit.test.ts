import { describe, expect, it } from 'vitest';
import { emptyClassForm, readClassForm, timetableLine } from './class-form';

const locationId = '11111111-1111-4111-8111-111111111111';
const instructorId = 'cccccccc-cccc-4ccc-8ccc-000000000007';

describe('the add/edit class form', () => {
  it('sends the timetable as weekday numbers and times, the price in cents and no room as null', () => {
    const form = { ...emptyClassForm('2026-11-23'), name: 'Sunrise Yoga', instructorId, price: '25', timetable: [timetableLine('1', '07:00'), timetableLine('3', '18:30')] };
    const result = readClassForm(locationId, form);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
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
    expect(result.errors.timetable).toBe('The same weekday and time is listed twice');
    expect(result.errors.endsOn).toBe('The timetable cannot end before it starts');
  });

  it('asks for an instructor', () => {
    const result = readClassForm(locationId, { ...emptyClassForm('2026-11-23'), name: 'Barre', price: '10' });
    expect(result.ok ? null : result.errors.instructorId).toBe('Choose an instructor');
  });
});
