import { DateTime } from 'luxon';
import type { AppointmentItemRecord, DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { workingIntervals } from '@chairside/shared/availability/working-intervals';
import { subtractIntervals } from '@chairside/shared/availability/intervals';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { TimeRange } from '@chairside/shared/team/working-hours-dto';
import type {
  BookAppointment,
  DayFacts,
  ItemRequest,
  NamedSpan,
  DaybookCommand,
  ServiceOffer,
  StaffDay,
} from '../src/appointments/daybook-commands';
import { daybookDecider, type DaybookState } from '../src/appointments/daybook-decider';
import { deciderSpec } from './decider-spec';

// A small, readable world for the day-stream decider's tests: Downtown on Monday 2026-11-23 (CST, UTC-6),
// Ava and Ben working 9:00-17:00, a cut, a colour with processing and buffer, a facial needing a room and a
// laser treatment needing the one laser. Wall-clock times are turned into instants with luxon.

export const ids = {
  downtown: '11111111-1111-4111-8111-111111111111',
  ava: 'aaaaaaaa-0000-4000-8000-000000000001',
  ben: 'aaaaaaaa-0000-4000-8000-000000000002',
  cara: 'aaaaaaaa-0000-4000-8000-000000000003',
  client: 'cccccccc-0000-4000-8000-000000000001',
  cut: 'dddddddd-0000-4000-8000-000000000001',
  colour: 'dddddddd-0000-4000-8000-000000000002',
  facial: 'dddddddd-0000-4000-8000-000000000003',
  laser: 'dddddddd-0000-4000-8000-000000000004',
  roomA: 'eeeeeeee-0000-4000-8000-000000000001',
  roomB: 'eeeeeeee-0000-4000-8000-000000000002',
  laserDevice: 'ffffffff-0000-4000-8000-000000000001',
} as const;

export const monday = '2026-11-23';
// The day before, at 9:00 CST.
export const defaultNow = new Date('2026-11-22T15:00:00Z');

// The fixtures' Downtown runs on Chicago's clock; a test of another location passes that location's zone.
export const downtownZone = 'America/Chicago';

// Example: at('2026-11-23', '10:00') === '2026-11-23T16:00:00.000Z'
// With a zone: that location's wall clock.
export function at(date: string, time: string, zone: string = downtownZone): string {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!instant.isValid) throw new Error(`${date}T${time} is not a local date-time`);
  return instant.toUTC().toISO();
}
export const span = (date: string, start: string, end: string) => ({ start: Date.parse(at(date, start)), end: Date.parse(at(date, end)) });

type StaffOptions = {
  hours?: TimeRange[];
  breaks?: TimeRange[];
  timeOff?: { from: string; until: string }[];
  classes?: NamedSpan[];
  zone?: string;
};

// A staff member's day from a weekly schedule, through the same shared functions the service uses.
export function staffDay(staffId: string, name: string, date: string, options: StaffOptions = {}): StaffDay {
  const weekday = DateTime.fromISO(date).weekday;
  const schedules = [
    {
      locationId: ids.downtown,
      effectiveFrom: '2026-01-01',
      effectiveUntil: null,
      days: [{ weekday, hours: options.hours ?? [{ start: '09:00', end: '17:00' }], breaks: options.breaks ?? [] }],
    },
  ];
  const { zone = downtownZone } = options;
  const hours = workingIntervals({ date, locationId: ids.downtown, zone, schedules, exceptions: [], timeOff: [] });
  const timeOff = (options.timeOff ?? []).map((item) => ({ ...item, status: 'approved' as const }));
  const net = workingIntervals({ date, locationId: ids.downtown, zone, schedules, exceptions: [], timeOff });
  return { staffId, name, hours, timeOff: subtractIntervals(hours, net), classes: options.classes ?? [] };
}

const service = (fields: Partial<ServiceOffer> & Pick<ServiceOffer, 'serviceId' | 'name'>): ServiceOffer => ({
  archived: false,
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceCents: 5000,
  resourceNeed: 'none',
  offeredHere: true,
  staff: [],
  roomIds: [],
  deviceIds: [],
  ...fields,
});

export const services = {
  // Ava charges more; Ben is quicker.
  cut: service({
    serviceId: ids.cut,
    name: 'Haircut',
    durationMinutes: 45,
    staff: [
      { staffId: ids.ava, priceCents: 6000, durationMinutes: null },
      { staffId: ids.ben, priceCents: null, durationMinutes: 30 },
    ],
  }),
  colour: service({
    serviceId: ids.colour,
    name: 'Colour',
    durationMinutes: 60,
    processingMinutes: 30,
    bufferMinutes: 10,
    priceCents: 12000,
    staff: [
      { staffId: ids.ava, priceCents: null, durationMinutes: null },
      { staffId: ids.ben, priceCents: null, durationMinutes: null },
    ],
  }),
  facial: service({
    serviceId: ids.facial,
    name: 'Facial',
    bufferMinutes: 15,
    resourceNeed: 'room',
    roomIds: [ids.roomA, ids.roomB],
    staff: [ids.ava, ids.ben, ids.cara].map((staffId) => ({ staffId, priceCents: null, durationMinutes: null })),
  }),
  laser: service({
    serviceId: ids.laser,
    name: 'Laser hair removal',
    durationMinutes: 30,
    processingMinutes: 10,
    resourceNeed: 'device',
    deviceIds: [ids.laserDevice],
    staff: [ids.ava, ids.ben, ids.cara].map((staffId) => ({ staffId, priceCents: null, durationMinutes: null })),
  }),
};

export function dayFacts(date = monday, overrides: Partial<DayFacts> = {}): DayFacts {
  return {
    locationId: ids.downtown,
    date,
    zone: BUSINESS_TIME_ZONE,
    location: { name: 'Downtown', isActive: true },
    staff: [staffDay(ids.ava, 'Ava Johnson', date), staffDay(ids.ben, 'Ben Carter', date), staffDay(ids.cara, 'Cara Diaz', date)],
    names: {},
    services: Object.values(services),
    rooms: [
      { roomId: ids.roomA, name: 'Spa Room', capacity: 1, classes: [] },
      { roomId: ids.roomB, name: 'Garden Room', capacity: 1, classes: [] },
    ],
    devices: [{ deviceId: ids.laserDevice, name: 'Laser', quantity: 1 }],
    mayBookInPast: false,
    ...overrides,
  };
}

let counter = 0;
export const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

export function book(startsAt: string, items: ItemRequest[], overrides: Partial<BookAppointment> = {}): BookAppointment {
  const appointmentId = overrides.appointmentId ?? newId();
  return {
    type: 'BookAppointment',
    appointmentId,
    seriesId: null,
    clientId: ids.client,
    clientKnown: true,
    startsAt,
    items,
    notes: '',
    holdId: null,
    userId: null,
    itemIds: items.map((_item, index) => `${appointmentId}-${index + 1}`),
    day: dayFacts(),
    override: null,
    ...overrides,
  };
}

// The day-stream decider, given/when/then (decider-spec.ts), at the day before unless a test says when.
export const { given, fold } = deciderSpec(daybookDecider, { now: defaultNow });

// The events of running the commands one after another (each must succeed), and the state they lead to.
export function after(commands: readonly DaybookCommand[], now = defaultNow): { state: DaybookState; events: DaybookEvent[] } {
  const events: DaybookEvent[] = [];
  for (const command of commands) events.push(...given(events).when(command, now).events());
  return { state: fold(events), events };
}

// One item of a recorded appointment or hold (as the events carry it): 30 minutes with one staff member.
export const itemRecord = (startsAt: string, fields: Partial<AppointmentItemRecord> = {}): AppointmentItemRecord => ({
  itemId: `item-${startsAt}`,
  serviceId: 'service-cut',
  staffId: 'staff-ava',
  roomId: null,
  deviceId: null,
  startsAt,
  durationMinutes: 30,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceCents: 4000,
  ...fields,
});
