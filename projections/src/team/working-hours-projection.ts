import type { Selectable } from 'kysely';
import { workingHoursEventTypes, type WorkingHoursEvent } from '@chairside/shared/team/working-hours-events';
import { currentStreamName } from '@chairside/shared/stream-names';
import { batchRows, rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createStaffScheduleExceptionTable, type StaffScheduleExceptionTable } from './staff-schedule-exception-table';
import { createStaffTimeOffTable } from './staff-time-off-table';
import { createStaffWeeklyScheduleTable } from './staff-weekly-schedule-table';

type ExceptionRow = Selectable<StaffScheduleExceptionTable>;

// `roster-<staffId>`, or its old name `staff-schedule-<staffId>` (see shared/src/stream-names.ts).
const staffIdOf = (stream: string) => currentStreamName(stream).slice('roster-'.length);

// Weekly schedules, date exceptions and time off of every staff member, as the schedule screens and
// availability read them.
export const workingHoursProjection = defineProjection<WorkingHoursEvent>({
  name: 'staff_schedules',
  version: 1,
  eventTypes: workingHoursEventTypes,
  topics: ['staff-schedules'],
  tables: {
    staff_weekly_schedules: createStaffWeeklyScheduleTable,
    staff_schedule_exceptions: createStaffScheduleExceptionTable,
    staff_time_off: createStaffTimeOffTable,
  },
  async apply(_trx, events, context) {
    const { tables } = context;
    const scheduleIds = events.flatMap((event) => ('scheduleId' in event.data ? [event.data.scheduleId] : []));
    const timeOffIds = events.flatMap((event) => ('timeOffId' in event.data ? [event.data.timeOffId] : []));
    const staffIds = events.flatMap((event) =>
      event.type === 'ScheduleExceptionSet' || event.type === 'ScheduleExceptionCleared' ? [staffIdOf(event.stream)] : [],
    );
    const schedules = rowsById(await tables.select('staff_weekly_schedules', 'id', scheduleIds));
    const timeOff = rowsById(await tables.select('staff_time_off', 'id', timeOffIds));
    // A staff member's exceptions, all of them, keyed by the staff member: the batch writes each list whole.
    const exceptionRows = await tables.select('staff_schedule_exceptions', 'staff_id', staffIds);
    const exceptions = batchRows(staffIds.map((staffId) => [staffId, exceptionRows.filter((row) => row.staff_id === staffId)] as const));
    const setException = (staffId: string, date: string, row: ExceptionRow | null) =>
      exceptions.put(staffId, [...(exceptions.get(staffId) ?? []).filter((entry) => entry.date !== date), ...(row ? [row] : [])]);

    for (const event of events) {
      const staffId = staffIdOf(event.stream);
      let locationId: string | null = null;
      switch (event.type) {
        case 'WeeklyScheduleAdded':
        case 'WeeklyScheduleChanged': {
          const { data } = event;
          locationId = data.locationId;
          const values = {
            location_id: data.locationId,
            effective_from: data.effectiveFrom,
            effective_until: data.effectiveUntil,
            days: data.days,
          };
          const existing = schedules.get(data.scheduleId);
          schedules.put(data.scheduleId, existing ? { ...existing, ...values } : { id: data.scheduleId, staff_id: staffId, ...values });
          break;
        }
        case 'WeeklyScheduleRemoved':
          schedules.remove(event.data.scheduleId);
          break;
        case 'ScheduleExceptionSet': {
          const { data } = event;
          locationId = data.locationId;
          setException(staffId, data.date, {
            staff_id: staffId,
            date: data.date,
            location_id: data.locationId,
            hours: data.hours,
            note: data.note,
          });
          break;
        }
        case 'ScheduleExceptionCleared':
          setException(staffId, event.data.date, null);
          break;
        case 'TimeOffRequested':
        case 'TimeOffRecorded': {
          const { data } = event;
          const by = event.type === 'TimeOffRequested' ? event.data.requestedBy : event.data.recordedBy;
          timeOff.insert(data.timeOffId, {
            id: data.timeOffId,
            staff_id: staffId,
            starts_at: data.from,
            ends_at: data.until,
            reason: data.reason,
            note: data.note,
            status: event.type === 'TimeOffRequested' ? 'requested' : 'approved',
            requested_by: by,
            decided_by: event.type === 'TimeOffRecorded' ? by : null,
          });
          break;
        }
        case 'TimeOffApproved':
          timeOff.update(event.data.timeOffId, (row) => ({ ...row, status: 'approved', decided_by: event.data.approvedBy }));
          break;
        case 'TimeOffDeclined':
          timeOff.update(event.data.timeOffId, (row) => ({ ...row, status: 'declined', decided_by: event.data.declinedBy }));
          break;
        case 'TimeOffCancelled':
          timeOff.update(event.data.timeOffId, (row) => ({ ...row, status: 'cancelled', decided_by: event.data.cancelledBy }));
          break;
        default:
          unfoldable('staff_schedules', event);
      }
      // Every staff screen and the person themself (a basic staff member sees their own schedule change).
      context.change({ topic: 'staff-schedules', rooms: ['staff', `user:${staffId}`], locationId, ids: [staffId] }, event);
    }
    await schedules.write(tables.rows('staff_weekly_schedules', 'id'));
    await exceptions.write(tables.lists('staff_schedule_exceptions', 'staff_id'));
    await timeOff.write(tables.rows('staff_time_off', 'id'));
  },
});
