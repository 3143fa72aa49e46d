import { describe, expect, it } from 'vitest';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { clientDecider, type ClientCommand } from './client-decider';

const now = new Date('2026-11-22T15:00:00Z');
const clientId = 'c0000000-0000-4000-8000-000000000001';
const details = { firstName: 'Grace', lastName: 'Hopper', phone: '(312) 555-0142', email: 'grace@example.com' };

const given = (events: ClientEvent[]) => ({
  when: (command: ClientCommand) => () => clientDecider.decide(command, events.reduce(clientDecider.evolve, clientDecider.initialState()), now),
});
const registered: ClientEvent = { type: 'ClientRegistered', data: { clientId, ...details } };

describe('client decider', () => {
  it('registers a client once, trimming what was typed', () => {
    expect(given([]).when({ type: 'RegisterClient', clientId, ...details, firstName: ' Grace ', email: 'grace@example.com ' })()).toEqual([registered]);
    expect(given([registered]).when({ type: 'RegisterClient', clientId, ...details })).toThrow('That client already exists');
  });

  it('needs a first name and a phone number or an e-mail address', () => {
    expect(given([]).when({ type: 'RegisterClient', clientId, ...details, firstName: '  ' })).toThrow('First name is required');
    expect(given([]).when({ type: 'RegisterClient', clientId, ...details, phone: '', email: '' })).toThrow('Give a phone number or an e-mail address');
  });

  it('changes the details of a registered client, and records nothing when nothing changed', () => {
    const changed = { ...details, lastName: 'Murray Hopper' };
    expect(given([registered]).when({ type: 'ChangeClientDetails', clientId, ...changed })()).toEqual([{ type: 'ClientDetailsChanged', data: { clientId, ...changed } }]);
    expect(given([registered]).when({ type: 'ChangeClientDetails', clientId, ...details })()).toEqual([]);
    expect(given([]).when({ type: 'ChangeClientDetails', clientId, ...details })).toThrow('Client not found');
  });
});
