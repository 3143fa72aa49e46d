import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { findClientIdByEmail, getClientProfile, getClientSummary, searchClients } from './client-queries';

let world: ProjectionWorld;
beforeAll(async () => {
  world = await startProjectionWorld('clients-test');
}, 60_000);
afterAll(() => world?.stop());

const register = (clientId: string, firstName: string, lastName: string, phone: string, email: string): ClientEvent => ({
  type: 'ClientRegistered',
  data: { clientId, firstName, lastName, phone, email },
});
const names = async (search: string, limit = 20) => (await searchClients(world.readDb, { search, limit })).map((client) => client.name);

describe('clients read model', () => {
  const [grace, ada, alan, percent, legacy] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    await world.append(`client-${grace}`, [register(grace, 'Grace', 'Hopper', '(312) 555-0142', 'grace.hopper@example.com')]);
    await world.append(`client-${ada}`, [register(ada, 'Ada', 'Lovelace', '', 'ada@example.org')]);
    await world.append(`client-${alan}`, [register(alan, 'Alan', 'Turing', '+1 773 555 0199', '')]);
    await world.append(`client-${percent}`, [register(percent, '100%', 'Real', '630-555-0100', '')]);
    // Written before phones were checked: not a number, kept as it was typed.
    await world.append(`client-${legacy}`, [register(legacy, 'Zed', 'Legacy', 'ask at desk', 'zed@example.org')]);
    await world.caughtUp();
  });

  it('finds clients by the start of the first, last or full name, whatever the case', async () => {
    expect(await names('gra')).toEqual(['Grace Hopper']);
    expect(await names('HOPP')).toEqual(['Grace Hopper']);
    expect(await names('grace h')).toEqual(['Grace Hopper']);
    expect(await names('a')).toEqual(['Ada Lovelace', 'Alan Turing']);
    // Inside a name is not a prefix.
    expect(await names('race')).toEqual([]);
  });

  it('finds clients by e-mail and by the digits of their phone, from the start or the end', async () => {
    expect(await names('ada@exa')).toEqual(['Ada Lovelace']);
    expect(await names('3125550142')).toEqual(['Grace Hopper']);
    expect(await names('(312) 555')).toEqual(['Grace Hopper']);
    expect(await names('0199')).toEqual(['Alan Turing']);
    expect(await names('17735550199')).toEqual(['Alan Turing']);
  });

  it('reads digits inside a name or an e-mail as part of it, not as a phone number', async () => {
    expect(await names('Nora Stray312')).toEqual([]);
    expect(await names('grace312')).toEqual([]);
    expect(await names('0199x')).toEqual([]);
  });

  it('stores every phone as E.164, also those typed freely in events written before phones were normalised', async () => {
    expect(await getClientSummary(world.readDb, grace)).toMatchObject({ phone: '+13125550142' });
    expect(await getClientSummary(world.readDb, alan)).toMatchObject({ phone: '+17735550199' });
    expect(await getClientSummary(world.readDb, percent)).toMatchObject({ phone: '+16305550100' });
    expect(await getClientSummary(world.readDb, ada)).toMatchObject({ phone: '' });
    expect(await getClientSummary(world.readDb, legacy)).toMatchObject({ phone: 'ask at desk' });
  });

  it('finds a client by their phone number typed in any format', async () => {
    for (const typed of ['(312) 555-0142', '312.555.0142', '+1 312 555 0142', '312-555-0142', '1 (312) 555 0142', '+13125550142']) {
      expect(await names(typed), typed).toEqual(['Grace Hopper']);
    }
    for (const typed of ['773 555 0199', '+1 (773) 555-0199']) {
      expect(await names(typed), typed).toEqual(['Alan Turing']);
    }
    // The start of a number, with or without the country code.
    expect(await names('630-555')).toEqual(['100% Real']);
    expect(await names('+1 630')).toEqual(['100% Real']);
  });

  it('treats % and _ as the characters typed, and lists everyone by name when the search is empty', async () => {
    expect(await names('100%')).toEqual(['100% Real']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('', 2)).toEqual(['100% Real', 'Ada Lovelace']);
  });

  it('applies detail changes and answers the duplicate e-mail check case-insensitively', async () => {
    await world.append(`client-${grace}`, [
      {
        type: 'ClientDetailsChanged',
        data: { clientId: grace, firstName: 'Grace', lastName: 'Murray Hopper', phone: '(312) 555-0143', email: 'grace@navy.example' },
      },
    ]);
    await world.caughtUp();
    expect(await getClientSummary(world.readDb, grace)).toMatchObject({
      id: grace,
      firstName: 'Grace',
      lastName: 'Murray Hopper',
      name: 'Grace Murray Hopper',
      phone: '+13125550143',
      email: 'grace@navy.example',
    });
    expect(await names('murray')).toEqual(['Grace Murray Hopper']);
    expect(await names('3125550142')).toEqual([]);
    expect(await names('(312) 555-0143')).toEqual(['Grace Murray Hopper']);
    expect(await findClientIdByEmail(world.readDb, ' GRACE@navy.example ')).toBe(grace);
    expect(await findClientIdByEmail(world.readDb, 'grace.hopper@example.com')).toBeNull();
    expect(await getClientSummary(world.readDb, randomUUID())).toBeNull();
  });

  it('folds birthday, tags, consent per channel with who and when, and archive and restore into the profile and search', async () => {
    const ada2 = randomUUID();
    await world.append(`client-${ada2}`, [register(ada2, 'Adaline', 'Profile', '', 'adaline@example.org')]);
    await world.append(`client-${ada2}`, [{ type: 'ClientProfileChanged', data: { clientId: ada2, birthday: '--02-29', tags: ['VIP'] } }]);
    await world.append(
      `client-${ada2}`,
      [{ type: 'ClientConsentRecorded', data: { clientId: ada2, channel: 'email', granted: true, source: 'online_booking' } }],
      null,
    );
    await world.append(`client-${ada2}`, [{ type: 'ClientArchived', data: { clientId: ada2 } }]);
    await world.caughtUp();
    expect(await getClientProfile(world.readDb, ada2)).toMatchObject({
      birthday: '--02-29',
      tags: ['VIP'],
      status: 'archived',
      consent: { email: { granted: true, source: 'online_booking', byUserId: null, byName: null }, sms: null },
      mergedInto: null,
    });
    expect(await names('adaline')).toEqual([]);
    const archived = await searchClients(world.readDb, { search: 'adaline', limit: 5, status: 'archived' });
    expect(archived.map((client) => [client.name, client.status, client.tags])).toEqual([['Adaline Profile', 'archived', ['VIP']]]);
    await world.append(`client-${ada2}`, [
      { type: 'ClientRestored', data: { clientId: ada2 } },
      { type: 'ClientConsentRecorded', data: { clientId: ada2, channel: 'sms', granted: false, source: 'client_request' } },
    ]);
    await world.caughtUp();
    const profile = await getClientProfile(world.readDb, ada2);
    expect(profile).toMatchObject({
      status: 'active',
      consent: { email: { granted: true }, sms: { granted: false, source: 'client_request' } },
    });
    expect(await names('adaline')).toEqual(['Adaline Profile']);
  });
});
