import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDesignSchema, defaultBookingDesign, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import { bookingDesignOptionsSchema } from '@chairside/shared/booking/booking-design-dto';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { getBookingDesign } from '@chairside/projections/business/booking-design-queries';
import type { ReadModels } from '@chairside/projections/database';
import { createDb } from '@chairside/platform/database';
import { demoBusinessId } from './demo-business';
import { demoCatalogue } from '../catalogue/index';
import { seedDemo } from '../seed/demo-seed';
import { demoStaff } from '../team/index';
import { demoPassword } from '../identity/index';
import { createTestUser, signIn, waitForReadModels, type TestUser } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { businessStream } from './business-stream';

let system: TestSystem;
let adminToken: string;
let viewer: TestUser;
let editor: TestUser;
let frontdeskToken: string;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  adminToken = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  // The demo manager may view business settings, not edit them; the front desk may do neither.
  frontdeskToken = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  viewer = await createTestUser(system, { permissions: ['view_business_settings'] });
  editor = await createTestUser(system, { permissions: ['edit_business_settings'] });
});
afterAll(() => system.stop());

const readDb = () => createDb<ReadModels>(system.database.pool);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const get = (path: string, token: string | null) => fetch(`${system.baseUrl}${path}`, { headers: token ? bearer(token) : {} });
const put = (body: unknown, token: string | null) =>
  fetch(`${system.baseUrl}/api/booking-design`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
const revision = async () => (await system.store.readStream(businessStream(demoBusinessId))).length;
const readDesign = async (token: string) => bookingDesignSchema.parse(await (await get('/api/booking-design', token)).json());

const design: BookingDesign = {
  ...defaultBookingDesign,
  brandColor: '#7c3aed',
  logoUrl: 'https://cdn.example.com/glow.png',
  headline: 'Book with Glow',
  text: 'Walk-ins welcome too.',
  serviceIds: [demoCatalogue.services.womensCut.id, demoCatalogue.services.mensCut.id].sort(),
  staffIds: [demoStaff.jordan.id],
  slotIntervalMinutes: 30,
  holdMinutes: 7,
  leadTimeMinutes: 120,
  horizonDays: 30,
  cancellationWindowHours: 48,
  lateCancellation: 'flag',
};

describe('booking design', () => {
  it('reads the defaults before anyone saved a design, with view_business_settings alone', async () => {
    expect(await readDesign(viewer.token)).toEqual(defaultBookingDesign);
    expect(await getBookingDesign(readDb())).toEqual(defaultBookingDesign);
  });

  it('lists what may be offered online: online-bookable services and the active team, by name', async () => {
    const options = bookingDesignOptionsSchema.parse(await (await get('/api/booking-design/options', viewer.token)).json());
    expect(options.services).toContainEqual({
      id: demoCatalogue.services.womensCut.id,
      name: "Women's Haircut & Style",
      categoryName: 'Hair',
    });
    // Balayage is not bookable online.
    expect(options.services.map((service) => service.id)).not.toContain(demoCatalogue.services.balayage.id);
    expect(options.staff).toContainEqual({ id: demoStaff.jordan.id, name: 'Jordan Ellis' });
  });

  it('keeps callers without a business settings permission out, and view-only callers from saving', async () => {
    const before = await revision();
    expect((await get('/api/booking-design', null)).status).toBe(401);
    expect((await get('/api/booking-design', frontdeskToken)).status).toBe(403);
    expect((await get('/api/booking-design/options', frontdeskToken)).status).toBe(403);
    expect((await put(design, null)).status).toBe(401);
    expect((await put(design, frontdeskToken)).status).toBe(403);
    expect((await put(design, viewer.token)).status).toBe(403);
    expect(await revision()).toBe(before);
  });

  it('refuses a hold length outside 1–30 minutes with the sentence, writing nothing', async () => {
    const before = await revision();
    const tooLong = await put({ ...design, holdMinutes: 31 }, editor.token);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: 'holdMinutes: A hold lasts at most 30 minutes' });
    const tooShort = await put({ ...design, holdMinutes: 0 }, editor.token);
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toEqual({ error: 'holdMinutes: A hold lasts at least 1 minute' });
    expect(await revision()).toBe(before);
    expect(await readDesign(editor.token)).toEqual(defaultBookingDesign);
  });

  it('refuses a service that is not bookable online, writing nothing', async () => {
    const before = await revision();
    const response = await put({ ...design, serviceIds: [demoCatalogue.services.balayage.id] }, editor.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: 'One of the chosen services is not bookable online (archived, or online booking is off for it); choose again',
    });
    expect(await revision()).toBe(before);
  });

  it('saves the design with edit_business_settings, answering once the read model shows it, and reads it back', async () => {
    const response = await put(design, editor.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-projected')).toBe('true');
    expect(commandReplySchema.parse(await response.json())).toMatchObject({ id: demoBusinessId });
    expect(await readDesign(viewer.token)).toEqual(design);
    expect(await getBookingDesign(readDb())).toEqual(design);
    const [latest] = await system.store.readStream(businessStream(demoBusinessId), { direction: 'backwards', maxCount: 1 });
    expect(latest).toMatchObject({ type: 'BookingDesignChanged', data: { design }, metadata: { userId: editor.id } });
  });

  it('records nothing when the same design is saved again, and "All" again when the lists go back to null', async () => {
    const before = await revision();
    expect((await put(design, adminToken)).status).toBe(200);
    expect(await revision()).toBe(before);
    expect((await put({ ...design, serviceIds: null, staffIds: null }, adminToken)).status).toBe(200);
    expect(await revision()).toBe(before + 1);
    expect(await readDesign(adminToken)).toMatchObject({ serviceIds: null, staffIds: null, headline: 'Book with Glow' });
  });
});
