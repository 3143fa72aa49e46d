import { BUSINESS_TIME_ZONE, CURRENCY } from '@chairside/shared/constants';
import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import { businessDecider } from './business-decider';
import { businessStream } from './business-stream';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';

// Fixed ids keep the demo data recognisable across machines and in tests.
export const demoBusinessId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const demoLocations = {
  downtown: { id: '11111111-1111-4111-8111-111111111111', name: 'Downtown' },
  uptown: { id: '22222222-2222-4222-8222-222222222222', name: 'Uptown' },
  lakeside: { id: '33333333-3333-4333-8333-333333333333', name: 'Lakeside' },
  // A hair and nails studio in another time zone: its calendar, hours and bookings are on New York time.
  brooklyn: { id: '44444444-4444-4444-8444-444444444444', name: 'Brooklyn' },
} as const;

const weekdays = (from: number, to: number, start: string, end: string) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ weekday: from + index, hours: [{ start, end }] }));

// Each location's address, phone, opening hours and time zone.
export const demoLocationDetails = {
  downtown: {
    timeZone: BUSINESS_TIME_ZONE,
    address: '120 N LaSalle St\nChicago, IL 60602',
    phone: '+13125550100',
    openingHours: weekdays(1, 7, '09:00', '20:00'),
    taxRateBasisPoints: 1025,
  },
  uptown: {
    timeZone: BUSINESS_TIME_ZONE,
    address: '4700 N Broadway\nChicago, IL 60640',
    phone: '+13125550200',
    openingHours: weekdays(1, 7, '08:30', '19:00'),
    taxRateBasisPoints: 1025,
  },
  brooklyn: {
    timeZone: 'America/New_York',
    address: '215 Bedford Ave\nBrooklyn, NY 11211',
    phone: '+17185550300',
    openingHours: weekdays(1, 2, '09:00', '18:00'),
    taxRateBasisPoints: 450,
  },
} as const;

// The demo business is made of real commands, so its history is the one the product would record.
export async function seedDemoBusiness(store: EventStore): Promise<{ seeded: boolean; commands: number }> {
  if ((await store.headPosition()) !== null) return { seeded: false, commands: 0 };
  const context: CommandContext = { userId: null, source: 'seed' };
  const commands: BusinessCommand[] = [
    {
      type: 'RegisterBusiness',
      businessId: demoBusinessId,
      businessName: 'Chairside Demo Salon & Spa',
      timeZone: BUSINESS_TIME_ZONE,
      currency: CURRENCY,
    },
    { type: 'AddLocation', locationId: demoLocations.downtown.id, name: demoLocations.downtown.name, isDefault: true },
    { type: 'AddLocation', locationId: demoLocations.uptown.id, name: demoLocations.uptown.name, isDefault: false },
    { type: 'AddLocation', locationId: demoLocations.lakeside.id, name: demoLocations.lakeside.name, isDefault: false },
    { type: 'DeactivateLocation', locationId: demoLocations.lakeside.id },
    { type: 'AddLocation', locationId: demoLocations.brooklyn.id, name: demoLocations.brooklyn.name, isDefault: false },
    ...(['downtown', 'uptown', 'brooklyn'] as const).map((key): BusinessCommand => ({
      type: 'ChangeLocationDetails',
      locationId: demoLocations[key].id,
      details: {
        ...demoLocationDetails[key],
        openingHours: demoLocationDetails[key].openingHours.map((day) => ({ ...day, hours: [...day.hours] })),
      },
    })),
  ];
  for (const command of commands) {
    await handleCommand(store, businessStream(demoBusinessId), businessDecider, command, context);
  }
  return { seeded: true, commands: commands.length };
}
