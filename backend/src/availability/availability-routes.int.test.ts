import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityReplySchema } from '@chairside/shared/availability/availability-dto';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { daybookStream, type AppointmentItemRecord, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { randomUUID } from 'node:crypto';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';
import { demoGroups, demoPassword } from '../identity/index';
import { signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// The availability read over real schedules, time off and class sessions: a Monday-to-Friday 9–5 with a
// half-hour lunch, a Monday class in a room, and the weeks on both sides of the daylight-saving changes.
const downtown = demoLocations.downtown.id;
const tag = Math.random().toString(36).slice(2, 8);

let system: TestSystem;
let admin: string;
let staffId: string;
let roomId: string;

const call = async (method: string, path: string, body?: unknown, token = admin) =>
  fetch(`${system.baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const write = async (method: string, path: string, body?: unknown) => {
  const response = await call(method, path, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return commandReplySchema.parse(await response.json()).id;
};
const availability = async (query: string) => {
  const response = await call('GET', `/availability?locationId=${downtown}&${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return availabilityReplySchema.parse(await response.json());
};
const freeOf = async (date: string) => (await availability(`date=${date}&staffId=${staffId}`)).staff[0]?.free;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  staffId = await write('POST', '/staff', {
    firstName: 'Avail',
    lastName: `Ability ${tag}`,
    email: `avail.${tag}@chairside.test`,
    phone: null,
    color: '#0ea5e9',
    locationIds: [downtown],
    pay: {},
    username: `avail.${tag}`,
    password: 'a-long-password',
    // Basic Staff: they may request their own time off.
    groupIds: [demoGroups.basicStaff.id],
  });
  const weekday = (day: number) => ({
    weekday: day,
    hours: [{ start: '09:00', end: '17:00' }],
    breaks: [{ start: '12:30', end: '13:00' }],
  });
  await write('POST', `/staff/${staffId}/schedules`, {
    locationId: downtown,
    effectiveFrom: '2026-01-01',
    effectiveUntil: null,
    days: [1, 2, 3, 4, 5].map(weekday),
  });
  roomId = await write('POST', '/rooms', { locationId: downtown, name: `Availability room ${tag}`, capacity: 2, serviceIds: [] });
  await write('POST', '/classes', {
    name: `Availability class ${tag}`,
    locationId: downtown,
    instructorId: staffId,
    roomId,
    capacity: 6,
    durationMinutes: 60,
    priceCents: 2000,
    color: '#10b981',
    timetable: [{ weekday: 1, startTime: '10:00' }],
    startsOn: '2026-11-09',
  });
}, 120_000);
afterAll(() => system.stop());

describe('GET /api/availability', () => {
  it('gives the working day minus the lunch break, in UTC, on both sides of the November change', async () => {
    // Friday 2026-10-30 is still on daylight time (UTC-5); Monday 2026-11-02 is on standard time (UTC-6).
    expect(await freeOf('2026-10-30')).toEqual([
      { start: '2026-10-30T14:00:00.000Z', end: '2026-10-30T17:30:00.000Z' },
      { start: '2026-10-30T18:00:00.000Z', end: '2026-10-30T22:00:00.000Z' },
    ]);
    expect(await freeOf('2026-11-02')).toEqual([
      { start: '2026-11-02T15:00:00.000Z', end: '2026-11-02T18:30:00.000Z' },
      { start: '2026-11-02T19:00:00.000Z', end: '2026-11-02T23:00:00.000Z' },
    ]);
  });

  it('keeps 9:00 local on the first weekday after the March change', async () => {
    expect(await freeOf('2026-03-06')).toEqual([
      { start: '2026-03-06T15:00:00.000Z', end: '2026-03-06T18:30:00.000Z' },
      { start: '2026-03-06T19:00:00.000Z', end: '2026-03-06T23:00:00.000Z' },
    ]);
    expect(await freeOf('2026-03-09')).toEqual([
      { start: '2026-03-09T14:00:00.000Z', end: '2026-03-09T17:30:00.000Z' },
      { start: '2026-03-09T18:00:00.000Z', end: '2026-03-09T22:00:00.000Z' },
    ]);
  });

  it('has no working time on a day off', async () => {
    expect(await freeOf('2026-11-28')).toEqual([]);
  });

  it('blocks the instructor and the whole room during a class session', async () => {
    // Monday 2026-11-16, class 10:00–11:00 local = 16:00–17:00Z.
    expect(await freeOf('2026-11-16')).toEqual([
      { start: '2026-11-16T15:00:00.000Z', end: '2026-11-16T16:00:00.000Z' },
      { start: '2026-11-16T17:00:00.000Z', end: '2026-11-16T18:30:00.000Z' },
      { start: '2026-11-16T19:00:00.000Z', end: '2026-11-16T23:00:00.000Z' },
    ]);
    const room = (await availability(`date=2026-11-16&roomId=${roomId}`)).rooms[0];
    expect(room?.capacity).toBe(2);
    expect(room?.free).toEqual([
      { start: '2026-11-16T06:00:00.000Z', end: '2026-11-16T16:00:00.000Z' },
      { start: '2026-11-16T17:00:00.000Z', end: '2026-11-17T06:00:00.000Z' },
    ]);
    // The class starts on 2026-11-09: the Monday before is free.
    expect((await freeOf('2026-11-02'))?.length).toBe(2);
  });

  it('takes approved time off away, and ignores a request until it is approved', async () => {
    const login = await call('POST', '/auth/login', { identifier: `avail.${tag}`, password: 'a-long-password' });
    const { token } = (await login.json()) as { token: string };
    const request = await call(
      'POST',
      `/staff/${staffId}/time-off`,
      { from: '2026-12-01T09:00', until: '2026-12-01T12:30', reason: 'personal' },
      token,
    );
    expect(request.status).toBe(200);
    const { id } = commandReplySchema.parse(await request.json());
    expect((await freeOf('2026-12-01'))?.[0]).toEqual({ start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T18:30:00.000Z' });
    await write('POST', `/staff/${staffId}/time-off/${id}/approve`);
    expect(await freeOf('2026-12-01')).toEqual([{ start: '2026-12-01T19:00:00.000Z', end: '2026-12-01T23:00:00.000Z' }]);
  });

  it('takes booked appointments and unexpired holds away, but not cancelled appointments or expired holds', async () => {
    // Tuesday 2026-11-24 (UTC-6). Day-stream events are appended as the booking commands would.
    const date = '2026-11-24';
    const item = (startsAt: string, extra: Partial<AppointmentItemRecord> = {}): AppointmentItemRecord => ({
      itemId: randomUUID(),
      serviceId: randomUUID(),
      staffId,
      roomId,
      deviceId: null,
      startsAt,
      durationMinutes: 60,
      processingMinutes: 0,
      bufferMinutes: 0,
      priceCents: 5000,
      ...extra,
    });
    const booked = (startsAt: string, extra: Partial<AppointmentItemRecord> = {}): DaybookEvent & { type: 'AppointmentBooked' } => ({
      type: 'AppointmentBooked',
      data: {
        appointmentId: randomUUID(),
        locationId: downtown,
        date,
        seriesId: null,
        clientId: randomUUID(),
        notes: '',
        items: [item(startsAt, extra)],
        holdId: null,
      },
    });
    const kept = booked('2026-11-24T15:00:00.000Z', { bufferMinutes: 15 });
    const cancelled = booked('2026-11-24T20:00:00.000Z');
    // Someone else's appointment in the same room: with ours, the room (capacity 2) is full 15:30–16:15Z.
    const sharing = booked('2026-11-24T15:30:00.000Z', { staffId: randomUUID(), durationMinutes: 90 });
    const hold = (holdId: string, startsAt: string, expiresAt: string): DaybookEvent => ({
      type: 'SlotHeld',
      data: { holdId, locationId: downtown, date, items: [item(startsAt)], expiresAt, heldBy: null },
    });
    const events: DaybookEvent[] = [
      kept,
      sharing,
      cancelled,
      { type: 'AppointmentCancelled', data: { appointmentId: cancelled.data.appointmentId, reason: 'ill', lateCancel: false } },
      hold(randomUUID(), '2026-11-24T21:00:00.000Z', '2099-01-01T00:00:00.000Z'),
      hold(randomUUID(), '2026-11-24T22:00:00.000Z', '2026-01-01T00:00:00.000Z'),
    ];
    const metadata = {
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: 'api' as const,
    };
    await system.store.appendToStream(
      daybookStream(downtown, date),
      events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
      { expectedRevision: 'any' },
    );
    await waitForReadModels(system);
    // 9:00–10:15 (appointment and its buffer) and 15:00–16:00 (the live hold) are taken; 14:00 (cancelled) and 16:00 (expired hold) are free.
    expect(await freeOf(date)).toEqual([
      { start: '2026-11-24T16:15:00.000Z', end: '2026-11-24T18:30:00.000Z' },
      { start: '2026-11-24T19:00:00.000Z', end: '2026-11-24T21:00:00.000Z' },
      { start: '2026-11-24T22:00:00.000Z', end: '2026-11-24T23:00:00.000Z' },
    ]);
    // Each appointment or hold takes one place of the room; it is full only while both overlap.
    const room = (await availability(`date=${date}&roomId=${roomId}`)).rooms[0];
    expect(room?.free).toEqual([
      { start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T15:30:00.000Z' },
      { start: '2026-11-24T16:15:00.000Z', end: '2026-11-25T06:00:00.000Z' },
    ]);
  });

  it('lists everyone at the location when no one is named', async () => {
    const reply = await availability('date=2026-11-24');
    expect(reply.staff.map((person) => person.staffId)).toContain(staffId);
    expect(reply.rooms.map((room) => room.roomId)).toContain(roomId);
    expect(reply.zone).toBe('America/Chicago');
  });

  it('refuses a bad query with a clear message and an unknown staff member with 404', async () => {
    const badDate = await call('GET', `/availability?locationId=${downtown}&date=2026-02-30`);
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({ error: 'date: That date does not exist' });
    const two = await call('GET', `/availability?locationId=${downtown}&date=2026-11-24&staffId=${staffId}&roomId=${roomId}`);
    expect(two.status).toBe(400);
    const unknown = await call('GET', `/availability?locationId=${downtown}&date=2026-11-24&staffId=00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'That staff member does not work at this location' });
  });
});
