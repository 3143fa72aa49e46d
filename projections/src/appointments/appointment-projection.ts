import type { Selectable } from 'kysely';
import { clientEnd } from '@chairside/shared/appointments/appointment-blocks';
import { releasedStatuses, type AppointmentsPatch } from '@chairside/shared/appointments/appointment-dto';
import {
  daybookEventTypes,
  parseDaybookStream,
  type AppointmentItemRecord,
  type DaybookEvent,
} from '@chairside/shared/appointments/appointment-events';
import { batchRows, rowsById, type BatchRows } from '../engine/batch-rows';
import { defineProjection, maxPatchedChanges, unfoldable, type ProjectionBatch, type TypedRecorded } from '../engine/projection';
import { UNKNOWN_CLIENT_NAME, appointmentsPatch } from './appointment-queries';
import { createAppointmentHoldTable, type AppointmentHoldTable } from './appointment-hold-table';
import { createAppointmentItemTable, type AppointmentItemTable } from './appointment-item-table';
import {
  bookedSummary,
  cancelledSummary,
  loadNames,
  movedSummary,
  overrideSummary,
  paidSummary,
  reinstatedSummary,
  resizedSummary,
  revertedSummary,
  servicesChangedSummary,
  statusSummary,
  type NameLookup,
} from './appointment-summaries';
import { createAppointmentTable, type AppointmentTable } from './appointment-table';
import { createAppointmentTimelineTable, type AppointmentTimelineTable } from './appointment-timeline-table';

type AppointmentRow = Selectable<AppointmentTable>;
type ItemRow = Selectable<AppointmentItemTable>;
type HoldRow = Selectable<AppointmentHoldTable>;
type TimelineRow = Selectable<AppointmentTimelineTable>;
type Recorded = TypedRecorded<DaybookEvent>;

// A batch's view of the tables: the rows its events touch, as the events so far leave them. Items are
// always replaced whole (or removed), so they need no loading: an appointment's list is [] once removed.
type Batch = {
  appointments: BatchRows<AppointmentRow>;
  items: BatchRows<ItemRow[]>;
  holds: BatchRows<HoldRow>;
  names: NameLookup;
};

const firstStart = (items: readonly AppointmentItemRecord[]) => new Date(Math.min(...items.map((item) => Date.parse(item.startsAt))));
const totalPrice = (items: readonly AppointmentItemRecord[]) => items.reduce((sum, item) => sum + item.priceCents, 0);
const timesOf = (items: readonly AppointmentItemRecord[]) => ({
  starts_at: firstStart(items),
  ends_at: new Date(clientEnd(items)),
  price_cents: totalPrice(items),
});

const itemRows = (appointmentId: string, items: readonly AppointmentItemRecord[]): ItemRow[] =>
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
  }));

// What one event did: the appointments and holds it touched, where, and its timeline line if it has one.
type Changed = { appointmentIds: string[]; holdIds: string[] };
type Folded = Changed & { locationId: string | null; summary: string | null; appointmentId: string | null };

// Folds one event into the batch's rows, with the effect the statements of one event would have: a
// booking is inserted once (folding it again must not undo later changes), an update changes only an
// appointment that exists, a move out removes only a row still on the day that lets go.
function fold(batch: Batch, event: Recorded): Folded {
  const { appointments, items, holds, names } = batch;
  const day = parseDaybookStream(event.stream);
  const at = new Date(event.metadata.occurredAt);
  const touched = (appointmentId: string, locationId: string | null, summary: string | null): Folded => ({
    locationId,
    appointmentIds: [appointmentId],
    holdIds: [],
    summary,
    appointmentId,
  });
  const change = (appointmentId: string, values: Partial<AppointmentRow>) => {
    const row = appointments.update(appointmentId, (current) => ({ ...current, ...values, updated_at: at }));
    return row?.location_id ?? day?.locationId ?? null;
  };
  switch (event.type) {
    case 'AppointmentBooked': {
      const { data } = event;
      const row: AppointmentRow = {
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
        booked_online: data.online === true,
        walk_in_name: data.walkIn ? data.walkIn.name : null,
        paid_sale_id: null,
        last_status_from: null,
        last_status_to: null,
        last_status_by: null,
        created_at: at,
        updated_at: at,
      };
      if (appointments.insert(data.appointmentId, row)) items.put(data.appointmentId, itemRows(data.appointmentId, data.items));
      const summary = bookedSummary(data.items, names, names.zone(data.locationId), {
        online: data.online,
        walkIn: data.walkIn !== undefined,
      });
      if (!data.holdId) return touched(data.appointmentId, data.locationId, summary);
      // The hold the booking confirms is gone: screens drop it as they take the booking in.
      holds.remove(data.holdId);
      return { ...touched(data.appointmentId, data.locationId, summary), holdIds: [data.holdId] };
    }
    case 'AppointmentRescheduled': {
      const { appointmentId, reason } = event.data;
      const rescheduled = event.data.items;
      const locationId = change(appointmentId, timesOf(rescheduled));
      if (appointments.get(appointmentId)) items.put(appointmentId, itemRows(appointmentId, rescheduled));
      const zone = names.zone(locationId);
      const summary =
        reason === 'moved'
          ? movedSummary(rescheduled, names, zone)
          : reason === 'resized'
            ? resizedSummary(clientEnd(rescheduled), zone)
            : servicesChangedSummary(rescheduled, names);
      return touched(appointmentId, locationId, summary);
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
      const existing = appointments.get(data.appointmentId);
      const fresh = {
        cancel_reason: null,
        late_cancel: false,
        booked_online: false,
        walk_in_name: null,
        paid_sale_id: data.paid?.saleId ?? null,
        last_status_from: null,
        last_status_to: null,
        last_status_by: null,
        created_at: at,
      };
      appointments.put(
        data.appointmentId,
        existing
          ? { ...existing, ...values, last_status_from: null, last_status_to: null, last_status_by: null }
          : { id: data.appointmentId, ...values, ...fresh },
      );
      items.put(data.appointmentId, itemRows(data.appointmentId, data.items));
      return touched(data.appointmentId, data.locationId, movedSummary(data.items, names, names.zone(data.locationId)));
    }
    case 'AppointmentMovedOut': {
      // MovedIn (appended first) already moved the row; only a row still on this day is removed.
      const { appointmentId } = event.data;
      const row = appointments.get(appointmentId);
      if (day && row && row.location_id === day.locationId && row.date === day.date) {
        appointments.remove(appointmentId);
        items.put(appointmentId, []);
      }
      return { locationId: day?.locationId ?? null, appointmentIds: [appointmentId], holdIds: [], summary: null, appointmentId: null };
    }
    case 'AppointmentNotesChanged':
      return touched(event.data.appointmentId, change(event.data.appointmentId, { notes: event.data.notes }), 'Notes changed');
    case 'AppointmentStatusChanged': {
      const { appointmentId, from, to, by } = event.data;
      // Events from before `by` existed: the author is not known.
      const values = { status: to, last_status_from: from, last_status_to: to, last_status_by: by ?? null };
      return touched(appointmentId, change(appointmentId, values), statusSummary(to));
    }
    case 'AppointmentStatusReverted': {
      const { appointmentId, from, to, reason } = event.data;
      const values = { status: to, last_status_from: null, last_status_to: null, last_status_by: null };
      return touched(appointmentId, change(appointmentId, values), revertedSummary(from, to, reason));
    }
    case 'AppointmentCancelled': {
      const { appointmentId, reason, lateCancel } = event.data;
      const locationId = change(appointmentId, {
        status: 'cancelled',
        cancel_reason: reason,
        late_cancel: lateCancel,
        last_status_from: null,
        last_status_to: null,
        last_status_by: null,
      });
      return touched(appointmentId, locationId, cancelledSummary(reason, lateCancel));
    }
    case 'AppointmentReinstated': {
      const { appointmentId, status } = event.data;
      const locationId = change(appointmentId, { status, cancel_reason: null, late_cancel: false, ...timesOf(event.data.items) });
      if (appointments.get(appointmentId)) items.put(appointmentId, itemRows(appointmentId, event.data.items));
      return touched(appointmentId, locationId, reinstatedSummary(status));
    }
    case 'AppointmentPaid': {
      const { appointmentId, saleId, amountCents, completed } = event.data;
      const values = completed
        ? { paid_sale_id: saleId, status: 'completed' as const, last_status_from: null, last_status_to: null, last_status_by: null }
        : { paid_sale_id: saleId };
      return touched(appointmentId, change(appointmentId, values), paidSummary(amountCents, completed));
    }
    case 'BookingRuleOverridden': {
      const { appointmentId, action, reason, rules } = event.data;
      return touched(
        appointmentId,
        appointments.get(appointmentId)?.location_id ?? day?.locationId ?? null,
        overrideSummary(action, reason, rules),
      );
    }
    case 'SlotHeld': {
      const { holdId, locationId, date, expiresAt, heldBy } = event.data;
      const held = event.data.items;
      holds.insert(holdId, {
        id: holdId,
        location_id: locationId,
        date,
        starts_at: firstStart(held),
        ends_at: new Date(clientEnd(held)),
        expires_at: new Date(expiresAt),
        held_by: heldBy,
        items: held,
      });
      return { locationId, appointmentIds: [], holdIds: [holdId], summary: null, appointmentId: null };
    }
    case 'HoldReleased':
    case 'HoldExpired':
      holds.remove(event.data.holdId);
      return { locationId: day?.locationId ?? null, appointmentIds: [], holdIds: [event.data.holdId], summary: null, appointmentId: null };
    default:
      return unfoldable('appointments', event);
  }
}

// Whether an event changes which slots of its location are free: bookings, moves, cancellations,
// no-shows and their undoing, holds placed, released and lapsed (not notes, overrides, the desk's statuses).
function freesOrTakesSlots(event: Recorded): boolean {
  switch (event.type) {
    case 'AppointmentNotesChanged':
    case 'BookingRuleOverridden':
    case 'AppointmentPaid':
      return false;
    case 'AppointmentStatusChanged':
    case 'AppointmentStatusReverted':
      return releasedStatuses.includes(event.data.from) || releasedStatuses.includes(event.data.to);
    default:
      return true;
  }
}

// The appointments and holds a batch touches, as the tables hold them before it.
async function loadBatch({ tables, readModels }: ProjectionBatch, events: readonly Recorded[]): Promise<Batch> {
  const appointmentIds = events.flatMap((event) => ('appointmentId' in event.data ? [event.data.appointmentId] : []));
  const holdIds = events.flatMap((event) =>
    event.type === 'SlotHeld' || event.type === 'HoldReleased' || event.type === 'HoldExpired'
      ? [event.data.holdId]
      : event.type === 'AppointmentBooked' && event.data.holdId
        ? [event.data.holdId]
        : [],
  );
  const appointmentRows = await tables.select('appointments', 'id', appointmentIds);
  const holdRows = await tables.select('appointment_holds', 'id', holdIds);
  // Items whose names the batch's timeline lines mention.
  const named = events.flatMap((event) =>
    event.type === 'AppointmentBooked' || event.type === 'AppointmentMovedIn' || event.type === 'AppointmentRescheduled'
      ? event.data.items
      : [],
  );
  return {
    appointments: rowsById(appointmentRows),
    items: batchRows<ItemRow[]>([]),
    holds: rowsById(holdRows),
    names: await loadNames(readModels, named),
  };
}

// Appointments with their services, holds and each appointment's timeline, as the calendar, the
// appointment drawer and the dashboard read them. Calendar screens of the location hear about changes.
// A batch is folded in memory and written in a few statements per table.
export const appointmentProjection = defineProjection<DaybookEvent>({
  name: 'appointments',
  // 5: paid by a sale (AppointmentPaid).
  version: 5,
  eventTypes: daybookEventTypes,
  topics: ['appointments'],
  tables: {
    appointments: createAppointmentTable,
    appointment_items: createAppointmentItemTable,
    appointment_holds: createAppointmentHoldTable,
    appointment_timeline: createAppointmentTimelineTable,
  },
  async apply(_trx, events, context) {
    const { tables } = context;
    const batch = await loadBatch(context, events);
    const timeline: TimelineRow[] = [];
    const notices: (Changed & { event: Recorded; locationId: string | null })[] = [];
    for (const event of events) {
      const { locationId, appointmentIds, holdIds, summary, appointmentId } = fold(batch, event);
      if (summary !== null && appointmentId !== null) {
        timeline.push({
          appointment_id: appointmentId,
          commit_position: event.position.commit.toString(),
          prepare_position: event.position.prepare.toString(),
          type: event.type,
          // Done by the client on the booking page: the line says so (only events written since carry the channel,
          // so folding older ones again writes what it wrote before).
          summary: event.metadata.channel === 'online' ? `${summary} (by the client, online)` : summary,
          at: new Date(event.metadata.occurredAt),
          user_id: event.metadata.userId,
          by_client: event.metadata.channel === 'online' || (event.type === 'AppointmentBooked' && event.data.online === true),
        });
      }
      notices.push({ event, locationId, appointmentIds, holdIds });
    }
    await batch.appointments.write(tables.rows('appointments', 'id'));
    await batch.items.write(tables.lists('appointment_items', 'appointment_id'));
    await batch.holds.write(tables.rows('appointment_holds', 'id'));
    // A line per event, once: folding the event again keeps the line it wrote first.
    await tables.insert('appointment_timeline', timeline, { unlessPresent: ['appointment_id', 'commit_position', 'prepare_position'] });
    // Open calendars take the changed appointments in as the calendar lists them now (read through the
    // public views, which show this generation's rows of this transaction).
    const patch = context.live && notices.length <= maxPatchedChanges ? await patchNamingClients(context, changedIds(notices)) : null;
    // Online bookers' slot lists: one bare notice per location whose free slots the batch changed, in the
    // public room (no ids, no patch: nothing about anyone's appointment), at its last such event.
    const slotsChanged = new Map<string, Recorded>();
    for (const { event, locationId, appointmentIds, holdIds } of notices) {
      const ids = [...appointmentIds, ...holdIds];
      const rooms = locationId ? ['staff', `location:${locationId}`] : ['staff'];
      const patched = patch && locationId ? { value: patchFor(patch, ids), rooms: [`calendar:${locationId}`] } : undefined;
      context.change({ topic: 'appointments', rooms, locationId, ids, patch: patched }, event);
      if (locationId && freesOrTakesSlots(event)) slotsChanged.set(locationId, event);
    }
    for (const [locationId, event] of slotsChanged)
      context.change({ topic: 'booking-slots', rooms: [`public-booking:${locationId}`], locationId }, event);
  },
});

// A client registered in the booking's own append reaches the clients read model through its own runner,
// which may fold it a moment after this one: the patch waits for it (read committed: each read sees what
// the clients runner committed since), so an open calendar is never patched with "Unknown client" where a
// read would name them. Still unknown after the wait: no patch, the screens read again.
const clientWaitMs = 2_000;
const clientPollMs = 25;
async function patchNamingClients(context: ProjectionBatch, changed: Changed): Promise<AppointmentsPatch | null> {
  const unknown = (patch: AppointmentsPatch) => patch.appointments.some(({ clientName }) => clientName === UNKNOWN_CLIENT_NAME);
  let patch = await appointmentsPatch(context.readModels, changed);
  for (let waited = 0; unknown(patch) && waited < clientWaitMs; waited += clientPollMs) {
    await new Promise((resolve) => setTimeout(resolve, clientPollMs));
    patch = await appointmentsPatch(context.readModels, changed);
  }
  return unknown(patch) ? null : patch;
}

// Every appointment and hold a batch's notices name, each once.
function changedIds(notices: readonly Changed[]): Changed {
  return {
    appointmentIds: [...new Set(notices.flatMap(({ appointmentIds }) => appointmentIds))],
    holdIds: [...new Set(notices.flatMap(({ holdIds }) => holdIds))],
  };
}

// The part of a batch's patch that one notice is about.
function patchFor(patch: AppointmentsPatch, ids: readonly string[]): AppointmentsPatch {
  const wanted = new Set(ids);
  return {
    appointments: patch.appointments.filter(({ id }) => wanted.has(id)),
    holds: patch.holds.filter(({ id }) => wanted.has(id)),
    removedIds: patch.removedIds.filter((id) => wanted.has(id)),
  };
}
