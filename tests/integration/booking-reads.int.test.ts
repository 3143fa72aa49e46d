import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMemberSchema } from '@chairside/shared/team/staff-dto';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { demoPassword } from '@chairside/backend/identity/demo-users';
import { createTestUser, signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';

// What a screen needs to read follows from the permission to use it: the front desk and basic staff,
// who may use the calendar, read the bookable services, staff, rooms, devices and classes,
// in the shape booking needs; pay and colleagues' contact details stay behind their own permissions.

let system: TestSystem;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  for (const username of ['admin', 'frontdesk', 'basic']) tokens[username] = (await signIn(system.baseUrl, username, demoPassword)).token;
  tokens.clockOnly = (await createTestUser(system, { permissions: ['view_time_clock', 'view_dashboard'] })).token;
}, 60_000);
afterAll(() => system.stop());

const get = async (path: string, who: string) => {
  const response = await fetch(`${system.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${tokens[who]}` } });
  return { status: response.status, body: (await response.json()) as unknown };
};

const bookingReads = [
  '/services',
  '/service-categories',
  '/staff',
  '/rooms',
  '/devices',
  '/classes',
  '/class-sessions?from=2026-12-01&to=2026-12-07',
];

describe('reads that follow from using the calendar', () => {
  for (const who of ['frontdesk', 'basic']) {
    it(`lets ${who} read every bookable service, staff member and resource`, async () => {
      for (const path of bookingReads) expect((await get(path, who)).status, path).toBe(200);
      const services = (await get('/services', who)).body as { id: string; staff: unknown[] }[];
      expect(services.length).toBeGreaterThan(20);
      expect(services.every((service) => Array.isArray(service.staff))).toBe(true);
      const staff = (await get('/staff', who)).body as unknown[];
      expect(staff.length).toBeGreaterThan(5);
      const first = staffMemberSchema.parse(staff[0]);
      expect((await get(`/staff/${first.id}`, who)).status).toBe(200);
    });
  }

  it('keeps pay, contact details and groups from those who only book', async () => {
    const members = ((await get('/staff', 'frontdesk')).body as unknown[]).map((member) => staffMemberSchema.parse(member));
    for (const member of members) {
      expect(member).toMatchObject({ pay: null, email: null, phone: null, username: null, permissionGroups: [] });
      expect(member.firstName.length).toBeGreaterThan(0);
      expect(member.locationIds.length).toBeGreaterThan(0);
    }
    const full = ((await get('/staff', 'admin')).body as unknown[]).map((member) => staffMemberSchema.parse(member));
    expect(full.every((member) => member.email !== null && member.username !== null && member.pay !== null)).toBe(true);
  });

  it('still refuses someone who may not use the calendar nor the catalogue', async () => {
    for (const path of bookingReads) {
      const reply = await get(path, 'clockOnly');
      expect(reply.status, path).toBe(403);
      expect(reply.body).toEqual({ error: 'You do not have permission to do this' });
    }
  });
});
