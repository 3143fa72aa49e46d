import { sql } from 'kysely';
import type {
  ScheduleException,
  StaffWorkingHours,
  TeamWorkingHours,
  TimeOff,
  WeeklySchedule,
} from '@chairside/shared/team/working-hours-dto';
import { orderCollated } from '../collated-order';
import type { ReadDb } from '../database';
import { userProfilesByIds } from '../identity/identity-queries';

type WeeklyScheduleRow = {
  id: string;
  staff_id: string;
  location_id: string;
  effective_from: string;
  effective_until: string | null;
  days: WeeklySchedule['days'];
};
type ExceptionRow = { staff_id: string; date: string; location_id: string; hours: ScheduleException['hours']; note: string };
type TimeOffRow = {
  id: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  reason: TimeOff['reason'];
  note: string;
  status: TimeOff['status'];
  requested_by: string | null;
  decided_by: string | null;
};

const toWeeklySchedule = (row: WeeklyScheduleRow): WeeklySchedule => ({
  id: row.id,
  staffId: row.staff_id,
  locationId: row.location_id,
  effectiveFrom: row.effective_from,
  effectiveUntil: row.effective_until,
  days: row.days,
});
const toException = (row: ExceptionRow): ScheduleException => ({
  staffId: row.staff_id,
  date: row.date,
  locationId: row.location_id,
  hours: row.hours,
  note: row.note,
});
const toTimeOff = (row: TimeOffRow): TimeOff => ({
  id: row.id,
  staffId: row.staff_id,
  from: row.starts_at,
  until: row.ends_at,
  reason: row.reason,
  note: row.note,
  status: row.status,
  requestedBy: row.requested_by,
  decidedBy: row.decided_by,
});

// The day after a yyyy-MM-dd date, as yyyy-MM-dd (calendar arithmetic; no zone is involved).
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

// ISO weekday of a yyyy-MM-dd date: 1 (Monday) to 7 (Sunday).
function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

type Window = { from: string; to: string };
type WorkingHoursParts = { schedules: WeeklySchedule[]; exceptions: ScheduleException[]; timeOff: TimeOff[] };

// Weekly schedules, exceptions and time off of these people; within a window of dates (inclusive) when given,
// where only time off still asked for or granted counts.
async function workingHoursParts(db: ReadDb, staffIds: string[], window: Window | null): Promise<Map<string, WorkingHoursParts>> {
  const byStaff = new Map<string, WorkingHoursParts>(staffIds.map((id) => [id, { schedules: [], exceptions: [], timeOff: [] }]));
  if (staffIds.length === 0) return byStaff;
  let schedules = db.selectFrom('staff_weekly_schedules').selectAll().where('staff_id', 'in', staffIds);
  let exceptions = db.selectFrom('staff_schedule_exceptions').selectAll().where('staff_id', 'in', staffIds);
  let timeOff = db.selectFrom('staff_time_off').selectAll().where('staff_id', 'in', staffIds);
  if (window) {
    schedules = schedules
      .where('effective_from', '<=', window.to)
      .where((eb) => eb.or([eb('effective_until', 'is', null), eb('effective_until', '>=', window.from)]));
    exceptions = exceptions.where('date', '>=', window.from).where('date', '<=', window.to);
    timeOff = timeOff
      .where('starts_at', '<', `${nextDay(window.to)}T00:00`)
      .where('ends_at', '>', `${window.from}T00:00`)
      .where('status', 'in', ['requested', 'approved']);
  }
  const [scheduleRows, exceptionRows, timeOffRows] = await Promise.all([
    schedules.orderBy('effective_from').orderBy('location_id').orderBy('id').execute(),
    exceptions.orderBy('date').execute(),
    timeOff.orderBy('starts_at').orderBy('id').execute(),
  ]);
  for (const row of scheduleRows) byStaff.get(row.staff_id)?.schedules.push(toWeeklySchedule(row));
  for (const row of exceptionRows) byStaff.get(row.staff_id)?.exceptions.push(toException(row));
  for (const row of timeOffRows) byStaff.get(row.staff_id)?.timeOff.push(toTimeOff(row));
  return byStaff;
}

// One person's working hours: every weekly schedule, exception and time off (any status), oldest first.
export async function getStaffWorkingHours(db: ReadDb, staffId: string): Promise<StaffWorkingHours> {
  const parts = (await workingHoursParts(db, [staffId], null)).get(staffId) ?? { schedules: [], exceptions: [], timeOff: [] };
  return { staffId, ...parts };
}

// The team week grid: active staff working at the location (or just `onlyStaffId`), with what applies
// between `from` and `to` (inclusive dates). Every schedule of a person is included, wherever it is, so the
// grid can show that someone works elsewhere that day.
export async function getTeamWorkingHours(
  db: ReadDb,
  query: { locationId: string; from: string; to: string; onlyStaffId?: string },
): Promise<TeamWorkingHours> {
  let people = db
    .selectFrom('staff_members')
    .select(['id', 'first_name', 'last_name', 'color', 'location_ids', 'is_active'])
    .where('is_active', '=', true)
    .where(sql<boolean>`${query.locationId} = any(location_ids)`);
  if (query.onlyStaffId !== undefined) people = people.where('id', '=', query.onlyStaffId);
  const members = await people.execute();
  // Someone with a sign-in account is named by it (identity's read model, asked of its owner); the grid is
  // one location's team, so it is sorted once the names are known, as PostgreSQL would (orderCollated).
  const accounts = await userProfilesByIds(
    db,
    members.map((member) => member.id),
  );
  const named = members.map((member) => {
    const account = accounts.get(member.id);
    return { ...member, first_name: account?.firstName ?? member.first_name, last_name: account?.lastName ?? member.last_name };
  });
  const rows = await orderCollated(db, named, (row) => [row.first_name, row.last_name, row.id]);
  const parts = await workingHoursParts(
    db,
    rows.map((row) => row.id),
    { from: query.from, to: query.to },
  );
  return {
    from: query.from,
    to: query.to,
    staff: rows.map((row) => ({
      staffId: row.id,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      color: row.color,
      locationIds: row.location_ids,
      isActive: row.is_active,
      ...(parts.get(row.id) ?? { schedules: [], exceptions: [], timeOff: [] }),
    })),
  };
}

// What availability needs for one active staff member at one location on one day:
// - schedules: their weekly schedules at this location in effect that day and listing that weekday;
// - exception: their date exception that day, at whichever location (one elsewhere means not here that day);
// - timeOff: approved time off overlapping that day (from/until are wall-clock yyyy-MM-ddTHH:mm, until exclusive).
export type LocationDayStaff = { staffId: string; schedules: WeeklySchedule[]; exception: ScheduleException | null; timeOff: TimeOff[] };

export async function getLocationDayWorkingHours(db: ReadDb, locationId: string, date: string): Promise<LocationDayStaff[]> {
  const people = await db
    .selectFrom('staff_members')
    .select('id')
    .where('is_active', '=', true)
    .where(sql<boolean>`${locationId} = any(location_ids)`)
    .orderBy('id')
    .execute();
  const staffIds = people.map((row) => row.id);
  const parts = await workingHoursParts(db, staffIds, { from: date, to: date });
  const weekday = isoWeekday(date);
  return staffIds.map((staffId) => {
    const { schedules, exceptions, timeOff } = parts.get(staffId) ?? { schedules: [], exceptions: [], timeOff: [] };
    return {
      staffId,
      schedules: schedules.filter((schedule) => schedule.locationId === locationId && schedule.days.some((day) => day.weekday === weekday)),
      exception: exceptions[0] ?? null,
      timeOff: timeOff.filter((item) => item.status === 'approved'),
    };
  });
}
