import { DateTime } from 'luxon';
import type { RecurrenceInput } from '@chairside/shared/appointments/appointment-dto';
import { DomainError } from '../commands/domain-error';

const MAX_SERIES = 52;

// The starts of a series: every N weeks at the same local wall-clock time (10:00 stays 10:00 across a
// daylight-saving change; a time that does not exist that day moves forward by the gap, as luxon does),
// `count` times or up to and including the local date `until`.
// Example: seriesStarts('2026-10-26T15:00:00Z', { everyWeeks: 1, count: 2, until: null }, 'America/Chicago') → ['2026-10-26T15:00:00.000Z', '2026-11-02T16:00:00.000Z']
// The wall clock is the location's (`zone`).
export function seriesStarts(startsAt: string, recurrence: RecurrenceInput, zone: string): string[] {
  const first = DateTime.fromISO(startsAt, { setZone: true }).setZone(zone);
  const starts: string[] = [];
  for (let index = 0; ; index += 1) {
    if (recurrence.count !== null && index >= recurrence.count) break;
    const start = first.plus({ weeks: index * recurrence.everyWeeks });
    if (recurrence.until !== null && (start.toISODate() ?? '') > recurrence.until) break;
    if (starts.length >= MAX_SERIES)
      throw new DomainError(`A series has at most ${MAX_SERIES} appointments; choose an earlier end date`, 422);
    starts.push(start.toUTC().toISO() ?? '');
  }
  if (starts.length < 2) throw new DomainError('A series has at least 2 appointments; choose a later end date', 422);
  return starts;
}
