import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntrySchema } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream, waitlistStreamName } from '@chairside/shared/appointments/appointment-events';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { seedDemo } from '../seed/demo-seed';
import { demoStaff } from '../team/index';
import { demoPassword } from '../identity/index';
import { callApi, createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

const downtown = demoLocations.downtown.id;
const lakeside = demoLocations.lakeside.id;
const womensCut = demoCatalogue.services.womensCut.id;

let system: TestSystem;
let frontDesk: string;
let basic: string;
let clientId: string;

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const list = async (token = frontDesk) => {
  const response = await call('GET', `/waitlist?locationId=${downtown}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return waitlistEntrySchema.array().parse(await response.json());
};
const entry = (extra: Record<string, unknown> = {}) => ({
  locationId: downtown,
  clientId,
  serviceId: womensCut,
  fromDate: '2026-12-07',
  untilDate: '2026-12-11',
  fromTime: '09:00',
  untilTime: '12:00',
  notes: 'Any morning',
  ...extra,
});
const eventCount = async () => (await system.store.readStream(waitlistStreamName(downtown))).length;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  // Basic Staff may view the calendar, not book.
  basic = (await signIn(system.baseUrl, 'basic', demoPassword)).token;
  const created = await call('POST', '/clients', frontDesk, { firstName: 'Wait', lastName: 'Lister', phone: '(312) 555-0150', email: '' });
  clientId = commandReplySchema.parse(await created.json()).id;
}, 120_000);
afterAll(() => system.stop());

describe('waitlist API', () => {
  it('adds an entry with names, and flags it when a fitting slot is cancelled', async () => {
    const response = await call('POST', '/waitlist', frontDesk, entry({ staffId: demoStaff.jordan.id }));
    expect(response.status, await response.clone().text()).toBe(200);
    const { id } = commandReplySchema.parse(await response.json());
    const [added] = (await list(basic)).filter((candidate) => candidate.id === id);
    expect(added).toMatchObject({
      clientName: 'Wait Lister',
      clientPhone: '+13125550150',
      serviceName: "Women's Haircut & Style",
      staffName: 'Jordan Ellis',
      fromTime: '09:00',
      offer: null,
    });

    // Jordan's 10:00 cut on Monday 2026-12-07 (16:00Z) is booked and cancelled (written as the booking commands would).
    const appointmentId = randomUUID();
    const metadata = {
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: 'api' as const,
    };
    const item = {
      itemId: randomUUID(),
      serviceId: womensCut,
      staffId: demoStaff.jordan.id,
      roomId: null,
      deviceId: null,
      startsAt: '2026-12-07T16:00:00.000Z',
      durationMinutes: 60,
      processingMinutes: 0,
      bufferMinutes: 0,
      priceCents: 7500,
    };
    await system.store.appendToStream(
      daybookStream(downtown, '2026-12-07'),
      [
        {
          id: randomUUID(),
          type: 'AppointmentBooked',
          data: {
            appointmentId,
            locationId: downtown,
            date: '2026-12-07',
            seriesId: null,
            clientId,
            notes: '',
            items: [item],
            holdId: null,
          },
          metadata,
        },
        { id: randomUUID(), type: 'AppointmentCancelled', data: { appointmentId, reason: 'ill', lateCancel: false }, metadata },
      ],
      { expectedRevision: 'any' },
    );
    await waitForReadModels(system);
    const [flagged] = (await list()).filter((candidate) => candidate.id === id);
    expect(flagged?.offer).toEqual({ startsAt: '2026-12-07T16:00:00.000Z', staffId: demoStaff.jordan.id, staffName: 'Jordan Ellis' });
    const today = await call('GET', `/dashboard/appointments-today?locationId=${downtown}`, frontDesk);
    expect(((await today.json()) as { waitlistOffers: number }).waitlistOffers).toBe(1);

    // Removed: off the list, and the offer with it. Removing again changes nothing.
    const removed = await call('POST', `/waitlist/${id}/remove`, frontDesk, {});
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect((await list()).map((candidate) => candidate.id)).not.toContain(id);
    const before = await eventCount();
    expect((await call('POST', `/waitlist/${id}/remove`, frontDesk, {})).status).toBe(200);
    expect(await eventCount()).toBe(before);
  });

  it('records which appointment a booked entry went into', async () => {
    const { id } = commandReplySchema.parse(await (await call('POST', '/waitlist', frontDesk, entry())).json());
    const appointmentId = randomUUID();
    expect((await call('POST', `/waitlist/${id}/remove`, frontDesk, { appointmentId })).status).toBe(200);
    const events = await system.store.readStream(waitlistStreamName(downtown));
    expect(events.at(-1)?.data).toEqual({ entryId: id, reason: 'booked', appointmentId });
  });

  it('refuses what does not exist or is not offered, bad input and callers who may not book, writing nothing', async () => {
    const before = await eventCount();
    const refuse = async (body: unknown, status: number, error?: string) => {
      const response = await call('POST', '/waitlist', frontDesk, body);
      expect(response.status, await response.clone().text()).toBe(status);
      if (error) expect(await response.json()).toEqual({ error });
    };
    await refuse(entry({ clientId: randomUUID() }), 422, 'That client does not exist');
    await refuse(entry({ serviceId: randomUUID() }), 422, 'That service is not offered');
    await refuse(entry({ staffId: demoStaff.lena.id }), 422, "The chosen staff member does not perform Women's Haircut & Style");
    await refuse(entry({ locationId: lakeside }), 422);
    await refuse(entry({ untilDate: '2026-12-01' }), 400, 'untilDate: The last day must not be before the first');
    expect((await call('POST', '/waitlist', basic, entry())).status).toBe(403);
    expect((await call('POST', '/waitlist', null, entry())).status).toBe(401);
    expect(await eventCount()).toBe(before);
    expect((await call('POST', `/waitlist/${randomUUID()}/remove`, frontDesk, {})).status).toBe(404);
    expect((await call('GET', '/waitlist?locationId=nope', frontDesk)).status).toBe(400);
    const outsider = await createTestUser(system, { permissions: ['view_services'] });
    expect((await call('GET', `/waitlist?locationId=${downtown}`, outsider.token)).status).toBe(403);
  });
});
