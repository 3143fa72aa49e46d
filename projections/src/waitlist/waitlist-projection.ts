import type { Selectable, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import {
  parseDaybookStream,
  waitlistEventTypes,
  type AppointmentItemRecord,
  type DaybookEvent,
  type WaitlistEvent,
} from '@chairside/shared/appointments/appointment-events';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { addMinutes } from '@chairside/shared/format/durations';
import { batchRows, rowsById, type BatchRows } from '../engine/batch-rows';
import { defineProjection, unfoldable, type ProjectionBatch, type TypedRecorded } from '../engine/projection';
import { locationTimeZones } from '../business/business-queries';
import { staffTermsOfServices } from '../catalogue/catalogue-queries';
import type { ReadModels } from '../database';
import { readIfStarted } from '../engine/other-read-models';
import { createWaitlistAppointmentTable, type WaitlistAppointmentTable } from './waitlist-appointment-table';
import { createWaitlistEntryTable, type WaitlistEntryTable } from './waitlist-entry-table';
import { freedSlots, slotFits, type FreedSlot, type ServiceFit } from './waitlist-slots';

// The day-book events that occupy or free time.
const slotEventTypes = [
  'AppointmentBooked',
  'AppointmentRescheduled',
  'AppointmentMovedIn',
  'AppointmentMovedOut',
  'AppointmentStatusChanged',
  'AppointmentCancelled',
  'AppointmentReinstated',
] as const satisfies readonly DaybookEvent['type'][];
type SlotEvent = Extract<DaybookEvent, { type: (typeof slotEventTypes)[number] }>;
type Recorded = TypedRecorded<WaitlistEvent | SlotEvent>;

type EntryRow = Selectable<WaitlistEntryTable>;
type RememberedRow = Selectable<WaitlistAppointmentTable>;
type Day = { locationId: string; date: string };

// A batch's view of the tables: the entries it may touch (named by its events, or open at a location whose
// time it frees or takes) and what it remembers of its appointments (every day of each, keyed by appointment).
type Batch = {
  entries: BatchRows<EntryRow>;
  remembered: BatchRows<RememberedRow[]>;
  // The freed staff member's terms for a service: null when they do not perform it (or it is archived).
  fit(serviceId: string, staffId: string): ServiceFit;
  // The location's own time zone: an entry's days and hours are that location's wall clock.
  zone(locationId: string): string;
  // Whether the catalogue's read models exist yet (a fresh database may not have them).
  catalogue: boolean;
};

const sameDay = (row: RememberedRow, day: Day) => row.location_id === day.locationId && row.date === day.date;

function remembered(batch: Batch, appointmentId: string, day: Day): AppointmentItemRecord[] {
  return batch.remembered.get(appointmentId)?.find((row) => sameDay(row, day))?.items ?? [];
}

function remember(batch: Batch, appointmentId: string, day: Day, items: AppointmentItemRecord[]) {
  const others = (batch.remembered.get(appointmentId) ?? []).filter((row) => !sameDay(row, day));
  batch.remembered.put(appointmentId, [...others, { appointment_id: appointmentId, location_id: day.locationId, date: day.date, items }]);
}

function forget(batch: Batch, appointmentId: string, day: Day) {
  batch.remembered.put(
    appointmentId,
    (batch.remembered.get(appointmentId) ?? []).filter((row) => !sameDay(row, day)),
  );
}

const openAt = (batch: Batch, locationId: string) =>
  [...batch.entries.rows()].filter((entry) => entry.location_id === locationId && entry.open);

// Offers whose slot was just taken again are withdrawn (the desk would otherwise call about a slot that is gone).
function withdrawTaken(batch: Batch, locationId: string, items: readonly AppointmentItemRecord[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    const start = Date.parse(item.startsAt);
    const end = addMinutes(start, item.durationMinutes + item.processingMinutes + item.bufferMinutes);
    for (const entry of openAt(batch, locationId)) {
      const offered = entry.offer_starts_at?.getTime();
      if (entry.offer_staff_id !== item.staffId || offered === undefined || offered < start || offered >= end) continue;
      batch.entries.update(entry.id, (row) => ({ ...row, offer_starts_at: null, offer_staff_id: null }));
      ids.push(entry.id);
    }
  }
  return ids;
}

// Flags the open entries of the location that a freed slot fits; the latest freed slot wins.
function offer(batch: Batch, locationId: string, slots: readonly FreedSlot[]): string[] {
  if (slots.length === 0 || !batch.catalogue) return [];
  const flagged: string[] = [];
  for (const slot of slots) {
    const zone = batch.zone(locationId);
    const date = DateTime.fromMillis(slot.start, { zone }).toFormat('yyyy-MM-dd');
    const waiting = openAt(batch, locationId)
      .filter((entry) => entry.from_date <= date && entry.until_date >= date)
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
    for (const entry of waiting) {
      const wish = {
        staffId: entry.staff_id,
        fromDate: entry.from_date,
        untilDate: entry.until_date,
        fromTime: entry.from_time,
        untilTime: entry.until_time,
      };
      if (!slotFits(wish, slot, batch.fit(entry.service_id, slot.staffId), zone)) continue;
      batch.entries.update(entry.id, (row) => ({ ...row, offer_starts_at: new Date(slot.start), offer_staff_id: slot.staffId }));
      flagged.push(entry.id);
    }
  }
  return flagged;
}

type Folded = { locationId: string; ids: string[] } | null;

function foldWaitlist(batch: Batch, event: TypedRecorded<WaitlistEvent>): Folded {
  switch (event.type) {
    case 'WaitlistEntryAdded': {
      const { data } = event;
      batch.entries.insert(data.entryId, {
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
        created_at: new Date(event.metadata.occurredAt),
        open: true,
        removed_reason: null,
        appointment_id: null,
        offer_starts_at: null,
        offer_staff_id: null,
      });
      return { locationId: data.locationId, ids: [data.entryId] };
    }
    case 'WaitlistEntryRemoved': {
      const { entryId, reason, appointmentId } = event.data;
      const row = batch.entries.update(entryId, (current) => ({
        ...current,
        open: false,
        removed_reason: reason,
        appointment_id: appointmentId,
        offer_starts_at: null,
        offer_staff_id: null,
      }));
      return row ? { locationId: row.location_id, ids: [entryId] } : null;
    }
    default:
      return unfoldable('waitlist', event);
  }
}

function foldDay(batch: Batch, event: TypedRecorded<SlotEvent>): Folded {
  const day = parseDaybookStream(event.stream);
  if (!day) return null;
  const now = Date.parse(event.metadata.occurredAt);
  const result = (ids: string[]): Folded => (ids.length > 0 ? { locationId: day.locationId, ids: [...new Set(ids)] } : null);
  switch (event.type) {
    // An undone cancellation (AppointmentReinstated) takes its slot again: an offer of that slot is withdrawn.
    case 'AppointmentBooked':
    case 'AppointmentMovedIn':
    case 'AppointmentReinstated':
      remember(batch, event.data.appointmentId, day, event.data.items);
      return result(withdrawTaken(batch, day.locationId, event.data.items));
    case 'AppointmentRescheduled': {
      const before = remembered(batch, event.data.appointmentId, day);
      remember(batch, event.data.appointmentId, day, event.data.items);
      const withdrawn = withdrawTaken(batch, day.locationId, event.data.items);
      return result([...withdrawn, ...offer(batch, day.locationId, freedSlots(before, event.data.items, now))]);
    }
    case 'AppointmentMovedOut':
    case 'AppointmentCancelled':
    case 'AppointmentStatusChanged': {
      if (event.type === 'AppointmentStatusChanged' && event.data.to !== 'no_show') return null;
      const before = remembered(batch, event.data.appointmentId, day);
      forget(batch, event.data.appointmentId, day);
      return result(offer(batch, day.locationId, freedSlots(before, [], now)));
    }
    default:
      return unfoldable('waitlist', event);
  }
}

async function loadBatch(
  trx: Transaction<ReadModels>,
  { tables, readModels }: ProjectionBatch,
  events: readonly Recorded[],
): Promise<Batch> {
  const entryIds: string[] = [];
  const appointmentIds: string[] = [];
  const locations = new Set<string>();
  let freesTime = false;
  for (const event of events) {
    if (event.type === 'WaitlistEntryAdded' || event.type === 'WaitlistEntryRemoved') entryIds.push(event.data.entryId);
    else {
      appointmentIds.push(event.data.appointmentId);
      const day = parseDaybookStream(event.stream);
      if (day) locations.add(day.locationId);
      freesTime ||=
        event.type === 'AppointmentStatusChanged'
          ? event.data.to === 'no_show'
          : event.type !== 'AppointmentBooked' && event.type !== 'AppointmentMovedIn' && event.type !== 'AppointmentReinstated';
    }
  }
  const named = await tables.select('waitlist_entries', 'id', entryIds);
  const open =
    locations.size === 0
      ? []
      : await trx
          .selectFrom('waitlist_entries')
          .selectAll()
          .where('location_id', 'in', [...locations])
          .where('open', '=', true)
          .execute();
  const entries = rowsById([...named, ...open]);
  const rememberedRows = await tables.select('waitlist_appointments', 'appointment_id', appointmentIds);
  const byAppointment = new Map<string, RememberedRow[]>();
  for (const row of rememberedRows) byAppointment.set(row.appointment_id, [...(byAppointment.get(row.appointment_id) ?? []), row]);

  // The catalogue's terms, read once (through its queries) for the services the batch's entries ask for;
  // only when time is freed. Without the catalogue's read model yet (a fresh database) nothing is offered.
  const terms = new Map<string, ServiceFit>();
  let catalogue = false;
  // Every location's zone, a handful of rows, only when time is freed (a location without one keeps the business zone).
  const zones = new Map<string, string>();
  if (freesTime) {
    const serviceIds = [
      ...new Set(
        [...entries.rows()]
          .map((entry) => entry.service_id)
          .concat(events.flatMap((event) => (event.type === 'WaitlistEntryAdded' ? [event.data.serviceId] : []))),
      ),
    ];
    const offered = await readIfStarted(readModels, () => staffTermsOfServices(readModels, serviceIds), null);
    catalogue = offered !== null;
    for (const row of offered ?? [])
      terms.set(`${row.serviceId}/${row.staffId}`, {
        durationMinutes: row.durationMinutes,
        processingMinutes: row.processingMinutes,
        bufferMinutes: row.bufferMinutes,
      });
    for (const [id, zone] of await readIfStarted(readModels, () => locationTimeZones(readModels), new Map<string, string>()))
      if (zone) zones.set(id, zone);
  }
  return {
    entries,
    remembered: batchRows(byAppointment),
    fit: (serviceId, staffId) => terms.get(`${serviceId}/${staffId}`) ?? null,
    zone: (locationId) => zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE,
    catalogue,
  };
}

// The waitlist of each location, with a slot flagged on the entries it fits whenever one frees up. A batch
// is folded in memory and written in a few statements per table.
export const waitlistProjection = defineProjection<WaitlistEvent | SlotEvent>({
  name: 'waitlist',
  version: 1,
  eventTypes: [...waitlistEventTypes, ...slotEventTypes],
  topics: ['waitlist'],
  tables: { waitlist_entries: createWaitlistEntryTable, waitlist_appointments: createWaitlistAppointmentTable },
  async apply(trx, events, context) {
    const batch = await loadBatch(trx, context, events);
    for (const event of events) {
      const folded =
        event.type === 'WaitlistEntryAdded' || event.type === 'WaitlistEntryRemoved' ? foldWaitlist(batch, event) : foldDay(batch, event);
      if (folded)
        context.change(
          { topic: 'waitlist', rooms: ['staff', `location:${folded.locationId}`], locationId: folded.locationId, ids: folded.ids },
          event,
        );
    }
    await batch.entries.write(context.tables.rows('waitlist_entries', 'id'));
    await batch.remembered.write(context.tables.lists('waitlist_appointments', 'appointment_id'));
  },
});
