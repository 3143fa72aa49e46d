import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityReplySchema } from '@chairside/shared/availability/availability-dto';
import { serviceSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { staffMemberSchema } from '@chairside/shared/team/staff-dto';
import { callApi, signInDemoUsers, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';

// The end-to-end specs' seed route: under NODE_ENV=test (vitest's, as the Playwright web server's) it
// creates a spec's own world through the product's services; in any other environment it does not exist.

describe('POST /api/testing/seed under NODE_ENV=test', () => {
  let system: TestSystem;
  let admin: string;
  let frontdesk: string;
  beforeAll(async () => {
    expect(process.env.NODE_ENV).toBe('test');
    system = await startTestSystem({ seed: seedDemo });
    await waitForReadModels(system);
    [admin, frontdesk] = await signInDemoUsers(system.baseUrl, ['admin', 'frontdesk']);
  });
  afterAll(() => system.stop());

  const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);

  it('creates clients and a bookable staff member with their own hours and services, read back at once', async () => {
    const services = serviceSchema.array().parse(await (await call('GET', '/services', admin)).json());
    const mensCut = services.find((service) => service.name === "Men's Haircut");
    if (!mensCut) throw new Error("The demo catalogue has no Men's Haircut");
    // A Wednesday far enough ahead to be free of the demo diary.
    const date = '2030-01-09';
    const response = await call('POST', '/testing/seed', admin, {
      clients: [{ firstName: 'Sunny', lastName: 'Seeded' }],
      staff: [
        {
          firstName: 'Sage',
          lastName: 'Seeded',
          locationId: demoLocations.downtown.id,
          from: '2029-12-31',
          weekdays: [3],
          hours: { start: '10:00', end: '16:00' },
          serviceIds: [mensCut.id],
        },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const reply = (await response.json()) as { clients: { id: string }[]; staff: { id: string }[] };
    expect(reply.clients).toHaveLength(1);
    expect(reply.staff).toHaveLength(1);
    const [client] = reply.clients;
    const [staff] = reply.staff;

    const clientRead = await call('GET', `/clients/${client?.id}`, frontdesk);
    expect(clientRead.status).toBe(200);
    expect(await clientRead.json()).toMatchObject({ firstName: 'Sunny', lastName: 'Seeded' });
    const member = staffMemberSchema.parse(await (await call('GET', `/staff/${staff?.id}`, admin)).json());
    expect(member).toMatchObject({ firstName: 'Sage', lastName: 'Seeded', hasAccount: false, locationIds: [demoLocations.downtown.id] });
    const offered = serviceSchema.array().parse(await (await call('GET', '/services', admin)).json());
    expect(offered.find((service) => service.id === mensCut.id)?.staff.map((entry) => entry.staffId)).toContain(staff?.id);
    // Their Wednesday is free from 10:00 to 16:00 Chicago time (UTC-6 in January), and only Wednesday.
    const free = async (day: string) =>
      availabilityReplySchema
        .parse(
          await (await call('GET', `/availability?locationId=${demoLocations.downtown.id}&date=${day}&staffId=${staff?.id}`, admin)).json(),
        )
        .staff.flatMap((entry) => entry.free);
    expect(await free(date)).toEqual([{ start: '2030-01-09T16:00:00.000Z', end: '2030-01-09T22:00:00.000Z' }]);
    expect(await free('2030-01-10')).toEqual([]);
  });

  it('is for administrators only', async () => {
    const body = { clients: [{ firstName: 'Nope', lastName: 'Never' }], staff: [] };
    expect((await call('POST', '/testing/seed', frontdesk, body)).status).toBe(403);
    expect((await call('POST', '/testing/seed', null, body)).status).toBe(401);
  });
});

describe('POST /api/testing/seed in any other environment', () => {
  let system: TestSystem;
  let admin: string;
  beforeAll(async () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      system = await startTestSystem({ seed: seedDemo });
    } finally {
      process.env.NODE_ENV = environment;
    }
    await waitForReadModels(system);
    [admin] = await signInDemoUsers(system.baseUrl, ['admin']);
  });
  afterAll(() => system.stop());

  it('is not there: a 404, even for an administrator', async () => {
    const response = await callApi(system.baseUrl, 'POST', '/testing/seed', admin, {
      clients: [{ firstName: 'No', lastName: 'Route' }],
      staff: [],
    });
    expect(response.status).toBe(404);
  });
});
