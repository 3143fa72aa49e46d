import type { Selectable } from 'kysely';
import type { OnTheClock, TimesheetEntry } from '@chairside/shared/time-clock/time-clock-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { locationNamesByIds } from '../business/business-queries';
import type { ReadDb } from '../database';
import { staffNamesByIds } from '../team/staff-queries';
import type { TimeEntryTable } from './time-entry-table';

type EntryRow = Selectable<TimeEntryTable>;

const nameOf = (names: Map<string, { firstName: string; lastName: string }>, id: string | null) => {
  const name = id ? names.get(id) : undefined;
  return name ? displayName(name) : 'Someone no longer on the team';
};

async function onTheClock(db: ReadDb, rows: readonly EntryRow[]): Promise<OnTheClock[]> {
  const [names, locations] = await Promise.all([
    staffNamesByIds(
      db,
      rows.map((row) => row.staff_id),
    ),
    locationNamesByIds(
      db,
      rows.map((row) => row.location_id),
    ),
  ]);
  return rows
    .map((row) => ({
      entryId: row.id,
      staffId: row.staff_id,
      name: nameOf(names, row.staff_id),
      locationId: row.location_id,
      locationName: locations.get(row.location_id) ?? '',
      clockedInAt: row.clocked_in_at.toISOString(),
      onBreakSince: row.on_break_since?.toISOString() ?? null,
      clockOutMissedAt: row.clock_out_missed_at?.toISOString() ?? null,
      breaks: row.breaks,
    }))
    .sort((a, b) => a.clockedInAt.localeCompare(b.clockedInAt) || a.name.localeCompare(b.name));
}

// Who is on the clock at a location now (missed clock-outs included, flagged), earliest first.
export async function listOnTheClock(db: ReadDb, locationId: string): Promise<OnTheClock[]> {
  const rows = await db
    .selectFrom('time_entries')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('clocked_out_at', 'is', null)
    .execute();
  return onTheClock(db, rows);
}

// A staff member's open entry, wherever it is.
export async function findOpenEntry(db: ReadDb, staffId: string): Promise<OnTheClock | null> {
  const rows = await db
    .selectFrom('time_entries')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('clocked_out_at', 'is', null)
    .execute();
  return (await onTheClock(db, rows))[0] ?? null;
}

// Open entries not flagged yet, for the missed clock-out job.
export async function listUnflaggedOpenEntries(
  db: ReadDb,
): Promise<{ entryId: string; staffId: string; locationId: string; clockedInAt: Date }[]> {
  const rows = await db
    .selectFrom('time_entries')
    .select(['id', 'staff_id', 'location_id', 'clocked_in_at'])
    .where('clocked_out_at', 'is', null)
    .where('clock_out_missed_at', 'is', null)
    .execute();
  return rows.map((row) => ({ entryId: row.id, staffId: row.staff_id, locationId: row.location_id, clockedInAt: row.clocked_in_at }));
}

// Entries that started within [from, to) (instants), everyone's or one person's, with names for the edits.
export async function listTimeEntries(
  db: ReadDb,
  filter: { from: Date; to: Date; staffId?: string },
): Promise<(TimesheetEntry & { staffId: string })[]> {
  let query = db
    .selectFrom('time_entries')
    .selectAll()
    .where('clocked_in_at', '>=', filter.from)
    .where('clocked_in_at', '<', filter.to)
    .orderBy('clocked_in_at')
    .orderBy('id');
  if (filter.staffId) query = query.where('staff_id', '=', filter.staffId);
  const rows = await query.execute();
  const [editors, locations] = await Promise.all([
    staffNamesByIds(db, rows.flatMap((row) => row.edits.map((edit) => edit.by ?? '')).filter(Boolean)),
    locationNamesByIds(
      db,
      rows.map((row) => row.location_id),
    ),
  ]);
  return rows.map((row) => ({
    entryId: row.id,
    staffId: row.staff_id,
    locationId: row.location_id,
    locationName: locations.get(row.location_id) ?? '',
    clockedInAt: row.clocked_in_at.toISOString(),
    clockedOutAt: row.clocked_out_at?.toISOString() ?? null,
    breaks: row.breaks,
    clockOutMissedAt: row.clock_out_missed_at?.toISOString() ?? null,
    edits: row.edits.map((edit) => ({ ...edit, byName: edit.by ? nameOf(editors, edit.by) : 'The system' })),
  }));
}
