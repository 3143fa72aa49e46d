import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import {
  classSessionSchema,
  classTypeSchema,
  deviceSchema,
  roomSchema,
  serviceCategorySchema,
  serviceSchema,
} from '@chairside/shared/catalogue/catalogue-dto';
import { demoBusinessId, demoLocations } from '../business/index';
import { demoCatalogue, seedDemoCatalogue } from './demo-catalogue';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword, demoUsers } from '../identity/index';
import { createTestUser, signIn, waitForReadModels, type TestUser } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { catalogueStream } from './catalogue-stream';

let system: TestSystem;
let adminToken: string;
let frontDeskToken: string;
let viewer: TestUser;

beforeAll(async () => {
  system = await startTestSystem({
    seed: async (store) => {
      await seedDemo(store);
      await seedDemoCatalogue(store, demoBusinessId);
    },
  });
  await waitForReadModels(system);
  adminToken = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  // Front Desk holds neither view_services nor edit_services.
  frontDeskToken = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  viewer = await createTestUser(system, { permissions: ['view_services'] });
});
afterAll(() => system.stop());

const call = async (method: string, path: string, body?: unknown, token: string | null = adminToken) => {
  const response = await fetch(`${system.baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
const created = async (path: string, body: unknown) => {
  const reply = await call('POST', path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return commandReplySchema.parse(reply.body).id;
};
const refused = (status: number, error: string | RegExp) => ({
  status,
  body: { error: typeof error === 'string' ? error : expect.stringMatching(error) },
});
const changes = async (topic: string, id: string) => {
  const { rows } = await sql<{ rooms: string[] }>`select rooms from ui_changes where topic = ${topic} and ${id} = any(ids)`.execute(
    system.database.db,
  );
  return rows.map((row) => row.rooms);
};
const revision = async () => (await system.store.readStream(catalogueStream(demoBusinessId))).length;

const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;
const service = (overrides: Record<string, unknown> = {}) => ({
  categoryId: demoCatalogue.categories.hair.id,
  name: 'Bang Trim',
  description: 'A quick fringe tidy-up',
  durationMinutes: 15,
  priceCents: 1500,
  color: '#8b5cf6',
  ...overrides,
});

describe('service categories', () => {
  it('creates, renames and deletes a category; refuses duplicates, blanks and a category with services', async () => {
    const id = await created('/service-categories', { name: ' Waxing ' });
    const list = serviceCategorySchema.array().parse((await call('GET', '/service-categories')).body);
    expect(list.at(-1)).toEqual({ id, name: 'Waxing', description: '', sortOrder: 5, serviceCount: 0 });
    expect(await changes('services', id)).toContainEqual(['staff']);

    expect(await call('PUT', `/service-categories/${id}`, { name: 'Waxing & Threading', description: 'Hair removal' })).toMatchObject({
      status: 200,
    });
    expect(await call('POST', '/service-categories', { name: 'waxing & threading' })).toEqual(
      refused(409, 'A category named "waxing & threading" already exists'),
    );
    expect(await call('POST', '/service-categories', { name: '  ' })).toEqual(refused(400, 'name: Category name is required'));
    expect(await call('DELETE', `/service-categories/${demoCatalogue.categories.hair.id}`)).toEqual(
      refused(409, 'The category "Hair" still has 6 services (archived ones included); move them to another category first'),
    );
    expect(await call('DELETE', `/service-categories/${id}`)).toMatchObject({ status: 200 });
    expect(
      serviceCategorySchema
        .array()
        .parse((await call('GET', '/service-categories')).body)
        .map((category) => category.id),
    ).not.toContain(id);
    expect(await call('DELETE', `/service-categories/${id}`)).toEqual(refused(404, 'Category not found'));
  });
});

describe('services', () => {
  it('offers a service at some locations only: the list of a location shows what it offers; bad input writes nothing', async () => {
    const id = await created('/services', service({ name: 'Fringe Only Uptown' }));
    const offeredAt = async (locationId: string) =>
      serviceSchema
        .array()
        .parse((await call('GET', `/services?locationId=${locationId}`)).body)
        .map((item) => item.id);
    expect(await offeredAt(downtown)).toContain(id);
    expect(await call('PUT', `/services/${id}/locations`, { locationIds: [uptown] })).toMatchObject({ status: 200 });
    expect(serviceSchema.parse((await call('GET', `/services/${id}`)).body).locationIds).toEqual([uptown]);
    expect(await offeredAt(uptown)).toContain(id);
    expect(await offeredAt(downtown)).not.toContain(id);
    // Without a location: the whole catalogue.
    expect(
      serviceSchema
        .array()
        .parse((await call('GET', '/services')).body)
        .map((item) => item.id),
    ).toContain(id);

    const before = await revision();
    expect(await call('PUT', `/services/${id}/locations`, { locationIds: [] })).toEqual(
      refused(400, /Choose at least one location, or every location/),
    );
    expect(await call('PUT', `/services/${id}/locations`, { locationIds: [uptown, uptown] })).toEqual(
      refused(400, /The same location is listed twice/),
    );
    expect(await call('PUT', `/services/${id}/locations`, { locationIds: ['not-a-uuid'] })).toMatchObject({ status: 400 });
    expect(await call('PUT', `/services/${id}/locations`, { locationIds: ['99999999-9999-4999-8999-999999999999'] })).toEqual(
      refused(422, 'One of the chosen locations does not exist; reload and try again'),
    );
    expect(await call('PUT', '/services/99999999-9999-4999-8999-999999999999/locations', { locationIds: null })).toEqual(
      refused(404, 'Service not found'),
    );
    // The same list again changes nothing.
    expect(await call('PUT', `/services/${id}/locations`, { locationIds: [uptown] })).toMatchObject({ status: 200 });
    expect(await revision()).toBe(before);
    // Only edit_services holders may change it.
    expect((await call('PUT', `/services/${id}/locations`, { locationIds: null }, frontDeskToken)).status).toBe(403);
    expect(await revision()).toBe(before);

    expect(await call('PUT', `/services/${id}/locations`, { locationIds: null })).toMatchObject({ status: 200 });
    expect(await offeredAt(downtown)).toContain(id);
  });

  it('creates, edits, archives, restores and deletes a service without history, visible at once', async () => {
    const id = await created('/services', service());
    expect(serviceSchema.parse((await call('GET', `/services/${id}`)).body)).toEqual({
      id,
      ...service(),
      categoryName: 'Hair',
      processingMinutes: 0,
      bufferMinutes: 0,
      onlineBookable: true,
      resourceNeed: 'none',
      archived: false,
      hasHistory: false,
      staff: [],
      locationIds: null,
      roomIds: [],
      deviceIds: [],
    });
    expect(await changes('services', id)).toEqual([['staff']]);

    expect(await call('PUT', `/services/${id}`, service({ priceCents: 2000, onlineBookable: false }))).toMatchObject({ status: 200 });
    expect((await call('GET', `/services/${id}`)).body).toMatchObject({ priceCents: 2000, onlineBookable: false });

    expect(await call('POST', `/services/${id}/archive`)).toMatchObject({ status: 200 });
    const active = serviceSchema.array().parse((await call('GET', '/services')).body);
    expect(active.map((item) => item.id)).not.toContain(id);
    const all = serviceSchema.array().parse((await call('GET', '/services?includeArchived=true')).body);
    expect(all.find((item) => item.id === id)?.archived).toBe(true);
    expect(await call('POST', `/services/${id}/restore`)).toMatchObject({ status: 200 });
    expect((await call('GET', `/services/${id}`)).body).toMatchObject({ archived: false });

    expect(await call('DELETE', `/services/${id}`)).toMatchObject({ status: 200 });
    expect(await call('GET', `/services/${id}`)).toEqual(refused(404, 'Service not found'));
  });

  it('refuses invalid input, unknown categories, duplicates, and deleting a service with history', async () => {
    const before = await revision();
    expect(await call('POST', '/services', service({ durationMinutes: 17 }))).toEqual(
      refused(400, 'durationMinutes: Duration is in steps of 5 minutes'),
    );
    expect(await call('POST', '/services', service({ priceCents: 12.5 }))).toEqual(refused(400, 'priceCents: Price is in whole cents'));
    expect(await call('POST', '/services', service({ color: 'purple' }))).toEqual(
      refused(400, 'color: Colors are hex values like #8b5cf6'),
    );
    expect(await call('POST', '/services', service({ categoryId: '99999999-9999-4999-8999-999999999999' }))).toEqual(
      refused(422, 'That category does not exist; choose another'),
    );
    expect(await call('POST', '/services', service({ name: 'balayage' }))).toEqual(
      refused(409, 'A service named "balayage" already exists'),
    );
    expect(await call('DELETE', `/services/${demoCatalogue.services.balayage.id}`)).toEqual(
      refused(409, /^"Balayage" has history .*; archive it instead$/),
    );
    expect(await call('PUT', '/services/99999999-9999-4999-8999-999999999999', service())).toEqual(refused(404, 'Service not found'));
    expect(await revision()).toBe(before);
  });
});

describe('who performs which service', () => {
  it('sets the staff of a service, only active staff accounts', async () => {
    const id = await created('/services', service({ name: 'Scalp Treatment' }));
    const staffMember = await createTestUser(system);
    const client = await createTestUser(system, { role: 'client' });
    const staff = [{ staffId: demoUsers.basic.id, priceCents: 2500 }, { staffId: staffMember.id }];
    expect(await call('PUT', `/services/${id}/staff`, { staff })).toMatchObject({ status: 200 });
    expect((await call('GET', `/services/${id}`)).body).toMatchObject({
      hasHistory: true,
      staff: expect.arrayContaining([
        { staffId: demoUsers.basic.id, priceCents: 2500, durationMinutes: null },
        { staffId: staffMember.id, priceCents: null, durationMinutes: null },
      ]),
    });

    const unknownStaff = 'One of the chosen staff members does not exist; reload and try again';
    expect(await call('PUT', `/services/${id}/staff`, { staff: [{ staffId: client.id }] })).toEqual(refused(422, unknownStaff));
    expect(await call('PUT', `/services/${id}/staff`, { staff: [{ staffId: '99999999-9999-4999-8999-999999999999' }] })).toEqual(
      refused(422, unknownStaff),
    );
    expect(
      await call('PUT', `/services/${id}/staff`, { staff: [{ staffId: demoUsers.basic.id }, { staffId: demoUsers.basic.id }] }),
    ).toEqual(refused(400, 'staff: The same staff member is listed twice'));

    // Someone deactivated stays listed when the rest is saved, but nobody inactive is newly added.
    const leaver = await createTestUser(system);
    expect(await call('POST', `/users/${staffMember.id}/deactivate`)).toMatchObject({ status: 200 });
    expect(await call('POST', `/users/${leaver.id}/deactivate`)).toMatchObject({ status: 200 });
    expect(await call('PUT', `/services/${id}/staff`, { staff: [...staff, { staffId: leaver.id }] })).toEqual(
      refused(422, `Test ${leaver.username.slice('user-'.length)} is inactive; reactivate them first`),
    );
    expect(await call('PUT', `/services/${id}/staff`, { staff: [{ staffId: staffMember.id }] })).toMatchObject({ status: 200 });
  });

  it("sets a staff member's services from the staff screen, for edit_staff or edit_services holders", async () => {
    const manager = await createTestUser(system, { permissions: ['edit_staff'] });
    const body = {
      services: [{ serviceId: demoCatalogue.services.blowout.id }, { serviceId: demoCatalogue.services.mensCut.id, durationMinutes: 40 }],
    };
    expect(await call('PUT', `/staff/${demoUsers.frontdesk.id}/services`, body, manager.token)).toMatchObject({ status: 200 });
    const blowout = serviceSchema.parse((await call('GET', `/services/${demoCatalogue.services.blowout.id}`)).body);
    expect(blowout.staff).toContainEqual({ staffId: demoUsers.frontdesk.id, priceCents: null, durationMinutes: null });
    expect(await call('PUT', `/staff/${demoUsers.frontdesk.id}/services`, body, frontDeskToken)).toEqual(
      refused(403, 'You do not have permission to do this'),
    );
    expect(await call('PUT', `/staff/${demoUsers.client.id}/services`, body)).toEqual(refused(404, 'Staff member not found'));
    expect(
      await call('PUT', `/staff/${demoUsers.frontdesk.id}/services`, { services: [{ serviceId: '99999999-9999-4999-8999-999999999999' }] }),
    ).toEqual(refused(422, 'One of the chosen services no longer exists; reload and try again'));
  });
});

describe('rooms and devices', () => {
  it('creates, edits, archives and restores a room per location', async () => {
    const body = { locationId: downtown, name: 'Treatment Room 3', capacity: 1, serviceIds: [demoCatalogue.services.signatureFacial.id] };
    const id = await created('/rooms', body);
    expect(
      roomSchema
        .array()
        .parse((await call('GET', `/rooms?locationId=${downtown}`)).body)
        .find((room) => room.id === id),
    ).toEqual({ id, ...body, archived: false });
    expect(await changes('rooms', id)).toEqual([['staff']]);
    expect((await call('GET', `/services/${demoCatalogue.services.signatureFacial.id}`)).body).toMatchObject({
      roomIds: expect.arrayContaining([id]),
    });
    expect(
      roomSchema
        .array()
        .parse((await call('GET', `/rooms?locationId=${uptown}`)).body)
        .map((room) => room.name),
    ).toEqual(['Couples Suite', 'Studio']);

    expect(await call('PUT', `/rooms/${id}`, { ...body, capacity: 2 })).toMatchObject({ status: 200 });
    expect(await call('PUT', `/rooms/${id}`, { ...body, locationId: uptown })).toEqual(
      refused(409, 'A room cannot move to another location; archive it and add a new room there'),
    );
    expect(await call('POST', '/rooms', { ...body, name: 'treatment room 3' })).toEqual(
      refused(409, 'A room named "treatment room 3" already exists at this location'),
    );
    expect(await call('POST', '/rooms', { ...body, locationId: demoLocations.lakeside.id })).toEqual(
      refused(422, 'Lakeside is inactive; activate it first'),
    );
    expect(await call('POST', '/rooms', { ...body, locationId: '99999999-9999-4999-8999-999999999999' })).toEqual(
      refused(422, 'That location does not exist; choose another'),
    );
    expect(await call('POST', '/rooms', { ...body, capacity: 0 })).toEqual(refused(400, 'capacity: Capacity is at least 1'));

    expect(await call('POST', `/rooms/${id}/archive`)).toMatchObject({ status: 200 });
    expect(
      roomSchema
        .array()
        .parse((await call('GET', '/rooms')).body)
        .map((room) => room.id),
    ).not.toContain(id);
    expect(
      roomSchema
        .array()
        .parse((await call('GET', '/rooms?includeArchived=true')).body)
        .find((room) => room.id === id),
    ).toMatchObject({ capacity: 2, archived: true });
    expect(await call('POST', `/rooms/${id}/restore`)).toMatchObject({ status: 200 });
    expect(await call('POST', `/rooms/${demoCatalogue.rooms.studio.id}/archive`)).toEqual(
      refused(409, /is used by the class "(Pilates Mat|Vinyasa Flow Yoga)"/),
    );
  });

  it('creates, edits, archives and restores a device per location', async () => {
    const body = { locationId: uptown, name: 'LED light panel', quantity: 2, serviceIds: [demoCatalogue.services.expressFacial.id] };
    const id = await created('/devices', body);
    expect(
      deviceSchema
        .array()
        .parse((await call('GET', `/devices?locationId=${uptown}`)).body)
        .find((device) => device.id === id),
    ).toEqual({ id, ...body, archived: false });
    expect(await changes('devices', id)).toEqual([['staff']]);
    expect(await call('PUT', `/devices/${id}`, { ...body, quantity: 3 })).toMatchObject({ status: 200 });
    expect(await call('POST', '/devices', { ...body, name: 'Pedicure Spa Chair' })).toEqual(
      refused(409, 'A device named "Pedicure Spa Chair" already exists at this location'),
    );
    expect(await call('POST', '/devices', { ...body, quantity: 0 })).toEqual(refused(400, 'quantity: Quantity is at least 1'));
    expect(
      await call('POST', '/devices', { ...body, name: 'Microcurrent wand', serviceIds: ['99999999-9999-4999-8999-999999999999'] }),
    ).toEqual(refused(422, 'One of the chosen services no longer exists; reload and try again'));
    expect(await call('POST', `/devices/${id}/archive`)).toMatchObject({ status: 200 });
    expect(
      deviceSchema
        .array()
        .parse((await call('GET', '/devices?includeArchived=true')).body)
        .find((device) => device.id === id),
    ).toMatchObject({ quantity: 3, archived: true });
    expect(await call('POST', `/devices/${id}/restore`)).toMatchObject({ status: 200 });
    expect(await call('POST', '/devices/not-a-device/restore')).toEqual(refused(404, 'Device not found'));
  });
});

describe('classes', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Brow Workshop',
    locationId: downtown,
    instructorId: demoUsers.basic.id,
    roomId: demoCatalogue.rooms.treatmentRoom2.id,
    capacity: 6,
    durationMinutes: 60,
    priceCents: 3000,
    color: '#10b981',
    timetable: [{ weekday: 2, startTime: '19:00' }],
    startsOn: '2026-12-01',
    ...overrides,
  });

  it('creates, edits, archives and restores a class, and expands its sessions', async () => {
    const id = await created('/classes', body());
    expect(
      classTypeSchema
        .array()
        .parse((await call('GET', `/classes?locationId=${downtown}`)).body)
        .find((item) => item.id === id),
    ).toMatchObject({ name: 'Brow Workshop', endsOn: null, archived: false });
    expect(await changes('classes', id)).toEqual([['staff']]);
    const sessions = classSessionSchema
      .array()
      .parse((await call('GET', `/class-sessions?locationId=${downtown}&from=2026-11-30&to=2026-12-06`)).body);
    expect(sessions.map((session) => [session.name, session.date, session.start])).toEqual([
      ['Brow Workshop', '2026-12-01', '2026-12-02T01:00:00.000Z'],
      ['Skincare Masterclass', '2026-12-03', '2026-12-04T01:00:00.000Z'],
    ]);

    expect(await call('PUT', `/classes/${id}`, body({ capacity: 8, timetable: [{ weekday: 2, startTime: '18:00' }] }))).toMatchObject({
      status: 200,
    });
    expect(await call('POST', `/classes/${id}/archive`)).toMatchObject({ status: 200 });
    expect(
      classTypeSchema
        .array()
        .parse((await call('GET', '/classes')).body)
        .map((item) => item.id),
    ).not.toContain(id);
    expect(await call('POST', `/classes/${id}/restore`)).toMatchObject({ status: 200 });
    expect(
      classTypeSchema
        .array()
        .parse((await call('GET', '/classes')).body)
        .find((item) => item.id === id),
    ).toMatchObject({ capacity: 8 });
  });

  it('refuses overlaps, rooms elsewhere, instructors who are not active staff, and bad ranges', async () => {
    expect(await call('POST', '/classes', body({ name: 'Evening Peel Talk', timetable: [{ weekday: 4, startTime: '20:00' }] }))).toEqual(
      refused(409, 'The class would overlap "Skincare Masterclass" on Thursdays at 19:00, which uses the same room'),
    );
    expect(await call('POST', '/classes', body({ name: 'Other', roomId: demoCatalogue.rooms.studio.id }))).toEqual(
      refused(422, 'The room "Studio" is at another location; choose a room at the class\'s location'),
    );
    expect(await call('POST', '/classes', body({ name: 'Other', instructorId: demoUsers.client.id }))).toEqual(
      refused(422, 'The instructor must be a staff member; choose another'),
    );
    expect(await call('POST', '/classes', body({ name: 'Other', locationId: demoLocations.lakeside.id }))).toEqual(
      refused(422, 'Lakeside is inactive; activate it first'),
    );
    expect(await call('POST', '/classes', body({ name: 'Other', endsOn: '2026-11-01' }))).toEqual(
      refused(400, 'endsOn: The timetable cannot end before it starts'),
    );
    expect(await call('GET', '/class-sessions?from=2026-12-01&to=2027-02-01')).toEqual(
      refused(400, 'to: Ask for at most 62 days at a time'),
    );
    expect(await call('GET', '/class-sessions?from=2026-12-01&to=2026-11-01')).toEqual(
      refused(400, 'to: The end date cannot be before the start date'),
    );
    expect((await call('GET', '/class-sessions?from=2026-12-01&to=2027-01-31')).status).toBe(200);
  });
});

describe('permissions', () => {
  it('lets view_services holders and calendar users read, edit_services holders write, and nobody else', async () => {
    const editor = await createTestUser(system, { permissions: ['edit_services'] });
    const clockOnly = await createTestUser(system, { permissions: ['view_time_clock'] });
    const client = await signIn(system.baseUrl, 'client', demoPassword);
    for (const path of [
      '/services',
      '/service-categories',
      '/rooms',
      '/devices',
      '/classes',
      '/class-sessions?from=2026-12-01&to=2026-12-07',
    ]) {
      expect((await call('GET', path, undefined, viewer.token)).status, path).toBe(200);
      expect((await call('GET', path, undefined, editor.token)).status, path).toBe(200);
      // The front desk books with what the catalogue offers.
      expect((await call('GET', path, undefined, frontDeskToken)).status, path).toBe(200);
      expect((await call('GET', path, undefined, clockOnly.token)).status, path).toBe(403);
      expect((await call('GET', path, undefined, client.token)).status, path).toBe(403);
      expect((await call('GET', path, undefined, null)).status, path).toBe(401);
    }
    const before = await revision();
    expect(await call('POST', '/services', service({ name: 'Viewer Service' }), viewer.token)).toEqual(
      refused(403, 'You do not have permission to do this'),
    );
    expect(await call('POST', `/rooms/${demoCatalogue.rooms.studio.id}/archive`, undefined, frontDeskToken)).toEqual(
      refused(403, 'You do not have permission to do this'),
    );
    expect(await revision()).toBe(before);
    expect((await call('POST', '/services', service({ name: 'Editor Service' }), editor.token)).status).toBe(200);
  });
});
