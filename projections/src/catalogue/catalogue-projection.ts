import type { LiveTopic } from '@chairside/shared/live/live-topics';
import { sql, type QueryCreator, type Transaction } from 'kysely';
import { catalogueEventTypes, type CatalogueEvent } from '@chairside/shared/catalogue/catalogue-events';
import type { RecordedEvent } from '@chairside/platform/event-store/event-store';
import type { ProjectionContext, Projection } from '../engine/projection';
import type { ReadModels } from '../database';

type Db = QueryCreator<ReadModels>;

const tables: Projection['tables'] = {
  service_categories: (schema) => sql`
    create table ${sql.id(schema, 'service_categories')} (
      id text primary key,
      name text not null,
      description text not null,
      sort_order integer not null
    )`,
  services: (schema) => sql`
    create table ${sql.id(schema, 'services')} (
      id text primary key,
      category_id text not null,
      name text not null,
      description text not null,
      duration_minutes integer not null,
      processing_minutes integer not null,
      buffer_minutes integer not null,
      price_cents integer not null,
      color text not null,
      online_bookable boolean not null,
      resource_need text not null,
      archived boolean not null,
      has_history boolean not null
    );
    create index on ${sql.id(schema, 'services')} (category_id)`,
  service_staff: (schema) => sql`
    create table ${sql.id(schema, 'service_staff')} (
      service_id text not null,
      staff_id text not null,
      price_cents integer,
      duration_minutes integer,
      primary key (service_id, staff_id)
    );
    create index on ${sql.id(schema, 'service_staff')} (staff_id)`,
  rooms: (schema) => sql`
    create table ${sql.id(schema, 'rooms')} (
      id text primary key,
      location_id text not null,
      name text not null,
      capacity integer not null,
      service_ids text[] not null,
      archived boolean not null
    );
    create index on ${sql.id(schema, 'rooms')} (location_id)`,
  devices: (schema) => sql`
    create table ${sql.id(schema, 'devices')} (
      id text primary key,
      location_id text not null,
      name text not null,
      quantity integer not null,
      service_ids text[] not null,
      archived boolean not null
    );
    create index on ${sql.id(schema, 'devices')} (location_id)`,
  class_types: (schema) => sql`
    create table ${sql.id(schema, 'class_types')} (
      id text primary key,
      name text not null,
      description text not null,
      location_id text not null,
      instructor_id text not null,
      room_id text,
      capacity integer not null,
      duration_minutes integer not null,
      price_cents integer not null,
      color text not null,
      timetable jsonb not null,
      starts_on text not null,
      ends_on text,
      archived boolean not null
    );
    create index on ${sql.id(schema, 'class_types')} (location_id)`,
};

const markHistory = (db: Db, serviceIds: readonly string[]) =>
  serviceIds.length === 0 ? Promise.resolve() : db.updateTable('services').set({ has_history: true }).where('id', 'in', serviceIds).execute().then(() => undefined);

// The services a resource serves before and after a change: each one's roomIds/deviceIds may have changed.
async function servedBefore(db: Db, table: 'rooms' | 'devices', id: string): Promise<string[]> {
  const row = await db.selectFrom(table).select('service_ids').where('id', '=', id).executeTakeFirst();
  return row?.service_ids ?? [];
}

// Folds one event; returns the changes the screens must hear about. Every write is an upsert, an update or
// a delete keyed by id, so folding the same events again leaves the same rows.
async function fold(db: Db, event: CatalogueEvent): Promise<{ topic: LiveTopic; ids: string[]; locationId?: string }[]> {
  switch (event.type) {
    case 'ServiceCategoryCreated': {
      const { categoryId, name, description, sortOrder } = event.data;
      await db.insertInto('service_categories').values({ id: categoryId, name, description, sort_order: sortOrder }).onConflict((oc) => oc.column('id').doNothing()).execute();
      return [{ topic: 'services', ids: [categoryId] }];
    }
    case 'ServiceCategoryUpdated': {
      const { categoryId, name, description } = event.data;
      await db.updateTable('service_categories').set({ name, description }).where('id', '=', categoryId).execute();
      return [{ topic: 'services', ids: [categoryId] }];
    }
    case 'ServiceCategoryDeleted':
      await db.deleteFrom('service_categories').where('id', '=', event.data.categoryId).execute();
      return [{ topic: 'services', ids: [event.data.categoryId] }];
    case 'ServiceCreated':
    case 'ServiceUpdated': {
      const { serviceId, categoryId, name, description, durationMinutes, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed } = event.data;
      const values = {
        category_id: categoryId,
        name,
        description,
        duration_minutes: durationMinutes,
        processing_minutes: processingMinutes,
        buffer_minutes: bufferMinutes,
        price_cents: priceCents,
        color,
        online_bookable: onlineBookable,
        resource_need: resourceNeed,
      };
      if (event.type === 'ServiceCreated') {
        await db
          .insertInto('services')
          .values({ id: serviceId, ...values, archived: false, has_history: false })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else {
        await db.updateTable('services').set(values).where('id', '=', serviceId).execute();
      }
      return [{ topic: 'services', ids: [serviceId] }];
    }
    case 'ServiceArchived':
    case 'ServiceRestored':
      await db.updateTable('services').set({ archived: event.type === 'ServiceArchived' }).where('id', '=', event.data.serviceId).execute();
      return [{ topic: 'services', ids: [event.data.serviceId] }];
    case 'ServiceDeleted':
      await db.deleteFrom('service_staff').where('service_id', '=', event.data.serviceId).execute();
      await db.deleteFrom('services').where('id', '=', event.data.serviceId).execute();
      return [{ topic: 'services', ids: [event.data.serviceId] }];
    case 'ServiceStaffSet': {
      const { serviceId, staff } = event.data;
      await db.deleteFrom('service_staff').where('service_id', '=', serviceId).execute();
      if (staff.length > 0) {
        const rows = staff.map((item) => ({ service_id: serviceId, staff_id: item.staffId, price_cents: item.priceCents, duration_minutes: item.durationMinutes }));
        await db.insertInto('service_staff').values(rows).execute();
        await markHistory(db, [serviceId]);
      }
      return [{ topic: 'services', ids: [serviceId] }];
    }
    case 'StaffServicesSet': {
      const { staffId, services } = event.data;
      const before = await db.selectFrom('service_staff').select('service_id').where('staff_id', '=', staffId).execute();
      await db.deleteFrom('service_staff').where('staff_id', '=', staffId).execute();
      if (services.length > 0) {
        const rows = services.map((item) => ({ service_id: item.serviceId, staff_id: staffId, price_cents: item.priceCents, duration_minutes: item.durationMinutes }));
        await db.insertInto('service_staff').values(rows).execute();
        await markHistory(
          db,
          services.map((item) => item.serviceId),
        );
      }
      return [{ topic: 'services', ids: [...new Set([...before.map((row) => row.service_id), ...services.map((item) => item.serviceId)])] }];
    }
    case 'RoomCreated':
    case 'RoomUpdated': {
      const { roomId, locationId, name, capacity, serviceIds } = event.data;
      const before = await servedBefore(db, 'rooms', roomId);
      const values = { location_id: locationId, name, capacity, service_ids: serviceIds };
      if (event.type === 'RoomCreated') {
        await db.insertInto('rooms').values({ id: roomId, ...values, archived: false }).onConflict((oc) => oc.column('id').doNothing()).execute();
      } else {
        await db.updateTable('rooms').set(values).where('id', '=', roomId).execute();
      }
      await markHistory(db, serviceIds);
      return [
        { topic: 'rooms', ids: [roomId], locationId },
        { topic: 'services', ids: [...new Set([...before, ...serviceIds])] },
      ];
    }
    case 'RoomArchived':
    case 'RoomRestored': {
      const row = await db.updateTable('rooms').set({ archived: event.type === 'RoomArchived' }).where('id', '=', event.data.roomId).returning(['location_id', 'service_ids']).executeTakeFirst();
      return [
        { topic: 'rooms', ids: [event.data.roomId], locationId: row?.location_id },
        { topic: 'services', ids: row?.service_ids ?? [] },
      ];
    }
    case 'DeviceCreated':
    case 'DeviceUpdated': {
      const { deviceId, locationId, name, quantity, serviceIds } = event.data;
      const before = await servedBefore(db, 'devices', deviceId);
      const values = { location_id: locationId, name, quantity, service_ids: serviceIds };
      if (event.type === 'DeviceCreated') {
        await db.insertInto('devices').values({ id: deviceId, ...values, archived: false }).onConflict((oc) => oc.column('id').doNothing()).execute();
      } else {
        await db.updateTable('devices').set(values).where('id', '=', deviceId).execute();
      }
      await markHistory(db, serviceIds);
      return [
        { topic: 'devices', ids: [deviceId], locationId },
        { topic: 'services', ids: [...new Set([...before, ...serviceIds])] },
      ];
    }
    case 'DeviceArchived':
    case 'DeviceRestored': {
      const row = await db.updateTable('devices').set({ archived: event.type === 'DeviceArchived' }).where('id', '=', event.data.deviceId).returning(['location_id', 'service_ids']).executeTakeFirst();
      return [
        { topic: 'devices', ids: [event.data.deviceId], locationId: row?.location_id },
        { topic: 'services', ids: row?.service_ids ?? [] },
      ];
    }
    case 'ClassTypeCreated':
    case 'ClassTypeUpdated': {
      const { classTypeId, name, description, locationId, instructorId, roomId, capacity, durationMinutes, priceCents, color, timetable, startsOn, endsOn } = event.data;
      const values = {
        name,
        description,
        location_id: locationId,
        instructor_id: instructorId,
        room_id: roomId,
        capacity,
        duration_minutes: durationMinutes,
        price_cents: priceCents,
        color,
        timetable: JSON.stringify(timetable),
        starts_on: startsOn,
        ends_on: endsOn,
      };
      if (event.type === 'ClassTypeCreated') {
        await db.insertInto('class_types').values({ id: classTypeId, ...values, archived: false }).onConflict((oc) => oc.column('id').doNothing()).execute();
      } else {
        await db.updateTable('class_types').set(values).where('id', '=', classTypeId).execute();
      }
      return [{ topic: 'classes', ids: [classTypeId], locationId }];
    }
    case 'ClassTypeArchived':
    case 'ClassTypeRestored': {
      const row = await db.updateTable('class_types').set({ archived: event.type === 'ClassTypeArchived' }).where('id', '=', event.data.classTypeId).returning('location_id').executeTakeFirst();
      return [{ topic: 'classes', ids: [event.data.classTypeId], locationId: row?.location_id }];
    }
    default: {
      const unknown: never = event;
      throw new Error(`catalogue cannot fold ${(unknown as { type: string }).type}`);
    }
  }
}

// Service categories, services with who performs them, rooms, devices and class types, as the catalogue
// screens, booking and availability read them. Every signed-in staff screen hears about changes.
export const catalogueProjection: Projection = {
  name: 'catalogue',
  version: 1,
  eventTypes: catalogueEventTypes,
  topics: ['services', 'rooms', 'devices', 'classes'],
  tables,
  async apply(trx, events: RecordedEvent[], context: ProjectionContext) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const changes = await fold(db, recorded as unknown as CatalogueEvent);
      for (const { topic, ids, locationId } of changes) context.change({ topic, rooms: ['staff'], locationId: locationId ?? null, ids }, recorded);
    }
  },
};
