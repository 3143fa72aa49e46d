import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import {
  clientProfileSchema,
  clientSpendSummarySchema,
  clientSummarySchema,
  clientTimelineEntrySchema,
  clientVisitsSchema,
} from '@chairside/shared/clients/client-dto';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { seedDemo } from '../seed/demo-seed';
import { demoStaff } from '../team/index';
import { demoPassword } from '../identity/index';
import { callApi, createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { clientStream } from './client-service';

let system: TestSystem;
let frontDesk: string;
let basic: string;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  // Basic Staff hold view_clients: they may look clients up but not create them.
  basic = (await signIn(system.baseUrl, 'basic', demoPassword)).token;
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const search = async (query: string, token = frontDesk) => {
  const response = await call('GET', `/clients?${query}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return clientSummarySchema.array().parse(await response.json());
};

describe('clients API', () => {
  let graceId: string;

  it('registers a client and answers once the read model has them', async () => {
    const response = await call('POST', '/clients', frontDesk, {
      firstName: ' Grace ',
      lastName: `Hopper${tag}`,
      phone: '(312) 555-0142',
      email: `grace.${tag}@example.com`,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('x-projected')).toBe('true');
    graceId = commandReplySchema.parse(await response.json()).id;
    const [event] = await system.store.readStream(clientStream(graceId));
    expect(event?.type).toBe('ClientRegistered');
    const one = await call('GET', `/clients/${graceId}`, basic);
    expect(one.status).toBe(200);
    // The phone is stored in one format (E.164), whatever was typed.
    expect(clientSummarySchema.parse(await one.json())).toMatchObject({
      id: graceId,
      firstName: 'Grace',
      name: `Grace Hopper${tag}`,
      phone: '+13125550142',
    });
  });

  it('searches by name, e-mail and phone digits, within the limit', async () => {
    expect((await search(`search=hopper${tag}`)).map((client) => client.id)).toEqual([graceId]);
    expect((await search(`search=GRACE.${tag}@`, basic)).map((client) => client.id)).toEqual([graceId]);
    // The phone typed in any format finds the client.
    for (const typed of ['312-555-0142', '312.555.0142', '+1 312 555 0142', '(312) 555-0142']) {
      expect(
        (await search(`search=${encodeURIComponent(typed)}`)).map((client) => client.id),
        typed,
      ).toContain(graceId);
    }
    expect(await search('search=zzzz-nobody')).toEqual([]);
    await call('POST', '/clients', frontDesk, {
      firstName: 'Gracie',
      lastName: `Second${tag}`,
      phone: '',
      email: `gracie.${tag}@example.com`,
    });
    expect(await search('search=grac&limit=1')).toHaveLength(1);
  });

  it('refuses a duplicate e-mail, bad input, unknown ids and callers without the right, writing nothing', async () => {
    const duplicate = await call('POST', '/clients', frontDesk, { firstName: 'Other', phone: '', email: `GRACE.${tag}@example.com` });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: 'A client with this e-mail already exists' });
    const nothing = await call('POST', '/clients', frontDesk, { firstName: 'Nobody', phone: '', email: '' });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({ error: 'phone: Give a phone number or an e-mail address' });
    const badPhone = await call('POST', '/clients', frontDesk, { firstName: `Badphone${tag}`, phone: '555-01', email: '' });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toEqual({ error: 'phone: That phone number is not valid' });
    expect(await search(`search=badphone${tag}`)).toEqual([]);
    expect((await call('POST', '/clients', basic, { firstName: 'Nope', phone: '312 555 0100' })).status).toBe(403);
    expect((await call('POST', '/clients', null, { firstName: 'Nope', phone: '312 555 0100' })).status).toBe(401);
    expect(await search('search=nope')).toEqual([]);
    expect((await call('GET', '/clients/00000000-0000-4000-8000-000000000000', frontDesk)).status).toBe(404);
    expect((await call('GET', '/clients?limit=500', frontDesk)).status).toBe(400);
  });

  it('lets staff who may book find clients, and no one else', async () => {
    const booker = await createTestUser(system, { permissions: ['create_appointments'] });
    const other = await createTestUser(system, { permissions: ['view_services'] });
    const client = await createTestUser(system, { role: 'client' });
    expect((await call('GET', '/clients', booker.token)).status).toBe(200);
    expect((await call('GET', '/clients', other.token)).status).toBe(403);
    expect((await call('GET', '/clients', client.token)).status).toBe(403);
    expect((await call('GET', `/clients/${graceId}`, other.token)).status).toBe(403);
  });

  it('edits the profile, records consent with who and how, and archives and restores', async () => {
    const profile = async () => clientProfileSchema.parse(await (await call('GET', `/clients/${graceId}`, basic)).json());
    const edited = await call('PUT', `/clients/${graceId}`, frontDesk, {
      firstName: 'Grace',
      lastName: `Hopper${tag}`,
      phone: '312 555 0142',
      email: `grace.${tag}@example.com`,
      birthday: '--12-09',
      tags: ['VIP', ' vip ', 'Colour'],
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await profile()).toMatchObject({
      birthday: '--12-09',
      tags: ['VIP', 'Colour'],
      status: 'active',
      consent: { email: null, sms: null },
    });
    const before = Date.now();
    const consent = await call('PUT', `/clients/${graceId}/consent/sms`, frontDesk, { granted: true, source: 'desk' });
    expect(consent.status, await consent.clone().text()).toBe(200);
    const { sms } = (await profile()).consent;
    expect(sms).toMatchObject({ granted: true, source: 'desk', byName: 'Fran Desk' });
    expect(Date.parse(sms?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // How the answer reached the desk is kept; online booking and imports are not the desk's to claim.
    const byRequest = await call('PUT', `/clients/${graceId}/consent/email`, frontDesk, { granted: true, source: 'client_request' });
    expect(byRequest.status, await byRequest.clone().text()).toBe(200);
    expect((await profile()).consent.email).toMatchObject({ granted: true, source: 'client_request', byName: 'Fran Desk' });
    for (const source of ['online_booking', 'import']) {
      const claimed = await call('PUT', `/clients/${graceId}/consent/sms`, frontDesk, { granted: false, source });
      expect(claimed.status, source).toBe(400);
      expect(await claimed.json()).toEqual({
        error: 'Staff record consent as given at the desk or at the client’s request; online bookings and imports record their own',
      });
    }
    expect((await profile()).consent.sms).toMatchObject({ granted: true, source: 'desk' });
    expect((await call('PUT', `/clients/${graceId}/consent/fax`, frontDesk, { granted: true })).status).toBe(404);
    expect(
      (await call('PUT', `/clients/${graceId}`, frontDesk, { firstName: 'Grace', email: 'x@example.com', birthday: '2023-02-29' })).status,
    ).toBe(400);
    // Basic Staff read clients but do not change them.
    expect((await call('POST', `/clients/${graceId}/archive`, basic)).status).toBe(403);
    expect((await call('PUT', `/clients/${graceId}/consent/email`, basic, { granted: true })).status).toBe(403);

    expect((await call('POST', `/clients/${graceId}/archive`, frontDesk)).status).toBe(200);
    expect((await profile()).status).toBe('archived');
    expect(await search(`search=hopper${tag}`)).toEqual([]);
    expect((await search(`search=hopper${tag}&status=archived`)).map((client) => client.id)).toEqual([graceId]);
    expect((await search(`search=hopper${tag}&status=all`)).map((client) => client.id)).toEqual([graceId]);
    const refused = await call('PUT', `/clients/${graceId}`, frontDesk, { firstName: 'Grace', email: `grace.${tag}@example.com` });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Restore this client before changing them' });
    expect((await call('POST', `/clients/${graceId}/restore`, frontDesk)).status).toBe(200);
    expect((await search(`search=hopper${tag}`)).map((client) => client.id)).toEqual([graceId]);
    expect((await call('POST', '/clients/00000000-0000-4000-8000-000000000000/archive', frontDesk)).status).toBe(404);
  });

  it('reads the profile sections: the timeline newest first with who, visits and spend, for whoever may use the screen', async () => {
    const timeline = clientTimelineEntrySchema.array().parse(await (await call('GET', `/clients/${graceId}/timeline`, basic)).json());
    expect(timeline.map((entry) => entry.type)).toEqual([
      'ClientRestored',
      'ClientArchived',
      'ClientConsentRecorded',
      'ClientConsentRecorded',
      'ClientProfileChanged',
      'ClientRegistered',
    ]);
    expect(timeline[2]).toMatchObject({ byName: 'Fran Desk', text: 'E-mail marketing consent given at the client’s request' });
    expect(timeline[3]).toMatchObject({ byName: 'Fran Desk', text: 'SMS marketing consent given at the desk' });
    expect(timeline[4]?.text).toBe('Profile set: birthday --12-09; tags VIP, Colour');
    expect(timeline[5]?.text).toBe(`Added as a client: Grace Hopper${tag}`);

    const visits = clientVisitsSchema.parse(await (await call('GET', `/clients/${graceId}/visits`, frontDesk)).json());
    expect(visits).toEqual({ upcoming: [], past: [], completed: 0, noShows: 0, lateCancels: 0 });
    const spend = clientSpendSummarySchema.parse(await (await call('GET', `/clients/${graceId}/summary`, frontDesk)).json());
    expect(spend).toEqual({ spentCents: 0, paidSales: 0, lastVisitAt: null, lastPaidAt: null, giftCards: [], savedCards: [] });

    const booker = await createTestUser(system, { permissions: ['create_appointments'] });
    for (const section of ['visits', 'summary', 'timeline']) {
      expect((await call('GET', `/clients/${graceId}/${section}`, booker.token)).status, section).toBe(403);
      expect((await call('GET', `/clients/00000000-0000-4000-8000-000000000000/${section}`, frontDesk)).status, section).toBe(404);
    }
  });

  it('lists an upcoming visit with its services and staff', async () => {
    const NY = 'America/New_York';
    let monday = DateTime.now().setZone(NY).startOf('day').plus({ days: 2 });
    while (monday.weekday !== 1) monday = monday.plus({ days: 1 });
    const startsAt = DateTime.fromISO(`${monday.toISODate()}T10:00`, { zone: NY }).toUTC().toISO();
    const booked = await call('POST', '/appointments', frontDesk, {
      locationId: demoLocations.brooklyn.id,
      clientId: graceId,
      startsAt,
      items: [{ serviceId: demoCatalogue.services.mensCut.id, staffId: demoStaff.marcus.id }],
      notes: '',
    });
    expect(booked.status, await booked.clone().text()).toBe(200);
    const visits = clientVisitsSchema.parse(await (await call('GET', `/clients/${graceId}/visits`, basic)).json());
    expect(visits.upcoming).toHaveLength(1);
    expect(visits.upcoming[0]).toMatchObject({ startsAt, status: 'booked', lateCancel: false });
    expect(visits.upcoming[0]?.services[0]?.staffName).toMatch(/^Marcus/);
    expect(visits.past).toEqual([]);
  });
});
