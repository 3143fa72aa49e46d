import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailsSchema, bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { clientProfileSchema, clientSummarySchema, clientVisitsSchema } from '@chairside/shared/clients/client-dto';
import { clientStream } from '@chairside/shared/clients/client-events';
import { demoLocations } from '@chairside/backend/business/index';
import { demoPassword } from '@chairside/backend/identity/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type ApiCall,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import { signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';

// Two records of one person made one: the values chosen survive, the merged-away profile points at the
// survivor, their visits show under the survivor, and their e-mail finds the survivor from then on.
let system: TestSystem;
let admin: ApiCall;
let manager: ApiCall;
let frontDesk: ApiCall;
let world: AppointmentWorld;
const downtown = demoLocations.downtown.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  admin = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'admin', demoPassword)).token);
  manager = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'manager', demoPassword)).token);
  frontDesk = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token);
  world = await createAppointmentWorld(admin, { locationId: downtown, staffCount: 1 });
}, 120_000);
afterAll(() => system.stop());

async function ok(response: Promise<Response>): Promise<unknown> {
  const reply = await response;
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return JSON.parse(text) as unknown;
}
async function refused(response: Promise<Response>, status: number, message: string | RegExp) {
  const reply = await response;
  const { error } = (await reply.json()) as { error: string };
  expect(reply.status, error).toBe(status);
  expect(error).toMatch(message);
}
const register = async (firstName: string, lastName: string, email: string, phone = '') =>
  commandReplySchema.parse(await ok(frontDesk('POST', '/clients', { firstName, lastName, email, phone }))).id;
const profile = async (id: string) => clientProfileSchema.parse(await ok(frontDesk('GET', `/clients/${id}`)));

describe('merging two clients', () => {
  it('keeps the values chosen, points the merged-away profile at the survivor and shows their visits under the survivor', async () => {
    const tag = randomUUID().slice(0, 6);
    const keptId = await register('Dana', `Merge${tag}`, `dana.${tag}@example.com`, '(312) 555-0111');
    const goneId = await register('Danielle', `Merge${tag}`, `dani.${tag}@example.com`, '(312) 555-0122');
    const date = addDays(localToday(), 3);
    const booked = bookAppointmentReplySchema.parse(
      await ok(
        frontDesk('POST', '/appointments', {
          locationId: downtown,
          clientId: goneId,
          startsAt: localInstant(date, '11:00'),
          items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
        }),
      ),
    );

    // The front desk may not merge: it ends a record, like erasure.
    expect((await frontDesk('POST', '/clients/merge', { survivorId: keptId, mergedId: goneId })).status).toBe(403);
    await ok(manager('POST', '/clients/merge', { survivorId: keptId, mergedId: goneId, keep: { name: 'survivor', phone: 'merged' } }));

    expect(await profile(keptId)).toMatchObject({
      firstName: 'Dana',
      phone: '+13125550122',
      email: `dana.${tag}@example.com`,
      status: 'active',
    });
    expect(await profile(goneId)).toMatchObject({ status: 'merged', mergedInto: keptId });
    // Search shows one Dana; the appointment booked for the merged-away record now names the survivor.
    const found = clientSummarySchema.array().parse(await ok(frontDesk('GET', `/clients?search=merge${tag}`)));
    expect(found.map((client) => client.id)).toEqual([keptId]);
    const appointment = appointmentDetailsSchema.parse(await ok(frontDesk('GET', `/appointments/${booked.id}`)));
    expect(appointment.clientName).toBe(`Dana Merge${tag}`);
    // The survivor's profile lists the visit booked under the merged-away record.
    const visits = clientVisitsSchema.parse(await ok(frontDesk('GET', `/clients/${keptId}/visits`)));
    expect(visits.upcoming.map((visit) => visit.id)).toEqual([booked.id]);

    // One merge event naming both ids, on the merged-away client's stream; the survivor's stream has the edit.
    const goneEvents = await system.store.readStream(clientStream(goneId));
    expect(goneEvents.filter((event) => event.type === 'ClientsMerged').map((event) => event.data)).toMatchObject([
      { survivorId: keptId, mergedId: goneId },
    ]);
    expect((await system.store.readStream(clientStream(keptId))).map((event) => event.type)).toContain('ClientDetailsChanged');
  });

  it('hands the merged-away e-mail and phone to the survivor: a desk typing them is offered the survivor', async () => {
    const tag = randomUUID().slice(0, 6);
    const keptId = await register('Remy', `Claim${tag}`, `remy.${tag}@example.com`);
    const goneEmail = `remy.old.${tag}@example.com`;
    const goneId = await register('Remy', `Claim${tag}`, goneEmail, '(312) 555-0177');
    await ok(manager('POST', '/clients/merge', { survivorId: keptId, mergedId: goneId }));
    const date = addDays(localToday(), 4);
    for (const typed of [
      { email: goneEmail, phone: '' },
      { email: '', phone: '312.555.0177' },
    ]) {
      const reply = await frontDesk('POST', '/appointments', {
        locationId: downtown,
        newClient: { firstName: 'Remy', lastName: `Claim${tag}`, ...typed },
        startsAt: localInstant(date, '12:00'),
        items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
      });
      const body = (await reply.json()) as { error: string; matchingClient?: { id: string } };
      expect(reply.status, body.error).toBe(409);
      expect(body.matchingClient?.id).toBe(keptId);
    }
  });

  it('refuses what cannot be merged, and of two opposite merges at once exactly one wins', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await register('Ari', `Race${tag}`, `ari.${tag}@example.com`);
    const b = await register('Bo', `Race${tag}`, `bo.${tag}@example.com`);
    await refused(manager('POST', '/clients/merge', { survivorId: a, mergedId: a }), 400, 'Pick two different clients to merge');
    await refused(
      manager('POST', '/clients/merge', { survivorId: a, mergedId: randomUUID() }),
      404,
      'The client to merge away was not found',
    );
    const replies = await Promise.all([
      manager('POST', '/clients/merge', { survivorId: a, mergedId: b }),
      manager('POST', '/clients/merge', { survivorId: b, mergedId: a }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const statuses = [(await profile(a)).status, (await profile(b)).status].sort();
    expect(statuses).toEqual(['active', 'merged']);
    await refused(manager('POST', '/clients/merge', { survivorId: a, mergedId: b }), 409, /already merged|was already merged/);
  });
});
