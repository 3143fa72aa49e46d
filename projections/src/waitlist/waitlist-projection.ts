import { sql, type QueryCreator, type Transaction } from 'kysely';
import type { AppointmentItemRecord, DaybookEvent, WaitlistEvent } from '@chairside/shared/appointments/appointment-events';
import { parseDaybookStream, waitlistEventTypes } from '@chairside/shared/appointments/appointment-events';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { RecordedEvent } from '@chairside/platform/event-store/event-store';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';
import { freedSlots, slotFits, type FreedSlot, type ServiceFit } from './waitlist-slots';
import { waitlistTables } from './waitlist-tables';

type Db = QueryCreator<ReadModels>;

// The day-stream events that occupy or free time.
const slotEventTypes = ['AppointmentBooked', 'AppointmentRescheduled', 'AppointmentMovedIn', 'AppointmentMovedOut', 'AppointmentStatusChanged', 'AppointmentCancelled'] as const;

const minute = 60_000;

async function remembered(db: Db, appointmentId: string, day: { locationId: string; date: string }): Promise<AppointmentItemRecord[]> {
  const row = await db.selectFrom('waitlist_appointments').select('items').where('appointment_id', '=', appointmentId).where('location_id', '=', day.locationId).where('date', '=', day.date).executeTakeFirst();
  return row?.items ?? [];
}

async function remember(db: Db, appointmentId: string, day: { locationId: string; date: string }, items: readonly AppointmentItemRecord[]) {
  await db
    .insertInto('waitlist_appointments')
    .values({ appointment_id: appointmentId, location_id: day.locationId, date: day.date, items: JSON.stringify(items) })
    .onConflict((oc) => oc.columns(['appointment_id', 'location_id', 'date']).doUpdateSet({ items: JSON.stringify(items) }))
    .execute();
}

const forget = (db: Db, appointmentId: string, day: { locationId: string; date: string }) =>
  db.deleteFrom('waitlist_appointments').where('appointment_id', '=', appointmentId).where('location_id', '=', day.locationId).where('date', '=', day.date).execute();

// Offers whose slot was just taken again are withdrawn (the desk would otherwise call about a slot that is gone).
async function withdrawTaken(db: Db, locationId: string, items: readonly AppointmentItemRecord[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const start = new Date(item.startsAt);
    const end = new Date(Date.parse(item.startsAt) + (item.durationMinutes + item.processingMinutes + item.bufferMinutes) * minute);
    const rows = await db
      .updateTable('waitlist_entries')
      .set({ offer_starts_at: null, offer_staff_id: null })
      .where('location_id', '=', locationId)
      .where('open', '=', true)
      .where('offer_staff_id', '=', item.staffId)
      .where('offer_starts_at', '>=', start)
      .where('offer_starts_at', '<', end)
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

// The freed staff member's terms for a service: null when they do not perform it (or it is archived).
async function serviceFit(db: Db, serviceId: string, staffId: string): Promise<ServiceFit> {
  const row = await db
    .selectFrom('services as s')
    .innerJoin('service_staff as ss', 'ss.service_id', 's.id')
    .select(['s.duration_minutes', 's.processing_minutes', 's.buffer_minutes', 'ss.duration_minutes as staff_duration'])
    .where('s.id', '=', serviceId)
    .where('ss.staff_id', '=', staffId)
    .where('s.archived', '=', false)
    .executeTakeFirst();
  return row ? { durationMinutes: row.staff_duration ?? row.duration_minutes, processingMinutes: row.processing_minutes, bufferMinutes: row.buffer_minutes } : null;
}

// Flags the open entries of the location that a freed slot fits; the latest freed slot wins.
async function offer(catalogue: Transaction<ReadModels>, db: Db, locationId: string, slots: readonly FreedSlot[]): Promise<string[]> {
  if (slots.length === 0) return [];
  const present = await sql<{ ok: boolean }>`select to_regclass('public.services') is not null and to_regclass('public.service_staff') is not null as ok`.execute(catalogue);
  if (!present.rows[0]?.ok) return [];
  const flagged: string[] = [];
  for (const slot of slots) {
    const date = DateTime.fromMillis(slot.start, { zone: BUSINESS_TIME_ZONE }).toFormat('yyyy-MM-dd');
    const entries = await db.selectFrom('waitlist_entries').selectAll().where('location_id', '=', locationId).where('open', '=', true).where('from_date', '<=', date).where('until_date', '>=', date).orderBy('created_at').execute();
    for (const entry of entries) {
      const wish = { staffId: entry.staff_id, fromDate: entry.from_date, untilDate: entry.until_date, fromTime: entry.from_time, untilTime: entry.until_time };
      if (!slotFits(wish, slot, await serviceFit(catalogue, entry.service_id, slot.staffId))) continue;
      await db.updateTable('waitlist_entries').set({ offer_starts_at: new Date(slot.start), offer_staff_id: slot.staffId }).where('id', '=', entry.id).execute();
      flagged.push(entry.id);
    }
  }
  return flagged;
}

type Folded = { locationId: string; ids: string[] } | null;

async function foldWaitlist(db: Db, recorded: RecordedEvent): Promise<Folded> {
  const event = recorded as unknown as WaitlistEvent;
  switch (event.type) {
    case 'WaitlistEntryAdded': {
      const { data } = event;
      await db
        .insertInto('waitlist_entries')
        .values({
          id: data.entryId,
          location_id: data.locationId,
          client_id: data.clientId,
          service_id: data.serviceId,
          staff_id: data.staffId,
          from_date: data.fromDate,
          until_date: data.untilDate,
          from_time: data.fromTime,
          until_time: data.untilTime,
          notes: data.notes,
          created_at: new Date(recorded.metadata.occurredAt),
          open: true,
          removed_reason: null,
          appointment_id: null,
          offer_starts_at: null,
          offer_staff_id: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return { locationId: data.locationId, ids: [data.entryId] };
    }
    case 'WaitlistEntryRemoved': {
      const { entryId, reason, appointmentId } = event.data;
      const row = await db
        .updateTable('waitlist_entries')
        .set({ open: false, removed_reason: reason, appointment_id: appointmentId, offer_starts_at: null, offer_staff_id: null })
        .where('id', '=', entryId)
        .returning('location_id')
        .executeTakeFirst();
      return row ? { locationId: row.location_id, ids: [entryId] } : null;
    }
    default: {
      const unknown: never = event;
      throw new Error(`waitlist cannot fold ${(unknown as { type: string }).type}`);
    }
  }
}

async function foldDay(catalogue: Transaction<ReadModels>, db: Db, recorded: RecordedEvent): Promise<Folded> {
  const event = recorded as unknown as DaybookEvent;
  const day = parseDaybookStream(recorded.stream);
  if (!day) return null;
  const now = Date.parse(recorded.metadata.occurredAt);
  const result = (ids: string[]): Folded => (ids.length > 0 ? { locationId: day.locationId, ids: [...new Set(ids)] } : null);
  switch (event.type) {
    case 'AppointmentBooked':
      await remember(db, event.data.appointmentId, day, event.data.items);
      return result(await withdrawTaken(db, day.locationId, event.data.items));
    case 'AppointmentMovedIn':
      await remember(db, event.data.appointmentId, day, event.data.items);
      return result(await withdrawTaken(db, day.locationId, event.data.items));
    case 'AppointmentRescheduled': {
      const before = await remembered(db, event.data.appointmentId, day);
      await remember(db, event.data.appointmentId, day, event.data.items);
      const withdrawn = await withdrawTaken(db, day.locationId, event.data.items);
      return result([...withdrawn, ...(await offer(catalogue, db, day.locationId, freedSlots(before, event.data.items, now)))]);
    }
    case 'AppointmentMovedOut':
    case 'AppointmentCancelled':
    case 'AppointmentStatusChanged': {
      if (event.type === 'AppointmentStatusChanged' && event.data.to !== 'no_show') return null;
      const before = await remembered(db, event.data.appointmentId, day);
      await forget(db, event.data.appointmentId, day);
      return result(await offer(catalogue, db, day.locationId, freedSlots(before, [], now)));
    }
    default:
      return null;
  }
}

// The waitlist of each location, with a slot flagged on the entries it fits whenever one frees up.
export const waitlistProjection: Projection = {
  name: 'waitlist',
  version: 1,
  eventTypes: [...waitlistEventTypes, ...slotEventTypes],
  topics: ['waitlist'],
  tables: waitlistTables,
  async apply(trx, events, context) {
    const catalogue = trx as unknown as Transaction<ReadModels>;
    const db = catalogue.withSchema(context.schema);
    for (const recorded of events) {
      const folded = recorded.stream.startsWith('waitlist-') ? await foldWaitlist(db, recorded) : await foldDay(catalogue, db, recorded);
      if (folded) context.change({ topic: 'waitlist', rooms: ['staff', `location:${folded.locationId}`], locationId: folded.locationId, ids: folded.ids }, recorded);
    }
  },
};
