import type { QueryCreator, Transaction } from 'kysely';
import { clientEnd } from '@chairside/shared/appointments/appointment-blocks';
import { daybookEventTypes, parseDaybookStream, type AppointmentItemRecord, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { formatPosition, type RecordedEvent } from '@chairside/platform/event-store/event-store';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';
import { bookedSummary, cancelledSummary, loadNames, movedSummary, resizedSummary, servicesChangedSummary, statusSummary, type NameLookup } from './appointment-summaries';
import { appointmentTables } from './appointment-ddl';

type Db = QueryCreator<ReadModels>;

const firstStart = (items: readonly AppointmentItemRecord[]) => new Date(Math.min(...items.map((item) => Date.parse(item.startsAt))));
const totalPrice = (items: readonly AppointmentItemRecord[]) => items.reduce((sum, item) => sum + item.priceCents, 0);

async function replaceItems(db: Db, appointmentId: string, items: readonly AppointmentItemRecord[]) {
  await db.deleteFrom('appointment_items').where('appointment_id', '=', appointmentId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('appointment_items')
    .values(
      items.map((item, index) => ({
        appointment_id: appointmentId,
        item_id: item.itemId,
        sort_order: index,
        service_id: item.serviceId,
        staff_id: item.staffId,
        room_id: item.roomId,
        device_id: item.deviceId,
        starts_at: new Date(item.startsAt),
        duration_minutes: item.durationMinutes,
        processing_minutes: item.processingMinutes,
        buffer_minutes: item.bufferMinutes,
        price_cents: item.priceCents,
      })),
    )
    .execute();
}

const timesOf = (items: readonly AppointmentItemRecord[]) => ({ starts_at: firstStart(items), ends_at: new Date(clientEnd(items)), price_cents: totalPrice(items) });

type Folded = { locationId: string | null; ids: string[]; summary: string | null; appointmentId: string | null };

async function fold(db: Db, recorded: RecordedEvent, names: NameLookup): Promise<Folded> {
  const event = recorded as unknown as DaybookEvent;
  const day = parseDaybookStream(recorded.stream);
  const at = new Date(recorded.metadata.occurredAt);
  const touched = (appointmentId: string, locationId: string | null, summary: string | null): Folded => ({ locationId, ids: [appointmentId], summary, appointmentId });
  const locationOf = async (appointmentId: string, values: { status?: AppointmentStatus; notes?: string; cancel_reason?: string; late_cancel?: boolean }) => {
    const row = await db.updateTable('appointments').set({ ...values, updated_at: at }).where('id', '=', appointmentId).returning('location_id').executeTakeFirst();
    return row?.location_id ?? day?.locationId ?? null;
  };
  switch (event.type) {
    case 'AppointmentBooked': {
      const { data } = event;
      // An appointment is booked once: folding the event again must not undo later changes.
      const inserted = await db
        .insertInto('appointments')
        .values({
          id: data.appointmentId,
          location_id: data.locationId,
          date: data.date,
          series_id: data.seriesId,
          status: 'booked',
          ...timesOf(data.items),
          client_id: data.clientId,
          notes: data.notes,
          cancel_reason: null,
          late_cancel: false,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) await replaceItems(db, data.appointmentId, data.items);
      if (data.holdId) await db.deleteFrom('appointment_holds').where('id', '=', data.holdId).execute();
      return touched(data.appointmentId, data.locationId, bookedSummary(data.items, names));
    }
    case 'AppointmentRescheduled': {
      const { appointmentId, items, reason } = event.data;
      const row = await db.updateTable('appointments').set({ ...timesOf(items), updated_at: at }).where('id', '=', appointmentId).returning('location_id').executeTakeFirst();
      if (row) await replaceItems(db, appointmentId, items);
      const summary = reason === 'moved' ? movedSummary(items, names) : reason === 'resized' ? resizedSummary(clientEnd(items)) : servicesChangedSummary(items, names);
      return touched(appointmentId, row?.location_id ?? day?.locationId ?? null, summary);
    }
    case 'AppointmentMovedIn': {
      const { data } = event;
      const values = {
        location_id: data.locationId,
        date: data.date,
        series_id: data.seriesId,
        status: data.status,
        ...timesOf(data.items),
        client_id: data.clientId,
        notes: data.notes,
        updated_at: at,
      };
      // One row per appointment wherever it lives: the target day takes it over.
      await db
        .insertInto('appointments')
        .values({ id: data.appointmentId, ...values, cancel_reason: null, late_cancel: false, created_at: at })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
      await replaceItems(db, data.appointmentId, data.items);
      return touched(data.appointmentId, data.locationId, movedSummary(data.items, names));
    }
    case 'AppointmentMovedOut': {
      // MovedIn (appended first) already moved the row; only a row still on this day is removed.
      const { appointmentId } = event.data;
      if (day) {
        const removed = await db.deleteFrom('appointments').where('id', '=', appointmentId).where('location_id', '=', day.locationId).where('date', '=', day.date).returning('id').executeTakeFirst();
        if (removed) await db.deleteFrom('appointment_items').where('appointment_id', '=', appointmentId).execute();
      }
      return { locationId: day?.locationId ?? null, ids: [appointmentId], summary: null, appointmentId: null };
    }
    case 'AppointmentNotesChanged':
      return touched(event.data.appointmentId, await locationOf(event.data.appointmentId, { notes: event.data.notes }), 'Notes changed');
    case 'AppointmentStatusChanged':
      return touched(event.data.appointmentId, await locationOf(event.data.appointmentId, { status: event.data.to }), statusSummary(event.data.to));
    case 'AppointmentCancelled': {
      const { appointmentId, reason, lateCancel } = event.data;
      const locationId = await locationOf(appointmentId, { status: 'cancelled', cancel_reason: reason, late_cancel: lateCancel });
      return touched(appointmentId, locationId, cancelledSummary(reason, lateCancel));
    }
    case 'SlotHeld': {
      const { holdId, locationId, date, items, expiresAt, heldBy } = event.data;
      await db
        .insertInto('appointment_holds')
        .values({ id: holdId, location_id: locationId, date, starts_at: firstStart(items), ends_at: new Date(clientEnd(items)), expires_at: new Date(expiresAt), held_by: heldBy, items: JSON.stringify(items) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return { locationId, ids: [holdId], summary: null, appointmentId: null };
    }
    case 'HoldReleased':
      await db.deleteFrom('appointment_holds').where('id', '=', event.data.holdId).execute();
      return { locationId: day?.locationId ?? null, ids: [event.data.holdId], summary: null, appointmentId: null };
    default: {
      const unknown: never = event;
      throw new Error(`appointments cannot fold ${(unknown as { type: string }).type}`);
    }
  }
}

// Items whose names a batch's timeline lines mention.
function itemsOf(recorded: RecordedEvent): AppointmentItemRecord[] {
  const event = recorded as unknown as DaybookEvent;
  if (event.type === 'AppointmentBooked' || event.type === 'AppointmentMovedIn' || event.type === 'AppointmentRescheduled') return event.data.items;
  return [];
}

// Appointments with their services, holds and each appointment's timeline, as the calendar, the
// appointment drawer and the dashboard read them. Calendar screens of the location hear about changes.
export const appointmentProjection: Projection = {
  name: 'appointments',
  version: 1,
  eventTypes: daybookEventTypes,
  topics: ['appointments'],
  tables: appointmentTables,
  async apply(trx, events, context) {
    const publicDb = trx as unknown as Transaction<ReadModels>;
    const db = publicDb.withSchema(context.schema);
    const names = await loadNames(publicDb, events.flatMap(itemsOf));
    for (const recorded of events) {
      const { locationId, ids, summary, appointmentId } = await fold(db, recorded, names);
      if (summary !== null && appointmentId !== null) {
        await db
          .insertInto('appointment_timeline')
          .values({
            event_id: recorded.id,
            appointment_id: appointmentId,
            position: formatPosition(recorded.position),
            commit_position: recorded.position.commit.toString(),
            prepare_position: recorded.position.prepare.toString(),
            type: recorded.type,
            summary,
            at: new Date(recorded.metadata.occurredAt),
            user_id: recorded.metadata.userId,
          })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .execute();
      }
      const rooms = locationId ? ['staff', `location:${locationId}`] : ['staff'];
      context.change({ topic: 'appointments', rooms, locationId, ids }, recorded);
    }
  },
};
