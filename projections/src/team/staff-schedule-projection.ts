import { sql, type Transaction } from 'kysely';
import { scheduleEventTypes, type ScheduleEvent } from '@chairside/shared/team/schedule-events';
import { currentStreamName } from '@chairside/shared/stream-names';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';

// `roster-<staffId>`, or its old name `staff-schedule-<staffId>` (see shared/src/stream-names.ts).
const streamPrefix = 'roster-';

// Weekly schedules, date exceptions and time off of every staff member, as the schedule screens and
// availability read them.
export const staffScheduleProjection: Projection = {
  name: 'staff_schedules',
  version: 1,
  eventTypes: scheduleEventTypes,
  topics: ['staff-schedules'],
  tables: {
    staff_weekly_schedules: (schema) => sql`
      create table ${sql.id(schema, 'staff_weekly_schedules')} (
        id text primary key,
        staff_id text not null,
        location_id text not null,
        effective_from text not null,
        effective_until text,
        days jsonb not null
      );
      create index on ${sql.id(schema, 'staff_weekly_schedules')} (staff_id);
      create index on ${sql.id(schema, 'staff_weekly_schedules')} (location_id)`,
    staff_schedule_exceptions: (schema) => sql`
      create table ${sql.id(schema, 'staff_schedule_exceptions')} (
        staff_id text not null,
        date text not null,
        location_id text not null,
        hours jsonb not null,
        note text not null,
        primary key (staff_id, date)
      );
      create index on ${sql.id(schema, 'staff_schedule_exceptions')} (date)`,
    staff_time_off: (schema) => sql`
      create table ${sql.id(schema, 'staff_time_off')} (
        id text primary key,
        staff_id text not null,
        starts_at text not null,
        ends_at text not null,
        reason text not null,
        note text not null,
        status text not null,
        requested_by text,
        decided_by text
      );
      create index on ${sql.id(schema, 'staff_time_off')} (staff_id, starts_at)`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as ScheduleEvent;
      const staffId = currentStreamName(recorded.stream).slice(streamPrefix.length);
      let locationId: string | null = null;
      switch (event.type) {
        case 'WeeklyScheduleAdded':
        case 'WeeklyScheduleChanged': {
          const { data } = event;
          locationId = data.locationId;
          const values = { location_id: data.locationId, effective_from: data.effectiveFrom, effective_until: data.effectiveUntil, days: JSON.stringify(data.days) };
          await db
            .insertInto('staff_weekly_schedules')
            .values({ id: data.scheduleId, staff_id: staffId, ...values })
            .onConflict((oc) => oc.column('id').doUpdateSet(values))
            .execute();
          break;
        }
        case 'WeeklyScheduleRemoved':
          await db.deleteFrom('staff_weekly_schedules').where('id', '=', event.data.scheduleId).execute();
          break;
        case 'ScheduleExceptionSet': {
          const { data } = event;
          locationId = data.locationId;
          const values = { location_id: data.locationId, hours: JSON.stringify(data.hours), note: data.note };
          await db
            .insertInto('staff_schedule_exceptions')
            .values({ staff_id: staffId, date: data.date, ...values })
            .onConflict((oc) => oc.columns(['staff_id', 'date']).doUpdateSet(values))
            .execute();
          break;
        }
        case 'ScheduleExceptionCleared':
          await db.deleteFrom('staff_schedule_exceptions').where('staff_id', '=', staffId).where('date', '=', event.data.date).execute();
          break;
        case 'TimeOffRequested':
        case 'TimeOffRecorded': {
          const { data } = event;
          const by = event.type === 'TimeOffRequested' ? event.data.requestedBy : event.data.recordedBy;
          await db
            .insertInto('staff_time_off')
            .values({
              id: data.timeOffId,
              staff_id: staffId,
              starts_at: data.from,
              ends_at: data.until,
              reason: data.reason,
              note: data.note,
              status: event.type === 'TimeOffRequested' ? 'requested' : 'approved',
              requested_by: by,
              decided_by: event.type === 'TimeOffRecorded' ? by : null,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        }
        case 'TimeOffApproved':
          await db.updateTable('staff_time_off').set({ status: 'approved', decided_by: event.data.approvedBy }).where('id', '=', event.data.timeOffId).execute();
          break;
        case 'TimeOffDeclined':
          await db.updateTable('staff_time_off').set({ status: 'declined', decided_by: event.data.declinedBy }).where('id', '=', event.data.timeOffId).execute();
          break;
        case 'TimeOffCancelled':
          await db.updateTable('staff_time_off').set({ status: 'cancelled', decided_by: event.data.cancelledBy }).where('id', '=', event.data.timeOffId).execute();
          break;
        default: {
          const unknown: never = event;
          throw new Error(`staff_schedules cannot fold ${(unknown as { type: string }).type}`);
        }
      }
      // Every staff screen and the person themself (a basic staff member sees their own schedule change).
      context.change({ topic: 'staff-schedules', rooms: ['staff', `user:${staffId}`], locationId, ids: [staffId] }, recorded);
    }
  },
};
