import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import { auditEntitySchema, auditEventPageSchema } from '@chairside/shared/audit/audit-dto';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { demoLocations } from '../business/index';
import { demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type AppointmentWorld,
} from '../../testing/appointment-test-world';
import { callApi, createTestUser, signIn, waitForReadModels, type TestUser } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let admin: string;
let auditor: TestUser;
let auditorWithClients: TestUser;
let world: AppointmentWorld;
const downtown = demoLocations.downtown.id;
const day = (offset: number) => addDays(localToday(), offset);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  world = await createAppointmentWorld(apiCaller(system.baseUrl, admin), { locationId: downtown });
  [auditor, auditorWithClients] = await Promise.all([
    createTestUser(system, { permissions: ['view_audit_log', 'view_dashboard'] }),
    createTestUser(system, { permissions: ['view_audit_log', 'view_dashboard', 'view_clients'] }),
  ]);
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
async function ok(response: Promise<Response>): Promise<unknown> {
  const reply = await response;
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return JSON.parse(text);
}

describe('an appointment in the audit log', () => {
  let appointmentId: string;
  let movedAt: string;

  beforeAll(async () => {
    const booked = bookAppointmentReplySchema.parse(
      await ok(
        call('POST', '/appointments', admin, {
          locationId: downtown,
          clientId: world.clientId,
          startsAt: localInstant(day(5), '10:00'),
          items: [{ serviceId: world.services.plain, staffId: world.staff[0]?.id }],
        }),
      ),
    );
    appointmentId = booked.id;
    await ok(call('POST', `/appointments/${appointmentId}/reschedule`, admin, { startsAt: localInstant(day(6), '11:30') }));
    await ok(call('POST', `/appointments/${appointmentId}/cancel`, admin, { reason: 'Client moved away' }));
    await waitForReadModels(system);
  });

  it('lists its events newest first, with who and where, filtered to the one appointment', async () => {
    const page = auditEventPageSchema.parse(await ok(call('GET', `/audit/events?entity=${appointmentId}`, auditor.token)));
    expect(page.events.map((event) => event.type)).toEqual([
      'AppointmentCancelled',
      'AppointmentMovedOut',
      'AppointmentMovedIn',
      'AppointmentBooked',
    ]);
    for (const event of page.events) {
      expect(event.user?.name).toBe('Avery Admin');
      expect(event.entity).toMatchObject({ id: appointmentId, kind: 'appointment' });
    }
    expect(page.events[0]?.location).toMatchObject({ id: downtown });
    movedAt = page.events.find((event) => event.type === 'AppointmentMovedIn')?.occurredAt ?? '';
  });

  it('pages by position: two at a time, then the rest, nothing twice', async () => {
    const first = auditEventPageSchema.parse(await ok(call('GET', `/audit/events?entity=${appointmentId}&limit=2`, auditor.token)));
    expect(first.events).toHaveLength(2);
    expect(first.next).toBe(first.events[1]?.position);
    const second = auditEventPageSchema.parse(
      await ok(call('GET', `/audit/events?entity=${appointmentId}&limit=2&before=${first.next}`, auditor.token)),
    );
    expect(second.events.map((event) => event.type)).toEqual(['AppointmentMovedIn', 'AppointmentBooked']);
    const since = auditEventPageSchema.parse(
      await ok(call('GET', `/audit/events?entity=${appointmentId}&after=${second.events[0]?.position}`, auditor.token)),
    );
    expect(since.events.map((event) => event.type)).toEqual(['AppointmentCancelled', 'AppointmentMovedOut']);
    expect(since.next).toBeNull();
  });

  it('shows its timeline with what each event changed, and its state as of before the move', async () => {
    const entity = auditEntitySchema.parse(await ok(call('GET', `/audit/entities/${appointmentId}`, auditor.token)));
    expect(entity.kind).toBe('appointment');
    expect(entity.events.map((event) => event.type)).toEqual([
      'AppointmentBooked',
      'AppointmentMovedIn',
      'AppointmentMovedOut',
      'AppointmentCancelled',
    ]);
    const moved = entity.events[1];
    expect(moved?.changes.some((change) => change.path.endsWith('startsAt') && change.after === localInstant(day(6), '11:30'))).toBe(true);
    expect(entity.events[3]?.changes).toContainEqual({ path: 'status', before: 'booked', after: 'cancelled' });
    expect(entity.asOf.state).toMatchObject({ status: 'cancelled' });

    const before = new Date(Date.parse(movedAt) - 1).toISOString();
    const then = auditEntitySchema.parse(await ok(call('GET', `/audit/entities/${appointmentId}?at=${before}`, auditor.token)));
    expect(then.asOf.state).toMatchObject({ status: 'booked', items: [{ startsAt: localInstant(day(5), '10:00') }] });
    const beforeAll = auditEntitySchema.parse(
      await ok(call('GET', `/audit/entities/${appointmentId}?at=2000-01-01T00:00:00Z`, auditor.token)),
    );
    expect(beforeAll.asOf.state).toBeNull();
  });

  it("masks the client's details for an auditor who may not read clients, not for one who may", async () => {
    const masked = auditEntitySchema.parse(await ok(call('GET', `/audit/entities/${world.clientId}`, auditor.token)));
    expect(masked.kind).toBe('client');
    expect(masked.label).toBe('Client •••');
    expect(JSON.stringify(masked.asOf.state)).toContain('•••');
    expect(masked.events[0]?.data).toMatchObject({ firstName: '•••' });
    const shown = auditEntitySchema.parse(await ok(call('GET', `/audit/entities/${world.clientId}`, auditorWithClients.token)));
    expect(shown.label).not.toContain('•••');
    expect(JSON.stringify(shown)).not.toContain('•••');
    // The client's own events come first; the appointment booked for them names them too.
    expect(shown.events.map((event) => event.type)).toContain('AppointmentBooked');
  });

  it('exports the filtered events as CSV and NDJSON, streamed, with their count', async () => {
    const csv = await call('GET', `/audit/export?format=csv&entity=${appointmentId}`, auditor.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-total-count')).toBe('4');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('position,occurredAt,type,stream,revision,eventId,userId,locationId,source,ip,correlationId,data');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'AppointmentBooked',
      'AppointmentMovedIn',
      'AppointmentMovedOut',
      'AppointmentCancelled',
    ]);

    const ndjson = await call('GET', `/audit/export?format=ndjson&entity=${world.clientId}`, auditor.token);
    const records = (await ndjson.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown> });
    expect(records[0]).toMatchObject({ type: 'ClientRegistered', data: { firstName: '•••' } });
  });
});

describe('an anonymised client in the audit log', () => {
  it('reads as "Anonymised client", in the timeline and in exports, for every auditor', async () => {
    const clientId = commandReplySchema.parse(
      await ok(
        call('POST', '/clients', admin, { firstName: 'Erin', lastName: 'Erased', phone: '(312) 555-0142', email: 'erin@example.test' }),
      ),
    ).id;
    await ok(call('POST', `/clients/${clientId}/anonymise`, admin));
    await waitForReadModels(system);
    const entity = auditEntitySchema.parse(await ok(call('GET', `/audit/entities/${clientId}`, auditorWithClients.token)));
    expect(entity.label).toBe('Anonymised client');
    expect(entity.events[0]?.data).toMatchObject({ firstName: 'Anonymised client', lastName: '', phone: '', email: '' });
    expect(JSON.stringify(entity)).not.toContain('Erased');
    const exported = await (await call('GET', `/audit/export?format=ndjson&entity=${clientId}`, auditorWithClients.token)).text();
    expect(exported).toContain('Anonymised client');
    expect(exported).not.toContain('Erin');
    expect(exported).not.toContain('555-0142');
  });
});

describe('searching and guarding the audit log', () => {
  it('finds events by a name: a note template renamed is found by its id, a location by its name', async () => {
    const id = commandReplySchema.parse(
      await ok(call('POST', '/note-templates', admin, { name: `Audit ${Date.now()}`, body: 'Hello' })),
    ).id;
    await waitForReadModels(system);
    const byId = auditEventPageSchema.parse(await ok(call('GET', `/audit/events?q=${id}`, auditor.token)));
    expect(byId.events.map((event) => event.type)).toEqual(['NoteTemplateCreated']);
    const byName = auditEventPageSchema.parse(
      await ok(call('GET', `/audit/events?q=${encodeURIComponent(demoLocations.downtown.name)}&type=LocationAdded`, auditor.token)),
    );
    expect(byName.events.length).toBeGreaterThan(0);
    const nothing = auditEventPageSchema.parse(await ok(call('GET', '/audit/events?q=zzzz-no-such-name', auditor.token)));
    expect(nothing).toEqual({ events: [], next: null });
  });

  it('refuses whoever lacks view_audit_log, and bad filters with a clear message', async () => {
    const desk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
    for (const path of ['/audit/events', '/audit/event-types', `/audit/entities/${world.clientId}`, '/audit/export?format=csv']) {
      expect((await call('GET', path, desk)).status, path).toBe(403);
      expect((await call('GET', path, null)).status, path).toBe(401);
    }
    const bad = await call('GET', '/audit/events?from=yesterday', auditor.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Give a date and time');
    expect((await call('GET', '/audit/entities/99999999-9999-4999-8999-999999999999', auditor.token)).status).toBe(404);
  });
});
