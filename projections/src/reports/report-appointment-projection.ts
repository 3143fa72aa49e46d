import type { Selectable } from 'kysely';
import { WALK_IN_CLIENT_ID } from '@chairside/shared/appointments/appointment-dto';
import { daybookEventTypes, type AppointmentItemRecord, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { batchRows, rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { BucketDeltas, ReportNotices } from './report-buckets';
import {
  reportAppointmentDayTable,
  reportAppointmentTable,
  reportClientDayTable,
  reportClientVisitTable,
  reportStaffDayTable,
  type CountedItem,
  type ReportAppointmentDayTable,
  type ReportAppointmentTable,
  type ReportClientDayTable,
  type ReportClientVisitTable,
  type ReportStaffDayTable,
} from './report-tables';

type Appointment = Selectable<ReportAppointmentTable>;
type Visit = Selectable<ReportClientVisitTable>;

const counted = (items: readonly AppointmentItemRecord[]): CountedItem[] =>
  items.map((item) => ({ staffId: item.staffId, minutes: item.durationMinutes }));

// A cancelled appointment frees its time; a no-show held it, so it still counts as booked time.
const holdsTime = (appointment: Appointment) => appointment.status !== 'cancelled';
const isVisit = (appointment: Appointment) => appointment.status === 'completed' && appointment.client_id !== WALK_IN_CLIENT_ID;

// A client's visits in order, each told whether it was the first and when the client came next.
export function chainVisits(visits: readonly Visit[]): Visit[] {
  const sorted = [...visits].sort((a, b) => a.local_date.localeCompare(b.local_date) || a.id.localeCompare(b.id));
  return sorted.map((visit, index) => {
    const next = sorted.slice(index + 1).find((later) => later.local_date > visit.local_date);
    return {
      ...visit,
      first_visit: index === 0,
      next_visit_date: next?.local_date ?? null,
      days_to_next: next ? Math.round((Date.parse(next.local_date) - Date.parse(visit.local_date)) / 86_400_000) : null,
    };
  });
}

// Appointments per location and day (booked, cancelled, late cancellations, no-shows, completed, booked
// minutes), per day × staff member, and clients' visits. Each appointment's last counted state is kept: a
// change takes back what the appointment added before and adds what it adds now.
export const reportAppointmentProjection = defineProjection<DaybookEvent>({
  name: 'report_appointments',
  version: 2,
  eventTypes: daybookEventTypes,
  topics: ['reports'],
  tables: {
    report_appointments: reportAppointmentTable.create,
    report_appointment_days: reportAppointmentDayTable.create,
    report_staff_days: reportStaffDayTable.create,
    report_client_visits: reportClientVisitTable.create,
    report_client_days: reportClientDayTable.create,
  },
  async apply(_trx, events, context) {
    const ids = events.flatMap((event) => ('appointmentId' in event.data ? [event.data.appointmentId] : []));
    if (ids.length === 0) return;
    const appointments = rowsById(await context.tables.select('report_appointments', 'id', ids));
    const days = new BucketDeltas<Selectable<ReportAppointmentDayTable>>([
      'booked',
      'cancelled',
      'late_cancelled',
      'no_shows',
      'completed',
      'booked_minutes',
    ]);
    const staffDays = new BucketDeltas<Selectable<ReportStaffDayTable>>(['appointments', 'booked_minutes']);
    const notices = new ReportNotices();
    // By appointment: the visit it is now (null: none), and every client whose visits it was or is in.
    const visitChanges = new Map<string, { clients: Set<string>; visit: Visit | null }>();

    // Adds (sign 1) or takes back (sign -1) what one appointment counts for.
    const count = (appointment: Appointment, sign: 1 | -1) => {
      const { location_id: locationId, local_date: date } = appointment;
      const id = `${locationId}:${date}`;
      const time = holdsTime(appointment);
      days.add(
        id,
        () => ({
          id,
          location_id: locationId,
          local_date: date,
          booked: 0,
          cancelled: 0,
          late_cancelled: 0,
          no_shows: 0,
          completed: 0,
          booked_minutes: 0,
        }),
        {
          booked: sign,
          cancelled: appointment.status === 'cancelled' ? sign : 0,
          late_cancelled: appointment.status === 'cancelled' && appointment.late_cancel ? sign : 0,
          no_shows: appointment.status === 'no_show' ? sign : 0,
          completed: appointment.status === 'completed' ? sign : 0,
          booked_minutes: time ? sign * appointment.items.reduce((sum, item) => sum + item.minutes, 0) : 0,
        },
      );
      if (time) {
        const minutes = new Map<string, number>();
        for (const item of appointment.items) minutes.set(item.staffId, (minutes.get(item.staffId) ?? 0) + item.minutes);
        for (const [staffId, staffMinutes] of minutes) {
          const staffDay = `${id}:${staffId}`;
          staffDays.add(
            staffDay,
            () => ({ id: staffDay, location_id: locationId, local_date: date, staff_id: staffId, appointments: 0, booked_minutes: 0 }),
            { appointments: sign, booked_minutes: sign * staffMinutes },
          );
        }
      }
    };

    const change = (appointmentId: string, next: (row: Appointment | undefined) => Appointment | null) => {
      const before = appointments.get(appointmentId);
      const after = next(before);
      if (before) count(before, -1);
      if (after) {
        count(after, 1);
        appointments.put(appointmentId, after);
      } else if (before) appointments.remove(appointmentId);
      const wasVisit = before !== undefined && isVisit(before);
      const nowVisit = after !== null && isVisit(after);
      if (wasVisit || nowVisit) {
        const entry = visitChanges.get(appointmentId) ?? { clients: new Set<string>(), visit: null };
        if (before) entry.clients.add(before.client_id);
        entry.visit = nowVisit
          ? {
              id: appointmentId,
              client_id: after.client_id,
              location_id: after.location_id,
              local_date: after.local_date,
              first_visit: false,
              next_visit_date: null,
              days_to_next: null,
            }
          : null;
        if (entry.visit) entry.clients.add(entry.visit.client_id);
        visitChanges.set(appointmentId, entry);
      }
      const location = after?.location_id ?? before?.location_id;
      return location;
    };

    for (const event of events) {
      let location: string | undefined;
      switch (event.type) {
        case 'AppointmentBooked': {
          const { data } = event;
          location = change(data.appointmentId, () => ({
            id: data.appointmentId,
            location_id: data.locationId,
            local_date: data.date,
            client_id: data.clientId,
            status: 'booked',
            late_cancel: false,
            items: counted(data.items),
          }));
          break;
        }
        case 'AppointmentMovedIn': {
          const { data } = event;
          location = change(data.appointmentId, () => ({
            id: data.appointmentId,
            location_id: data.locationId,
            local_date: data.date,
            client_id: data.clientId,
            status: data.status,
            late_cancel: false,
            items: counted(data.items),
          }));
          break;
        }
        case 'AppointmentMovedOut': {
          // The target day took it in first: the move-out lets go only if it has not arrived yet.
          const { data } = event;
          location = change(data.appointmentId, (row) =>
            row && row.local_date === data.toDate && row.location_id === data.toLocationId ? row : null,
          );
          break;
        }
        case 'AppointmentRescheduled':
          location = change(event.data.appointmentId, (row) => (row ? { ...row, items: counted(event.data.items) } : null));
          break;
        case 'AppointmentStatusChanged':
        case 'AppointmentStatusReverted':
          location = change(event.data.appointmentId, (row) => (row ? { ...row, status: event.data.to, late_cancel: false } : null));
          break;
        case 'AppointmentCancelled':
          location = change(event.data.appointmentId, (row) =>
            row ? { ...row, status: 'cancelled', late_cancel: event.data.lateCancel } : null,
          );
          break;
        case 'AppointmentReinstated':
          location = change(event.data.appointmentId, (row) =>
            row ? { ...row, status: event.data.status, late_cancel: false, items: counted(event.data.items) } : null,
          );
          break;
        case 'AppointmentPaid':
          if (event.data.completed) location = change(event.data.appointmentId, (row) => (row ? { ...row, status: 'completed' } : null));
          break;
        case 'AppointmentNotesChanged':
        case 'BookingRuleOverridden':
        case 'SlotHeld':
        case 'HoldReleased':
        case 'HoldExpired':
          break;
        default:
          unfoldable('report_appointments', event);
      }
      if (location) notices.touch(location, event);
    }

    await appointments.write(context.tables.rows('report_appointments', 'id'));
    await context.tables.addSums('report_appointment_days', 'id', days);
    await context.tables.addSums('report_staff_days', 'id', staffDays);

    if (visitChanges.size > 0) {
      const clientIds = [...new Set([...visitChanges.values()].flatMap((entry) => [...entry.clients]))];
      const stored = await context.tables.select('report_client_visits', 'client_id', clientIds);
      const byClient = new Map<string, Visit[]>(clientIds.map((clientId) => [clientId, []]));
      for (const visit of stored) byClient.get(visit.client_id)?.push(visit);
      const lists = batchRows<Visit[]>(byClient);
      for (const [appointmentId, { clients, visit }] of visitChanges) {
        for (const clientId of clients) lists.update(clientId, (visits) => visits.filter((item) => item.id !== appointmentId));
        if (visit) lists.update(visit.client_id, (visits) => [...visits, visit]);
      }
      // A client's visits before and after the batch: each day's new and returning counts take back the one
      // and add the other (a visit folded out of order can make a later one no longer the first).
      const clientDays = new BucketDeltas<Selectable<ReportClientDayTable>>(['new_clients', 'returning_clients']);
      const countVisits = (visits: readonly Visit[], sign: 1 | -1) => {
        for (const visit of visits) {
          const id = `${visit.location_id}:${visit.local_date}`;
          clientDays.add(
            id,
            () => ({ id, location_id: visit.location_id, local_date: visit.local_date, new_clients: 0, returning_clients: 0 }),
            visit.first_visit ? { new_clients: sign } : { returning_clients: sign },
          );
        }
      };
      countVisits(stored, -1);
      for (const clientId of clientIds) countVisits(lists.update(clientId, chainVisits) ?? [], 1);
      await context.tables.addSums('report_client_days', 'id', clientDays);
      await lists.write(context.tables.lists('report_client_visits', 'client_id'));
    }
    notices.send(context);
  },
});
