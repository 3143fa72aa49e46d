import { describe, it } from 'vitest';
import { defaultBookingDesign, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import { businessDecider } from './business-decider';
import { deciderSpec } from '../../testing/decider-spec';

const now = new Date('2026-11-21T15:00:00Z');
const businessId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';

const { given } = deciderSpec(businessDecider, { now });

const registered: BusinessEvent = {
  type: 'BusinessRegistered',
  data: { businessId, businessName: 'Demo', timeZone: 'America/Chicago', currency: 'USD' },
};
const downtownAdded: BusinessEvent = { type: 'LocationAdded', data: { locationId: downtown, name: 'Downtown', isDefault: true } };

describe('business decider', () => {
  it('registers a business once', () => {
    const command: BusinessCommand = {
      type: 'RegisterBusiness',
      businessId,
      businessName: 'Demo',
      timeZone: 'America/Chicago',
      currency: 'USD',
    };
    given([]).when(command).then([registered]);
    given([registered]).when(command).thenThrows('The business is already registered');
  });

  it('adds locations with unique names, case-insensitively', () => {
    given([registered]).when({ type: 'AddLocation', locationId: downtown, name: ' Downtown ', isDefault: true }).then([downtownAdded]);
    given([registered, downtownAdded])
      .when({ type: 'AddLocation', locationId: uptown, name: 'DOWNTOWN', isDefault: false })
      .thenThrows('A location named "DOWNTOWN" already exists');
    given([])
      .when({ type: 'AddLocation', locationId: downtown, name: 'Downtown', isDefault: true })
      .thenThrows('Register the business before adding locations');
  });

  it('deactivates a location, but never the default one', () => {
    const uptownAdded: BusinessEvent = { type: 'LocationAdded', data: { locationId: uptown, name: 'Uptown', isDefault: false } };
    given([registered, downtownAdded, uptownAdded])
      .when({ type: 'DeactivateLocation', locationId: uptown })
      .then([{ type: 'LocationDeactivated', data: { locationId: uptown } }]);
    given([registered, downtownAdded])
      .when({ type: 'DeactivateLocation', locationId: downtown })
      .thenThrows(/default location cannot be deactivated/);
    given([registered, downtownAdded, uptownAdded, { type: 'LocationDeactivated', data: { locationId: uptown } }])
      .when({ type: 'DeactivateLocation', locationId: uptown })
      .then([]);
  });
});

describe('location rules', () => {
  const uptownAdded: BusinessEvent = { type: 'LocationAdded', data: { locationId: uptown, name: 'Uptown', isDefault: false } };
  const uptownDeactivated: BusinessEvent = { type: 'LocationDeactivated', data: { locationId: uptown } };
  const lakeside = '33333333-3333-4333-8333-333333333333';

  it('makes the first location the default whatever was asked, and moves the default when a new one asks for it', () => {
    given([registered]).when({ type: 'AddLocation', locationId: downtown, name: 'Downtown', isDefault: false }).then([downtownAdded]);
    const lakesideDefault: BusinessEvent = { type: 'LocationAdded', data: { locationId: lakeside, name: 'Lakeside', isDefault: true } };
    given([registered, downtownAdded])
      .when({ type: 'AddLocation', locationId: lakeside, name: 'Lakeside', isDefault: true })
      .then([lakesideDefault]);
    // The previous default is no longer one, so it may now be deactivated.
    given([registered, downtownAdded, lakesideDefault])
      .when({ type: 'DeactivateLocation', locationId: downtown })
      .then([{ type: 'LocationDeactivated', data: { locationId: downtown } }]);
  });

  it('renames a location, keeping names unique case-insensitively but letting a location change its own case', () => {
    given([registered, downtownAdded, uptownAdded])
      .when({ type: 'RenameLocation', locationId: uptown, name: ' Midtown ' })
      .then([{ type: 'LocationRenamed', data: { locationId: uptown, name: 'Midtown' } }]);
    given([registered, downtownAdded, uptownAdded])
      .when({ type: 'RenameLocation', locationId: uptown, name: 'downtown' })
      .thenThrows('A location named "downtown" already exists');
    given([registered, downtownAdded, uptownAdded])
      .when({ type: 'RenameLocation', locationId: uptown, name: 'UPTOWN' })
      .then([{ type: 'LocationRenamed', data: { locationId: uptown, name: 'UPTOWN' } }]);
    given([registered, downtownAdded, uptownAdded]).when({ type: 'RenameLocation', locationId: uptown, name: 'Uptown' }).then([]);
    given([registered]).when({ type: 'RenameLocation', locationId: uptown, name: 'Somewhere' }).thenThrows('Location not found');
  });

  it('keeps exactly one default: changing it moves it, an inactive location cannot take it', () => {
    const changed: BusinessEvent = { type: 'DefaultLocationChanged', data: { locationId: uptown } };
    given([registered, downtownAdded, uptownAdded]).when({ type: 'SetDefaultLocation', locationId: uptown }).then([changed]);
    given([registered, downtownAdded, uptownAdded, changed]).when({ type: 'SetDefaultLocation', locationId: uptown }).then([]);
    given([registered, downtownAdded, uptownAdded, changed])
      .when({ type: 'DeactivateLocation', locationId: uptown })
      .thenThrows(/default location cannot be deactivated/);
    given([registered, downtownAdded, uptownAdded, changed])
      .when({ type: 'DeactivateLocation', locationId: downtown })
      .then([{ type: 'LocationDeactivated', data: { locationId: downtown } }]);
    given([registered, downtownAdded, uptownAdded, uptownDeactivated])
      .when({ type: 'SetDefaultLocation', locationId: uptown })
      .thenThrows('An inactive location cannot be the default; activate it first');
  });

  it('activates an inactive location, idempotently', () => {
    const activated: BusinessEvent = { type: 'LocationActivated', data: { locationId: uptown } };
    given([registered, downtownAdded, uptownAdded, uptownDeactivated])
      .when({ type: 'ActivateLocation', locationId: uptown })
      .then([activated]);
    given([registered, downtownAdded, uptownAdded, uptownDeactivated, activated])
      .when({ type: 'ActivateLocation', locationId: uptown })
      .then([]);
    given([registered, downtownAdded, uptownAdded, uptownDeactivated, activated])
      .when({ type: 'SetDefaultLocation', locationId: uptown })
      .then([{ type: 'DefaultLocationChanged', data: { locationId: uptown } }]);
  });
});

describe('business settings', () => {
  it('records a change of name or logo, and nothing when nothing changed', () => {
    given([registered])
      .when({ type: 'UpdateBusinessSettings', businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/logo.png' })
      .then([{ type: 'BusinessSettingsUpdated', data: { businessName: 'Glow Studio', businessLogo: 'https://cdn.example.com/logo.png' } }]);
    given([registered]).when({ type: 'UpdateBusinessSettings', businessName: 'Demo' }).then([]);
    const renamed: BusinessEvent = {
      type: 'BusinessSettingsUpdated',
      data: { businessName: 'Glow', businessLogo: 'https://x.test/l.png' },
    };
    // An omitted logo keeps the current one.
    given([registered, renamed])
      .when({ type: 'UpdateBusinessSettings', businessName: 'Glow 2' })
      .then([{ type: 'BusinessSettingsUpdated', data: { businessName: 'Glow 2', businessLogo: 'https://x.test/l.png' } }]);
    given([]).when({ type: 'UpdateBusinessSettings', businessName: 'X' }).thenThrows('The business is not registered yet');
  });

  it('records pay settings when they change, and keeps them when a later update leaves them out', () => {
    const payroll = { weekStartsOn: 1, payPeriod: { frequency: 'weekly' as const, anchorDate: '2026-01-05' }, paidBreakMinutes: 10 };
    const set: BusinessEvent = { type: 'BusinessSettingsUpdated', data: { businessName: 'Demo', businessLogo: null, payroll } };
    given([registered]).when({ type: 'UpdateBusinessSettings', businessName: 'Demo', payroll }).then([set]);
    given([registered, set]).when({ type: 'UpdateBusinessSettings', businessName: 'Demo', payroll }).then([]);
    given([registered, set])
      .when({ type: 'UpdateBusinessSettings', businessName: 'Glow' })
      .then([{ type: 'BusinessSettingsUpdated', data: { businessName: 'Glow', businessLogo: null } }]);
  });

  describe('booking design', () => {
    const colour = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const cut = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    const archived = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const jordan = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    const gone = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const offerable = { serviceIds: [colour, cut], staffIds: [jordan] };
    const design: BookingDesign = {
      ...defaultBookingDesign,
      brandColor: '#7c3aed',
      headline: 'Book with Glow',
      serviceIds: [cut, colour],
      staffIds: [jordan],
      holdMinutes: 10,
    };
    const set = (changes: Partial<BookingDesign>): BusinessCommand => ({
      type: 'SetBookingDesign',
      design: { ...design, ...changes },
      offerable,
    });
    const changed = (changes: Partial<BookingDesign> = {}): BusinessEvent => ({
      type: 'BookingDesignChanged',
      data: { design: { ...design, serviceIds: [colour, cut], ...changes } },
    });

    it('records the whole design, the chosen ids once each in a stable order', () => {
      given([registered])
        .when(set({ serviceIds: [cut, colour, cut] }))
        .then([changed()]);
      given([registered])
        .when(set({ serviceIds: null, staffIds: null }))
        .then([changed({ serviceIds: null, staffIds: null })]);
      given([registered])
        .when(set({ headline: '  Trimmed  ' }))
        .then([changed({ headline: 'Trimmed' })]);
    });

    it('records nothing when the design is the one already saved, and a change when it differs', () => {
      given([registered, changed()]).when(set({})).then([]);
      given([registered, changed()])
        .when(set({ holdMinutes: 1 }))
        .then([changed({ holdMinutes: 1 })]);
    });

    it('refuses a design the schema refuses, with its sentence', () => {
      given([registered])
        .when(set({ holdMinutes: 31 }))
        .thenThrows({ status: 400, message: 'A hold lasts at most 30 minutes' });
      given([registered])
        .when(set({ holdMinutes: 0 }))
        .thenThrows({ status: 400, message: 'A hold lasts at least 1 minute' });
      given([registered])
        .when(set({ brandColor: 'teal' }))
        .thenThrows('Brand color must be a color like #0f766e');
      given([registered])
        .when(set({ headline: ' ' }))
        .thenThrows('Headline is required');
    });

    it('refuses services or staff that cannot be offered online, naming what is wrong', () => {
      given([registered])
        .when(set({ serviceIds: [colour, archived] }))
        .thenThrows({
          status: 409,
          message: 'One of the chosen services is not bookable online (archived, or online booking is off for it); choose again',
        });
      given([registered])
        .when(set({ serviceIds: [archived, gone] }))
        .thenThrows(/^2 of the chosen services are not bookable online/);
      given([registered])
        .when(set({ staffIds: [jordan, gone] }))
        .thenThrows('One of the chosen staff members is not on the active team; choose again');
    });

    it('needs a registered business', () => {
      given([]).when(set({})).thenThrows('The business is not registered yet');
    });
  });
});
