import { describe, expect, it } from 'vitest';
import type { TimeOff } from '@chairside/shared/team/working-hours-dto';
import type { WorkingDay } from './working-day';
import { describeCell, weekCell } from './week-cell';

const downtown = 'downtown';
const uptown = 'uptown';
const names = (id: string) => (id === uptown ? 'Uptown' : 'Downtown');
const timeOff = (status: TimeOff['status']): TimeOff => ({
  id: 't',
  staffId: 'p',
  from: '',
  until: '',
  reason: 'vacation',
  note: '',
  status,
  requestedBy: null,
  decidedBy: null,
});

describe('a cell of the team week grid', () => {
  it('lists the hours worked at the grid’s location', () => {
    const day: WorkingDay = {
      date: '2026-11-24',
      blocks: [{ locationId: downtown, working: ['9:00 AM–12:00 PM', '12:30 PM–5:00 PM'] }],
      exception: null,
      timeOff: [],
    };
    const cell = weekCell(day, downtown, names);
    expect(cell).toEqual({ hours: ['9:00 AM–12:00 PM', '12:30 PM–5:00 PM'], notes: [] });
    expect(describeCell(cell)).toBe('Working 9:00 AM–12:00 PM, 12:30 PM–5:00 PM');
  });

  it('says when the person works elsewhere, has time off or a changed day', () => {
    const day: WorkingDay = {
      date: '2026-11-24',
      blocks: [{ locationId: uptown, working: ['1:00 PM–5:00 PM'] }],
      exception: { locationId: uptown, hours: [{ start: '13:00', end: '17:00' }], note: '' },
      timeOff: [
        { timeOff: timeOff('approved'), range: { start: '00:00', end: '24:00' }, allDay: true },
        { timeOff: timeOff('requested'), range: { start: '15:00', end: '24:00' }, allDay: false },
      ],
    };
    const cell = weekCell(day, downtown, names);
    expect(cell.hours).toEqual([]);
    expect(cell.notes.map((note) => note.text)).toEqual([
      'Changed hours',
      'Time off',
      'Time off requested 3:00 PM–11:59 PM',
      'At Uptown 1:00 PM–5:00 PM',
    ]);
    expect(describeCell(cell)).toBe(
      'Not working here; Changed hours; Time off; Time off requested 3:00 PM–11:59 PM; At Uptown 1:00 PM–5:00 PM',
    );
  });
});
