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

describe('location rules', () => {
  const uptownAdded: BusinessEvent = { type: 'LocationAdded', data: { locationId: uptown, name: 'Uptown', isDefault: false } };
  const uptownDeactivated: BusinessEvent = { type: 'LocationDeactivated', data: { locationId: uptown } };
  const lakeside = '33333333-3333-4333-8333-333333333333';

  it('makes the first location the default whatever was asked, and moves the default when a new one asks for it', () => {
    expect(given([registered]).when({ type: 'AddLocation', locationId: downtown, name: 'Downtown', isDefault: false })()).toEqual([downtownAdded]);
    const lakesideDefault: BusinessEvent = { type: 'LocationAdded', data: { locationId: lakeside, name: 'Lakeside', isDefault: true } };
    expect(given([registered, downtownAdded]).when({ type: 'AddLocation', locationId: lakeside, name: 'Lakeside', isDefault: true })()).toEqual([lakesideDefault]);
    // The previous default is no longer one, so it may now be deactivated.
    expect(given([registered, downtownAdded, lakesideDefault]).when({ type: 'DeactivateLocation', locationId: downtown })()).toEqual([
      { type: 'LocationDeactivated', data: { locationId: downtown } },
    ]);
  });

  it('renames a location, keeping names unique case-insensitively but letting a location change its own case', () => {
    expect(given([registered, downtownAdded, uptownAdded]).when({ type: 'RenameLocation', locationId: uptown, name: ' Midtown ' })()).toEqual([
      { type: 'LocationRenamed', data: { locationId: uptown, name: 'Midtown' } },
    ]);
    expect(given([registered, downtownAdded, uptownAdded]).when({ type: 'RenameLocation', locationId: uptown, name: 'downtown' })).toThrow('A location named "downtown" already exists');
    expect(given([registered, downtownAdded, uptownAdded]).when({ type: 'RenameLocation', locationId: uptown, name: 'UPTOWN' })()).toEqual([
      { type: 'LocationRenamed', data: { locationId: uptown, name: 'UPTOWN' } },
    ]);
    expect(given([registered, downtownAdded, uptownAdded]).when({ type: 'RenameLocation', locationId: uptown, name: 'Uptown' })()).toEqual([]);
    expect(given([registered]).when({ type: 'RenameLocation', locationId: uptown, name: 'Somewhere' })).toThrow('Location not found');
  });

  it('keeps exactly one default: changing it moves it, an inactive location cannot take it', () => {
    const changed: BusinessEvent = { type: 'DefaultLocationChanged', data: { locationId: uptown } };
    expect(given([registered, downtownAdded, uptownAdded]).when({ type: 'SetDefaultLocation', locationId: uptown })()).toEqual([changed]);
    expect(given([registered, downtownAdded, uptownAdded, changed]).when({ type: 'SetDefaultLocation', locationId: uptown })()).toEqual([]);
    expect(given([registered, downtownAdded, uptownAdded, changed]).when({ type: 'DeactivateLocation', locationId: uptown })).toThrow(/default location cannot be deactivated/);
    expect(given([registered, downtownAdded, uptownAdded, changed]).when({ type: 'DeactivateLocation', locationId: downtown })()).toEqual([
      { type: 'LocationDeactivated', data: { locationId: downtown } },
    ]);
    expect(given([registered, downtownAdded, uptownAdded, uptownDeactivated]).when({ type: 'SetDefaultLocation', locationId: uptown })).toThrow(
      'An inactive location cannot be the default; activate it first',
    );
  });

  it('activates an inactive location, idempotently', () => {
    const activated: BusinessEvent = { type: 'LocationActivated', data: { locationId: uptown } };
    expect(given([registered, downtownAdded, uptownAdded, uptownDeactivated]).when({ type: 'ActivateLocation', locationId: uptown })()).toEqual([activated]);
    expect(given([registered, downtownAdded, uptownAdded, uptownDeactivated, activated]).when({ type: 'ActivateLocation', locationId: uptown })()).toEqual([]);
    expect(given([registered, downtownAdded, uptownAdded, uptownDeactivated, activated]).when({ type: 'SetDefaultLocation', locationId: uptown })()).toEqual([
      { type: 'DefaultLocationChanged', data: { locationId: uptown } },
    ]);
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
