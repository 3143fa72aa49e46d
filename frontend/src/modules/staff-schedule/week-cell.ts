import { formatRange } from '../../format/calendar-dates';
import type { WorkingDay } from './working-day';

export type CellNote = { text: string; intent: 'warning' | 'primary' | 'none' | 'danger' };
export type WeekCell = { hours: string[]; notes: CellNote[] };

// What a cell of the team week grid says about one person's day at the grid's location: the hours they
// work there (breaks and approved time off taken out), then changes, time off and hours elsewhere.
export function weekCell(day: WorkingDay, locationId: string, locationName: (id: string) => string): WeekCell {
  const here = day.blocks.filter((block) => block.locationId === locationId);
  const elsewhere = day.blocks.filter((block) => block.locationId !== locationId);
  const notes: CellNote[] = [];
  if (day.exception) notes.push({ text: day.exception.hours.length === 0 ? 'Day off (changed)' : 'Changed hours', intent: 'primary' });
  for (const item of day.timeOff) {
    const requested = item.timeOff.status === 'requested';
    const when = item.allDay
      ? ''
      : ` ${formatRange({ start: item.range.start, end: item.range.end === '24:00' ? '23:59' : item.range.end })}`;
    notes.push({ text: `${requested ? 'Time off requested' : 'Time off'}${when}`, intent: requested ? 'warning' : 'danger' });
  }
  for (const block of elsewhere)
    notes.push({ text: `At ${locationName(block.locationId)} ${block.working.join(', ')}`.trim(), intent: 'none' });
  return { hours: here.flatMap((block) => block.working), notes };
}

// The cell in one sentence, for its link's accessible name.
export function describeCell(cell: WeekCell): string {
  const parts = [cell.hours.length > 0 ? `Working ${cell.hours.join(', ')}` : 'Not working here', ...cell.notes.map((note) => note.text)];
  return parts.join('; ');
}
