import { DateTime } from 'luxon';
import type { EventStore, NewEvent, StreamAppend } from '@chairside/platform/event-store/event-store';
import {
  daybookStream,
  waitlistStreamName,
  type AppointmentItemRecord,
  type DaybookEvent,
  type WaitlistEvent,
} from '@chairside/shared/appointments/appointment-events';
import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { clientEnd, sequentialStarts } from '@chairside/shared/appointments/appointment-blocks';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import type { CatalogueEvent, ServiceFields } from '@chairside/shared/catalogue/catalogue-events';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { PermissionGroupEvent, UserEvent } from '@chairside/shared/identity/identity-events';
import type { WorkingHoursEvent } from '@chairside/shared/team/working-hours-events';
import type { StaffEvent } from '@chairside/shared/team/staff-events';

// The demo business's history over a stretch of days (a year for the rebuild benchmark, a fortnight for the
// batch tests), written the way the commands write it: the demo seed's shapes (two open locations, ten staff
// on weekly rosters, a salon-and-spa catalogue, a client book that grows), with the desk's daily life on top:
// bookings days ahead (some online, through a hold), confirmations, check-ins, completions, no-shows, late and
// early cancellations, moves within and across days, resizes, changed services and notes, abandoned holds,
// waitlist entries, time off, exceptions, catalogue and profile edits. Built from the shared event types
// only (the backend's seed is refactored on its own schedule) and from a seeded PRNG: the same options give
// the same log, ids included, on every machine.

export type LoggedEvent =
  | BusinessEvent
  | PermissionGroupEvent
  | UserEvent
  | StaffEvent
  | WorkingHoursEvent
  | CatalogueEvent
  | ClientEvent
  | DaybookEvent
  | WaitlistEvent;
// One command's append: one stream, or two at once (a move appends to the target day, then the source day).
export type LoggedAppend = { at: number; userId: string | null; streams: { stream: string; events: (LoggedEvent & { id: string })[] }[] };

export type DemoYearOptions = { firstDate: string; days: number; futureDays?: number };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

// mulberry32, as the demo seed plans its days: tiny, fast and the same everywhere.
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index += 1) state = Math.imul(state ^ seed.charCodeAt(index), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (date: string, days: number) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toFormat('yyyy-MM-dd');
const isoWeekday = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).weekday;
const localInstant = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toMillis();

const fixedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const businessId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const lakeside = '33333333-3333-4333-8333-333333333333';
const groups = { frontDesk: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001', basicStaff: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000002' };
const admin = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const frontDesk = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002';

type Shift = { locationId: string; weekdays: number[]; start: string; end: string };
type Person = { key: string; first: string; last: string; title: string; color: string; shifts: Shift[] };
const tueToSat = [2, 3, 4, 5, 6];
const team: Person[] = [
  {
    key: 'bailey',
    first: 'Bailey',
    last: 'Basic',
    title: 'Stylist',
    color: '#0ea5e9',
    shifts: [{ locationId: downtown, weekdays: tueToSat, start: '09:00', end: '17:00' }],
  },
  {
    key: 'maya',
    first: 'Maya',
    last: 'Chen',
    title: 'Senior Colorist',
    color: '#d946ef',
    shifts: [
      { locationId: downtown, weekdays: [2, 3, 4, 5], start: '10:00', end: '18:00' },
      { locationId: uptown, weekdays: [6], start: '09:00', end: '17:00' },
    ],
  },
  {
    key: 'jordan',
    first: 'Jordan',
    last: 'Ellis',
    title: 'Stylist & Barber',
    color: '#f97316',
    shifts: [{ locationId: downtown, weekdays: tueToSat, start: '10:00', end: '19:00' }],
  },
  {
    key: 'priya',
    first: 'Priya',
    last: 'Nair',
    title: 'Lead Esthetician',
    color: '#10b981',
    shifts: [{ locationId: downtown, weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }],
  },
  {
    key: 'sam',
    first: 'Sam',
    last: 'Rivera',
    title: 'Massage Therapist',
    color: '#6366f1',
    shifts: [{ locationId: downtown, weekdays: [3, 4, 5, 6, 7], start: '11:00', end: '19:00' }],
  },
  {
    key: 'lena',
    first: 'Lena',
    last: 'Novak',
    title: 'Nail Technician',
    color: '#ec4899',
    shifts: [{ locationId: downtown, weekdays: tueToSat, start: '09:00', end: '17:00' }],
  },
  {
    key: 'marcus',
    first: 'Marcus',
    last: 'Reed',
    title: 'Stylist',
    color: '#eab308',
    shifts: [{ locationId: uptown, weekdays: tueToSat, start: '09:00', end: '17:00' }],
  },
  {
    key: 'olivia',
    first: 'Olivia',
    last: 'Grant',
    title: 'Yoga Instructor & Massage Therapist',
    color: '#14b8a6',
    shifts: [{ locationId: uptown, weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' }],
  },
  {
    key: 'ava',
    first: 'Ava',
    last: 'Kim',
    title: 'Nail Technician',
    color: '#f43f5e',
    shifts: [{ locationId: uptown, weekdays: [3, 4, 5, 6, 7], start: '10:00', end: '18:00' }],
  },
  {
    key: 'diego',
    first: 'Diego',
    last: 'Santos',
    title: 'Esthetician',
    color: '#84cc16',
    shifts: [
      { locationId: downtown, weekdays: [1, 2, 3], start: '09:00', end: '17:00' },
      { locationId: uptown, weekdays: [4, 5, 6], start: '10:00', end: '18:00' },
    ],
  },
];
const staffId = (index: number) => fixedId('cccccccc', index + 1);

const categories = ['Hair', 'Color', 'Nails', 'Skin', 'Massage & Body'];
type Offer = {
  name: string;
  category: number;
  minutes: number;
  processing: number;
  buffer: number;
  priceCents: number;
  need: ServiceFields['resourceNeed'];
  staff: string[];
};
const offer = (
  name: string,
  category: number,
  minutes: number,
  priceCents: number,
  staff: string[],
  extra: { processing?: number; buffer?: number; need?: ServiceFields['resourceNeed'] } = {},
): Offer => ({
  name,
  category,
  minutes,
  processing: extra.processing ?? 0,
  buffer: extra.buffer ?? 0,
  priceCents,
  need: extra.need ?? 'none',
  staff,
});
const offers: Offer[] = [
  offer("Women's Haircut & Style", 0, 60, 7500, ['bailey', 'jordan', 'marcus', 'maya']),
  offer("Men's Haircut", 0, 30, 4000, ['jordan', 'marcus', 'bailey']),
  offer("Children's Haircut", 0, 30, 3000, ['bailey', 'jordan', 'marcus']),
  offer('Blowout', 0, 45, 5000, ['bailey', 'jordan', 'marcus', 'maya']),
  offer('Beard Trim', 0, 20, 2500, ['jordan', 'marcus']),
  offer('Single Process Color', 1, 45, 11000, ['maya', 'bailey', 'marcus'], { processing: 45 }),
  offer('Root Touch-Up', 1, 45, 8500, ['maya', 'bailey', 'marcus'], { processing: 30 }),
  offer('Partial Highlights', 1, 90, 15000, ['maya', 'marcus'], { processing: 30 }),
  offer('Balayage', 1, 150, 25000, ['maya'], { processing: 45 }),
  offer('Gloss & Toner', 1, 30, 5500, ['maya', 'bailey', 'marcus'], { processing: 20 }),
  offer('Classic Manicure', 2, 30, 3000, ['lena', 'ava']),
  offer('Gel Manicure', 2, 45, 4500, ['lena', 'ava']),
  offer('Nail Art', 2, 15, 1500, ['lena', 'ava']),
  offer('Classic Pedicure', 2, 45, 4500, ['ava'], { buffer: 10, need: 'device' }),
  offer('Signature Facial', 3, 60, 9500, ['priya', 'diego'], { buffer: 15, need: 'room' }),
  offer('HydraFacial', 3, 60, 19900, ['priya', 'diego'], { buffer: 15, need: 'device' }),
  offer('Express Facial', 3, 30, 5500, ['priya', 'diego'], { buffer: 10, need: 'room' }),
  offer('Brow Shaping', 3, 15, 2500, ['priya', 'diego'], { buffer: 5 }),
  offer('Swedish Massage (60 min)', 4, 60, 9500, ['sam', 'olivia'], { buffer: 15, need: 'room' }),
  offer('Deep Tissue Massage', 4, 60, 11000, ['sam', 'olivia'], { buffer: 15, need: 'room' }),
  offer('Hot Stone Massage', 4, 75, 13000, ['sam'], { buffer: 15, need: 'room' }),
];
const serviceId = (index: number) => fixedId('5e000000', index + 1);
const categoryId = (index: number) => fixedId('ca7e0000', index + 1);
const staffIndex = new Map(team.map((person, index) => [person.key, index]));
// Rooms and devices by location: [id, location, name, capacity, the offers they serve].
const resources = {
  rooms: [
    [fixedId('d1000000', 1), downtown, 'Treatment Room 1', 1, [14, 16, 18, 19, 20]],
    [fixedId('d1000000', 2), downtown, 'Treatment Room 2', 1, [14, 16, 18, 19, 20]],
    [fixedId('d1000000', 3), uptown, 'Couples Suite', 2, [14, 16, 18, 19]],
    [fixedId('d1000000', 4), uptown, 'Studio', 1, [16, 18, 19]],
  ],
  devices: [
    [fixedId('de000000', 1), downtown, 'HydraFacial machine', 1, [15]],
    [fixedId('de000000', 2), uptown, 'Pedicure spa chair', 3, [13]],
  ],
} as const;

const clientFirst = [
  'Emma',
  'Olivia',
  'Sophia',
  'Isabella',
  'Mia',
  'Charlotte',
  'Amelia',
  'Harper',
  'Evelyn',
  'Grace',
  'Liam',
  'Noah',
  'James',
  'Lucas',
  'Henry',
  'Omar',
  'Andre',
  'Kenji',
  'Raj',
  'Julian',
];
const clientLast = [
  'Smith',
  'Johnson',
  'Garcia',
  'Miller',
  'Davis',
  'Lopez',
  'Wilson',
  'Taylor',
  'Lee',
  'Nguyen',
  'Patel',
  'Kim',
  'Okafor',
  'Novak',
  'Rivera',
];
const cancelReasons = [
  'Client is unwell',
  'Schedule conflict at work',
  'Travelling that week',
  'Car trouble',
  'Childcare fell through',
  'Weather',
];
const visitNotes = [
  'Prefers a quiet appointment',
  'Sensitive scalp',
  'Gift card',
  'Allergic to latex',
  'Bring reference photos',
  'Parking validation',
];

export function demoYearLog(options: DemoYearOptions): LoggedAppend[] {
  const random = seededRandom(`year/${options.firstDate}/${options.days}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const chance = (p: number) => random() < p;
  const between = (from: number, to: number) => from + Math.floor(random() * Math.max(1, to - from));
  let ids = 0;
  const newId = () => {
    ids += 1;
    const hex = Array.from({ length: 12 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${String(ids % 1000).padStart(3, '0')}-8${String(Math.floor(ids / 1000) % 1000).padStart(3, '0')}-${String(ids).padStart(12, '0')}`;
  };
  const log: LoggedAppend[] = [];
  const write = (at: number, userId: string | null, stream: string, ...events: LoggedEvent[]) => {
    log.push({ at, userId, streams: [{ stream, events: events.map((event) => ({ ...event, id: newId() })) }] });
  };

  const lastDate = addDays(options.firstDate, options.days - 1);
  const today = addDays(lastDate, -(options.futureDays ?? 30));
  const now = localInstant(today, '12:00');
  let setupAt = localInstant(addDays(options.firstDate, -60), '08:00');
  const setup = (stream: string, ...events: LoggedEvent[]) => write((setupAt += minute), null, stream, ...events);

  // The business, its people and its catalogue, two months before the diary starts.
  const business = `business-${businessId}`;
  setup(business, {
    type: 'BusinessRegistered',
    data: { businessId, businessName: 'Chairside Demo Salon & Spa', timeZone: BUSINESS_TIME_ZONE, currency: 'USD' },
  });
  for (const [locationId, name, isDefault] of [
    [downtown, 'Downtown', true],
    [uptown, 'Uptown', false],
    [lakeside, 'Lakeside', false],
  ] as const)
    setup(business, { type: 'LocationAdded', data: { locationId, name, isDefault } });
  setup(business, { type: 'LocationDeactivated', data: { locationId: lakeside } });
  setup(`permission-group-${groups.frontDesk}`, {
    type: 'PermissionGroupCreated',
    data: {
      groupId: groups.frontDesk,
      name: 'Front Desk',
      description: 'Calendar, appointments and clients',
      permissions: ['view_appointments', 'create_appointments', 'edit_appointments'],
    },
  });
  setup(`permission-group-${groups.basicStaff}`, {
    type: 'PermissionGroupCreated',
    data: {
      groupId: groups.basicStaff,
      name: 'Basic Staff',
      description: 'Their own day',
      permissions: ['view_appointments', 'view_own_schedule'],
    },
  });
  const users: { id: string; first: string; last: string; role: string }[] = [
    { id: admin, first: 'Avery', last: 'Admin', role: 'admin' },
    { id: frontDesk, first: 'Fran', last: 'Desk', role: 'staff' },
    ...team.map((person, index) => ({ id: staffId(index), first: person.first, last: person.last, role: 'staff' })),
  ];
  for (const user of users) {
    const username = `${user.first}.${user.last}`.toLowerCase();
    setup(`user-${user.id}`, {
      type: 'UserRegistered',
      data: {
        userId: user.id,
        username,
        email: `${username}@chairside.test`,
        phone: null,
        firstName: user.first,
        lastName: user.last,
        role: user.role,
        passwordHash: '$argon2id$demo',
      },
    });
    if (user.id !== admin)
      setup(`user-${user.id}`, {
        type: 'UserGroupsSet',
        data: { groupIds: [user.id === frontDesk ? groups.frontDesk : groups.basicStaff] },
      });
  }
  const pay = { hourlyRateCents: 2000, serviceCommissionPercent: 40, productCommissionPercent: 10 };
  const profile = (person: Person) => ({
    title: person.title,
    bio: '',
    photo: null,
    color: person.color,
    locationIds: [...new Set(person.shifts.map((shift) => shift.locationId))],
    pay,
  });
  team.forEach((person, index) => {
    setup(`staff-${staffId(index)}`, { type: 'StaffHired', data: { staffId: staffId(index), ...profile(person) } });
    for (const shift of person.shifts) {
      const days = shift.weekdays.map((weekday) => ({
        weekday,
        hours: [{ start: shift.start, end: shift.end }],
        breaks: [{ start: '12:30', end: '13:00' }],
      }));
      setup(`roster-${staffId(index)}`, {
        type: 'WeeklyScheduleAdded',
        data: {
          scheduleId: newId(),
          locationId: shift.locationId,
          effectiveFrom: addDays(options.firstDate, -60),
          effectiveUntil: null,
          days,
        },
      });
    }
  });
  const catalogue = `catalogue-${businessId}`;
  categories.forEach((name, index) =>
    setup(catalogue, { type: 'ServiceCategoryCreated', data: { categoryId: categoryId(index), name, description: '', sortOrder: index } }),
  );
  const fields = (item: Offer, priceCents = item.priceCents): ServiceFields => ({
    categoryId: categoryId(item.category),
    name: item.name,
    description: '',
    durationMinutes: item.minutes,
    processingMinutes: item.processing,
    bufferMinutes: item.buffer,
    priceCents,
    color: '#8b5cf6',
    onlineBookable: true,
    resourceNeed: item.need,
  });
  const performers = (item: Offer) =>
    item.staff.map((key) => ({ staffId: staffId(staffIndex.get(key) ?? 0), priceCents: null, durationMinutes: null }));
  offers.forEach((item, index) => {
    setup(catalogue, { type: 'ServiceCreated', data: { serviceId: serviceId(index), ...fields(item) } });
    setup(catalogue, { type: 'ServiceStaffSet', data: { serviceId: serviceId(index), staff: performers(item) } });
  });
  for (const [roomId, locationId, name, capacity, served] of resources.rooms)
    setup(catalogue, { type: 'RoomCreated', data: { roomId, locationId, name, capacity, serviceIds: served.map(serviceId) } });
  for (const [deviceId, locationId, name, quantity, served] of resources.devices)
    setup(catalogue, { type: 'DeviceCreated', data: { deviceId, locationId, name, quantity, serviceIds: served.map(serviceId) } });
  const yoga = {
    name: 'Vinyasa Flow Yoga',
    description: 'All levels.',
    locationId: uptown,
    instructorId: staffId(7),
    roomId: resources.rooms[3][0],
    capacity: 12,
    durationMinutes: 60,
    priceCents: 2500,
    color: '#14b8a6',
    timetable: [
      { weekday: 1, startTime: '18:00' },
      { weekday: 3, startTime: '18:00' },
    ],
    startsOn: options.firstDate,
    endsOn: null,
  };
  setup(catalogue, { type: 'ClassTypeCreated', data: { classTypeId: fixedId('c1000000', 1), ...yoga } });

  const clients: string[] = [];
  const registerClient = (at: number) => {
    const clientId = newId();
    const n = clients.length;
    const firstName = clientFirst[n % clientFirst.length] as string;
    const lastName = clientLast[(n * 7 + Math.floor(n / clientLast.length)) % clientLast.length] as string;
    const phone = `(312) 555-${String(100 + (n % 100)).padStart(4, '0')}`;
    write(at, frontDesk, `client-${clientId}`, {
      type: 'ClientRegistered',
      data: { clientId, firstName, lastName, phone, email: `${firstName}.${lastName}${n}@example.com`.toLowerCase() },
    });
    clients.push(clientId);
  };
  for (let n = 0; n < 150; n += 1) registerClient((setupAt += minute));
  // Regulars come more often: a skewed pick favours the first clients of the book.
  const pickClient = () => clients[Math.floor(clients.length * random() ** 1.7)] as string;

  const itemFor = (offerIndex: number, personIndex: number, startsAt: number, locationId: string): AppointmentItemRecord => {
    const item = offers[offerIndex] as Offer;
    const pool = item.need === 'room' ? resources.rooms : item.need === 'device' ? resources.devices : [];
    const resource = pool.find((entry) => entry[1] === locationId && (entry[4] as readonly number[]).includes(offerIndex));
    return {
      itemId: newId(),
      serviceId: serviceId(offerIndex),
      staffId: staffId(personIndex),
      roomId: item.need === 'room' ? (resource?.[0] ?? null) : null,
      deviceId: item.need === 'device' ? (resource?.[0] ?? null) : null,
      startsAt: new Date(startsAt).toISOString(),
      durationMinutes: item.minutes,
      processingMinutes: item.processing,
      bufferMinutes: item.buffer,
      priceCents: item.priceCents,
    };
  };
  const shiftItems = (items: readonly AppointmentItemRecord[], by: number) =>
    items.map((item) => ({ ...item, startsAt: new Date(Date.parse(item.startsAt) + by).toISOString() }));
  const span = (items: readonly AppointmentItemRecord[]) => Date.parse(clientEnd(items)) - Date.parse(items[0]?.startsAt ?? '');

  // One appointment's life: booked ahead (online through a hold, or by the desk), maybe edited, moved to
  // another day, then confirmed, checked in, served and completed, or a no-show, or cancelled.
  function appointment(locationId: string, date: string, personIndex: number, offerIndex: number, startsAt: number) {
    const appointmentId = newId();
    let items = [itemFor(offerIndex, personIndex, startsAt, locationId)];
    const follow = offers[offerIndex + 1];
    if (follow && follow.category === offers[offerIndex]?.category && follow.staff.includes(team[personIndex]?.key ?? '') && chance(0.2)) {
      const [first] = items;
      if (first)
        items = [
          first,
          itemFor(
            offerIndex + 1,
            personIndex,
            Date.parse(
              sequentialStarts(first.startsAt, [first, { durationMinutes: follow.minutes, processingMinutes: follow.processing }])[1] ??
                first.startsAt,
            ),
            locationId,
          ),
        ];
    }
    let stream = daybookStream(locationId, date);
    let start = startsAt;
    let status: AppointmentStatus = 'booked';
    const bookedAt = start - (1 + Math.floor(random() * 27)) * day - Math.floor(random() * 10) * hour;
    let at = bookedAt;
    const clientId = pickClient();
    const notes = chance(0.12) ? pick(visitNotes) : '';
    const booked = { appointmentId, locationId, date, seriesId: null, clientId, notes, items };
    if (chance(0.2)) {
      const holdId = newId();
      write(at - 3 * minute, null, stream, {
        type: 'SlotHeld',
        data: { holdId, locationId, date, items, expiresAt: new Date(at + 2 * minute).toISOString(), heldBy: null },
      });
      write(
        at,
        null,
        stream,
        { type: 'AppointmentBooked', data: { ...booked, holdId } },
        { type: 'HoldReleased', data: { holdId, reason: 'booked' } },
      );
    } else {
      write(at, frontDesk, stream, { type: 'AppointmentBooked', data: { ...booked, holdId: null } });
    }
    const step = (when: number, userId: string | null, event: DaybookEvent): boolean => {
      at = Math.max(when, at + 1000);
      if (at > now) return false;
      write(at, userId, stream, event);
      return true;
    };
    const roll = random();
    const editAt = between(bookedAt, start - hour);
    if (roll < 0.05)
      step(editAt, frontDesk, {
        type: 'AppointmentRescheduled',
        data: { appointmentId, items: (items = shiftItems(items, (chance(0.5) ? 1 : -1) * hour)), reason: 'moved' },
      });
    else if (roll < 0.07)
      step(editAt, frontDesk, {
        type: 'AppointmentRescheduled',
        data: {
          appointmentId,
          items: (items = items.map((item, index) =>
            index === items.length - 1 ? { ...item, durationMinutes: item.durationMinutes + 15 } : item,
          )),
          reason: 'resized',
        },
      });
    else if (roll < 0.09 && items.length > 1)
      step(editAt, frontDesk, {
        type: 'AppointmentRescheduled',
        data: { appointmentId, items: (items = items.slice(0, 1)), reason: 'services_changed' },
      });
    else if (roll < 0.12) step(editAt, frontDesk, { type: 'AppointmentNotesChanged', data: { appointmentId, notes: pick(visitNotes) } });
    start = Date.parse(items[0]?.startsAt ?? '');
    if (chance(0.025) && start - bookedAt > 3 * day) {
      const later = 1 + Math.floor(random() * 6);
      const toDate = addDays(date, later);
      const moveAt = Math.max(at + 1000, between(bookedAt, start - 2 * day));
      if (toDate <= lastDate && moveAt <= now) {
        items = shiftItems(items, later * day);
        const target = daybookStream(locationId, toDate);
        const movedIn: LoggedEvent = {
          type: 'AppointmentMovedIn',
          data: {
            appointmentId,
            locationId,
            date: toDate,
            seriesId: null,
            clientId,
            notes,
            items,
            status,
            fromDate: date,
            fromLocationId: locationId,
          },
        };
        const movedOut: LoggedEvent = { type: 'AppointmentMovedOut', data: { appointmentId, toDate, toLocationId: locationId } };
        at = moveAt;
        log.push({
          at,
          userId: frontDesk,
          streams: [
            { stream: target, events: [{ ...movedIn, id: newId() }] },
            { stream, events: [{ ...movedOut, id: newId() }] },
          ],
        });
        stream = target;
        start = Date.parse(items[0]?.startsAt ?? '');
      }
    }
    const leaves = start + span(items);
    const set = (when: number, to: AppointmentStatus, userId: string | null = frontDesk) => {
      if (step(when, userId, { type: 'AppointmentStatusChanged', data: { appointmentId, from: status, to } })) status = to;
    };
    const outcome = random();
    if (outcome < 0.06) {
      const cancelAt = between(Math.max(at, start - 3 * day), start);
      step(cancelAt, frontDesk, {
        type: 'AppointmentCancelled',
        data: { appointmentId, reason: pick(cancelReasons), lateCancel: start - Math.max(cancelAt, at + 1000) < day },
      });
      return;
    }
    if (chance(0.45)) set(between(start - 2 * day, start - day), 'confirmed', null);
    if (outcome < 0.1) {
      set(start + 20 * minute, 'no_show');
      return;
    }
    set(start - 5 * minute, 'checked_in');
    if (chance(0.6)) set(start + minute, 'in_service');
    set(leaves, 'completed');
  }

  // Every day of the diary, at both open locations.
  for (let index = 0; index < options.days; index += 1) {
    const date = addDays(options.firstDate, index);
    const weekday = isoWeekday(date);
    for (let n = 0; n < 1 + Math.floor(random() * 4); n += 1)
      registerClient(
        localInstant(
          date,
          `${String(9 + Math.floor(random() * 10)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
        ),
      );
    if (chance(0.3)) {
      const clientId = pickClient();
      write(localInstant(date, '15:10'), frontDesk, `client-${clientId}`, {
        type: 'ClientDetailsChanged',
        data: {
          clientId,
          firstName: 'Updated',
          lastName: `Client ${index}`,
          phone: `(773) 555-${String(100 + (index % 100)).padStart(4, '0')}`,
          email: `client${index}@example.net`,
        },
      });
    }
    for (const locationId of [downtown, uptown]) {
      team.forEach((person, personIndex) => {
        const shift = person.shifts.find((candidate) => candidate.locationId === locationId && candidate.weekdays.includes(weekday));
        if (!shift) return;
        const own = offers.flatMap((item, offerIndex) => (item.staff.includes(person.key) ? [offerIndex] : []));
        const closes = localInstant(date, shift.end);
        let cursor = localInstant(date, shift.start) + Math.floor(random() * 4) * 15 * minute;
        const wanted = 3 + Math.floor(random() * 3);
        for (let booked = 0; booked < wanted; booked += 1) {
          const offerIndex = pick(own);
          const item = offers[offerIndex] as Offer;
          const length = (item.minutes + item.processing + item.buffer) * minute;
          if (cursor + length > closes) break;
          appointment(locationId, date, personIndex, offerIndex, cursor);
          cursor += length + (1 + Math.floor(random() * 6)) * 15 * minute;
        }
      });
      // Online visitors who hold a slot and leave: some release it, the others let it expire.
      for (let n = 0; n < 2; n += 1) {
        const holdId = newId();
        const heldAt = localInstant(date, '08:00') - Math.floor(random() * 10) * day - Math.floor(random() * 12) * hour;
        const personIndex = locationId === downtown ? pick([0, 2, 3, 5]) : pick([6, 7, 8]);
        const person = team[personIndex] as Person;
        const offerIndex = offers.findIndex((item) => item.staff.includes(person.key));
        const items = [itemFor(offerIndex, personIndex, localInstant(date, pick(['10:00', '11:30', '14:00', '16:15'])), locationId)];
        if (heldAt > now) continue;
        write(heldAt, null, daybookStream(locationId, date), {
          type: 'SlotHeld',
          data: { holdId, locationId, date, items, expiresAt: new Date(heldAt + 5 * minute).toISOString(), heldBy: null },
        });
        if (chance(0.5))
          write(heldAt + 2 * minute, null, daybookStream(locationId, date), { type: 'HoldReleased', data: { holdId, reason: 'released' } });
      }
      // The waitlist: clients asking for a slot in the coming days, taken off once served or no longer waiting.
      if (chance(0.4)) {
        const entryId = newId();
        const offerIndex = pick([0, 1, 3, 11, 14, 18]);
        const item = offers[offerIndex] as Offer;
        const addedAt = localInstant(date, '09:40');
        write(addedAt, frontDesk, waitlistStreamName(locationId), {
          type: 'WaitlistEntryAdded',
          data: {
            entryId,
            locationId,
            clientId: pickClient(),
            serviceId: serviceId(offerIndex),
            staffId: chance(0.3) ? staffId(staffIndex.get(pick(item.staff)) ?? 0) : null,
            fromDate: addDays(date, 1),
            untilDate: addDays(date, 1 + Math.floor(random() * 14)),
            fromTime: pick(['09:00', '12:00']),
            untilTime: pick(['13:00', '17:00', '19:00']),
            notes: '',
          },
        });
        if (chance(0.6))
          write(addedAt + (1 + Math.floor(random() * 10)) * day, frontDesk, waitlistStreamName(locationId), {
            type: 'WaitlistEntryRemoved',
            data: { entryId, reason: chance(0.5) ? 'booked' : 'removed', appointmentId: null },
          });
      }
    }
    // Rosters: time off asked for and decided, sick days, one-off hours.
    team.forEach((person, personIndex) => {
      const roster = `roster-${staffId(personIndex)}`;
      if (chance(0.012)) {
        const timeOffId = newId();
        const from = addDays(date, 14 + Math.floor(random() * 30));
        const askedAt = localInstant(date, '11:00');
        write(askedAt, staffId(personIndex), roster, {
          type: 'TimeOffRequested',
          data: {
            timeOffId,
            from: `${from}T00:00`,
            until: `${addDays(from, 1 + Math.floor(random() * 5))}T00:00`,
            reason: 'vacation',
            note: '',
            requestedBy: staffId(personIndex),
          },
        });
        const decision = random();
        if (decision < 0.7) write(askedAt + day, admin, roster, { type: 'TimeOffApproved', data: { timeOffId, approvedBy: admin } });
        else if (decision < 0.9) write(askedAt + day, admin, roster, { type: 'TimeOffDeclined', data: { timeOffId, declinedBy: admin } });
        if (decision < 0.1)
          write(askedAt + 3 * day, staffId(personIndex), roster, {
            type: 'TimeOffCancelled',
            data: { timeOffId, cancelledBy: staffId(personIndex) },
          });
      }
      if (chance(0.006))
        write(localInstant(date, '07:30'), admin, roster, {
          type: 'TimeOffRecorded',
          data: {
            timeOffId: newId(),
            from: `${date}T00:00`,
            until: `${addDays(date, 1)}T00:00`,
            reason: 'sick',
            note: 'Called in sick',
            recordedBy: admin,
          },
        });
      if (chance(0.004)) {
        const on = addDays(date, 7);
        const shift = person.shifts[0] as Shift;
        write(localInstant(date, '10:00'), admin, roster, {
          type: 'ScheduleExceptionSet',
          data: { date: on, locationId: shift.locationId, hours: [{ start: shift.start, end: '13:00' }], note: 'Leaves early' },
        });
        if (chance(0.3)) write(localInstant(date, '16:00'), admin, roster, { type: 'ScheduleExceptionCleared', data: { date: on } });
      }
    });
    // Now and then the catalogue, profiles and settings change.
    if (date.endsWith('-01')) {
      const offerIndex = Math.floor(random() * offers.length);
      const item = offers[offerIndex] as Offer;
      write(localInstant(date, '08:05'), admin, catalogue, {
        type: 'ServiceUpdated',
        data: { serviceId: serviceId(offerIndex), ...fields(item, Math.round(item.priceCents * (1 + index / 3650))) },
      });
      const user = pick(users);
      write(localInstant(date, '08:10'), user.id, `user-${user.id}`, {
        type: 'UserProfileUpdated',
        data: {
          firstName: user.first,
          lastName: user.last,
          email: `${user.first}.${index}@chairside.test`.toLowerCase(),
          phone: '+13125550100',
          profilePicture: null,
        },
      });
      write(localInstant(date, '08:15'), user.id, `user-${user.id}`, {
        type: 'UserPasswordChanged',
        data: { passwordHash: `$argon2id$${index}`, reason: 'changed' },
      });
    }
    if (index % 90 === 45) {
      const offerIndex = Math.floor(random() * offers.length);
      write(localInstant(date, '08:20'), admin, catalogue, {
        type: 'ServiceStaffSet',
        data: { serviceId: serviceId(offerIndex), staff: performers(offers[offerIndex] as Offer).slice(0, 1) },
      });
      const personIndex = Math.floor(random() * team.length);
      write(localInstant(date, '08:25'), admin, `staff-${staffId(personIndex)}`, {
        type: 'StaffProfileUpdated',
        data: { ...profile(team[personIndex] as Person), bio: `Updated on ${date}` },
      });
      write(localInstant(date, '08:30'), admin, business, {
        type: 'BusinessSettingsUpdated',
        data: { businessName: 'Chairside Demo Salon & Spa', businessLogo: index % 180 === 45 ? null : 'https://example.com/logo.png' },
      });
    }
    if (index % 120 === 60) {
      write(localInstant(date, '08:40'), admin, catalogue, { type: 'ServiceArchived', data: { serviceId: serviceId(12) } });
      write(localInstant(date, '17:40'), admin, catalogue, { type: 'ServiceRestored', data: { serviceId: serviceId(12) } });
      const [roomId, locationId, name, capacity, served] = resources.rooms[1];
      write(localInstant(date, '08:45'), admin, catalogue, {
        type: 'RoomUpdated',
        data: { roomId, locationId, name, capacity, serviceIds: served.slice(0, 3).map(serviceId) },
      });
      write(localInstant(date, '08:50'), admin, catalogue, {
        type: 'StaffServicesSet',
        data: {
          staffId: staffId(0),
          services: [0, 1, 3].map((offerIndex) => ({ serviceId: serviceId(offerIndex), priceCents: null, durationMinutes: null })),
        },
      });
      write(localInstant(date, '08:55'), admin, catalogue, {
        type: 'ClassTypeUpdated',
        data: { classTypeId: fixedId('c1000000', 1), ...yoga, capacity: 10 },
      });
      write(localInstant(date, '09:00'), admin, `user-${admin}`, {
        type: 'UserColorPreferencesSet',
        data: {
          primaryColor: '#8b5cf6',
          isDarkMode: false,
          primaryTextColor: '#111827',
          secondaryTextColor: '#6b7280',
          savedBrandColors: ['#8b5cf6'],
          savedTextColors: [],
        },
      });
    }
  }
  // Stable: appends of one moment keep the order they were made in.
  return log
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.at - b.entry.at || a.order - b.order)
    .map(({ entry }) => entry);
}

export const countEvents = (log: readonly LoggedAppend[]) =>
  log.reduce((sum, entry) => sum + entry.streams.reduce((streamSum, { events }) => streamSum + events.length, 0), 0);

// Appends the log in order. Consecutive commands on distinct streams go in one atomic append (the store
// writes them in the order given, so positions keep the log's order): a year loads in seconds, not minutes.
export async function appendLog(store: EventStore, log: readonly LoggedAppend[]): Promise<void> {
  let chunk: StreamAppend[] = [];
  const flush = async () => {
    if (chunk.length > 0) await store.appendToStreams(chunk);
    chunk = [];
  };
  for (const entry of log) {
    const metadata = {
      userId: entry.userId,
      correlationId: entry.streams[0]?.events[0]?.id ?? '',
      causationId: null,
      occurredAt: new Date(entry.at).toISOString(),
      source: 'api' as const,
    };
    if (chunk.length >= 200 || entry.streams.some(({ stream }) => chunk.some((append) => append.stream === stream))) await flush();
    for (const { stream, events } of entry.streams)
      chunk.push({ stream, events: events.map(({ id, type, data }): NewEvent => ({ id, type, data, metadata })), expectedRevision: 'any' });
  }
  await flush();
}
