import { describe, expect, it } from 'vitest';
import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import { businessDecider } from './business-decider';

const now = new Date('2026-11-21T15:00:00Z');
const businessId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';

const given = (events: BusinessEvent[]) => ({
  when: (command: BusinessCommand) => () => businessDecider.decide(command, events.reduce(businessDecider.evolve, businessDecider.initialState()), now),
});

const registered: BusinessEvent = { type: 'BusinessRegistered', data: { businessId, businessName: 'Demo', timeZone: 'America/Chicago', currency: 'USD' } };
const downtownAdded: BusinessEvent = { type: 'LocationAdded', data: { locationId: downtown, name: 'Downtown', isDefault: true } };

describe('business decider', () => {
  it('registers a business once', () => {
    const command: BusinessCommand = { type: 'RegisterBusiness', businessId, businessName: 'Demo', timeZone: 'America/Chicago', currency: 'USD' };
    expect(given([]).when(command)()).toEqual([registered]);
    expect(given([registered]).when(command)).toThrow('The business is already registered');
  });

  it('adds locations with unique names, case-insensitively', () => {
    expect(given([registered]).when({ type: 'AddLocation', locationId: downtown, name: ' Downtown ', isDefault: true })()).toEqual([downtownAdded]);
    expect(given([registered, downtownAdded]).when({ type: 'AddLocation', locationId: uptown, name: 'DOWNTOWN', isDefault: false })).toThrow(
      'A location named "DOWNTOWN" already exists',
    );
    expect(given([]).when({ type: 'AddLocation', locationId: downtown, name: 'Downtown', isDefault: true })).toThrow('Register the business before adding locations');
  });

  it('deactivates a location, but never the default one', () => {
    const uptownAdded: BusinessEvent = { type: 'LocationAdded', data: { locationId: uptown, name: 'Uptown', isDefault: false } };
    expect(given([registered, downtownAdded, uptownAdded]).when({ type: 'DeactivateLocation', locationId: uptown })()).toEqual([
      { type: 'LocationDeactivated', data: { locationId: uptown } },
    ]);
    expect(given([registered, downtownAdded]).when({ type: 'DeactivateLocation', locationId: downtown })).toThrow(/default location cannot be deactivated/);
    expect(given([registered, downtownAdded, uptownAdded, { type: 'LocationDeactivated', data: { locationId: uptown } }]).when({ type: 'DeactivateLocation', locationId: uptown })()).toEqual([]);
  });
});

describe('business settings', () => {
  it('records a change of name or logo, and nothing when nothing changed', () => {
    expect(given([registered]).when({ type: 'UpdateBusinessSettings', businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/logo.png' })()).toEqual([
      { type: 'BusinessSettingsUpdated', data: { businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/logo.png' } },
    ]);
    expect(given([registered]).when({ type: 'UpdateBusinessSettings', businessName: 'Demo' })()).toEqual([]);
    const renamed: BusinessEvent = { type: 'BusinessSettingsUpdated', data: { businessName: 'Glow', businessLogo: 'https://x.test/l.png' } };
    // An omitted logo keeps the current one.
    expect(given([registered, renamed]).when({ type: 'UpdateBusinessSettings', businessName: 'Glow 2' })()).toEqual([
      { type: 'BusinessSettingsUpdated', data: { businessName: 'Glow 2', businessLogo: 'https://x.test/l.png' } },
    ]);
    expect(given([]).when({ type: 'UpdateBusinessSettings', businessName: 'X' })).toThrow('The business is not registered yet');
  });
});
