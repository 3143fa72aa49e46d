import { describe, expect, it } from 'vitest';
import type { CreateClassType, UpdateClassType } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent, ClassTypeFields } from '@chairside/shared/catalogue/catalogue-events';
import { deciderSpec } from '../../testing/decider-spec';
import { catalogueDecider } from './catalogue-decider';

// Class types: their room, and sessions that must never collide for an instructor or a room.

const now = new Date('2026-11-22T15:00:00Z');
const { given } = deciderSpec(catalogueDecider, { now });

const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const olivia = 'cccccccc-cccc-4ccc-8ccc-000000000007';
const priya = 'cccccccc-cccc-4ccc-8ccc-000000000003';
const studio = 'd0000000-0000-4000-8000-000000000004';
const suite = 'd0000000-0000-4000-8000-000000000003';
const treatment = 'd0000000-0000-4000-8000-000000000002';
const yoga = 'f0000000-0000-4000-8000-000000000001';
const other = 'f0000000-0000-4000-8000-000000000002';

const rooms: CatalogueEvent[] = [
  { type: 'RoomCreated', data: { roomId: studio, locationId: uptown, name: 'Studio', capacity: 1, serviceIds: [] } },
  { type: 'RoomCreated', data: { roomId: suite, locationId: uptown, name: 'Couples Suite', capacity: 2, serviceIds: [] } },
  { type: 'RoomCreated', data: { roomId: treatment, locationId: downtown, name: 'Treatment Room 2', capacity: 1, serviceIds: [] } },
];
const yogaFields: ClassTypeFields = {
  name: 'Vinyasa Flow Yoga',
  description: '',
  locationId: uptown,
  instructorId: olivia,
  roomId: studio,
  capacity: 12,
  durationMinutes: 60,
  priceCents: 2500,
  color: '#14b8a6',
  timetable: [
    { weekday: 1, startTime: '18:00' },
    { weekday: 3, startTime: '18:00' },
  ],
  startsOn: '2026-09-01',
  endsOn: null,
};
const yogaCreated: CatalogueEvent = { type: 'ClassTypeCreated', data: { classTypeId: yoga, ...yogaFields } };
const withYoga = [...rooms, yogaCreated];
const yogaArchived: CatalogueEvent = { type: 'ClassTypeArchived', data: { classTypeId: yoga } };
const pilatesFields = (fields: Partial<ClassTypeFields>): ClassTypeFields => ({
  ...yogaFields,
  name: 'Pilates Mat',
  instructorId: priya,
  ...fields,
});
const create = (fields: Partial<ClassTypeFields>): CreateClassType => ({
  type: 'CreateClassType',
  classTypeId: other,
  ...pilatesFields(fields),
});

describe('class types', () => {
  it('creates a class with its room at its location and the timetable in weekly order', () => {
    const reversed = [...yogaFields.timetable].reverse();
    given(rooms)
      .when({ type: 'CreateClassType', classTypeId: yoga, ...yogaFields, name: ' Vinyasa Flow Yoga ', timetable: reversed })
      .then([yogaCreated]);
    given(withYoga)
      .when(create({ name: 'VINYASA FLOW YOGA', timetable: [] }))
      .thenThrows('A class named "VINYASA FLOW YOGA" already exists');
    given(withYoga)
      .when({ type: 'CreateClassType', classTypeId: yoga, ...yogaFields, name: 'Other' })
      .thenThrows('That class already exists');
  });

  it('refuses a room that does not exist, is at another location or is archived', () => {
    given(rooms)
      .when(create({ roomId: 'gone' }))
      .thenThrows('That room does not exist; choose another');
    given(rooms)
      .when(create({ roomId: treatment }))
      .thenThrows('The room "Treatment Room 2" is at another location; choose a room at the class\'s location');
    given([...rooms, { type: 'RoomArchived', data: { roomId: suite } }])
      .when(create({ roomId: suite }))
      .thenThrows('The room "Couples Suite" is archived; restore it or choose another');
    expect(
      given(rooms)
        .when(create({ roomId: null }))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses a session overlapping another class in the same room, naming the class, weekday and time', () => {
    given(withYoga)
      .when(create({ timetable: [{ weekday: 3, startTime: '18:30' }] }))
      .thenThrows('The class would overlap "Vinyasa Flow Yoga" on Wednesdays at 18:00, which uses the same room');
    // Back to back is fine: a session ends when the next one starts.
    expect(
      given(withYoga)
        .when(
          create({
            timetable: [
              { weekday: 1, startTime: '19:00' },
              { weekday: 3, startTime: '17:00' },
            ],
          }),
        )
        .events(),
    ).toHaveLength(1);
    // Another room at the same time, another instructor: fine.
    expect(
      given(withYoga)
        .when(create({ roomId: suite, timetable: [{ weekday: 1, startTime: '18:00' }] }))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses a session overlapping another class with the same instructor, whatever the room or location', () => {
    given(withYoga)
      .when(create({ instructorId: olivia, locationId: downtown, roomId: treatment, timetable: [{ weekday: 1, startTime: '17:30' }] }))
      .thenThrows('The class would overlap "Vinyasa Flow Yoga" on Mondays at 18:00, which has the same instructor');
  });

  it('compares only the dates both timetables run, including a session running past midnight', () => {
    const endedYoga: CatalogueEvent = { type: 'ClassTypeCreated', data: { classTypeId: yoga, ...yogaFields, endsOn: '2026-10-31' } };
    expect(
      given([...rooms, endedYoga])
        .when(create({ startsOn: '2026-11-01' }))
        .events(),
    ).toHaveLength(1);
    given([...rooms, endedYoga])
      .when(create({ startsOn: '2026-10-26' }))
      .thenThrows(/overlap "Vinyasa Flow Yoga" on Mondays at 18:00/);
    // 2026-09-01 to 2026-09-06 runs Tuesday to Sunday: its Monday slot never meets the other class.
    const shortWeek: CatalogueEvent = {
      type: 'ClassTypeCreated',
      data: { classTypeId: yoga, ...yogaFields, timetable: [{ weekday: 1, startTime: '18:00' }], endsOn: '2026-09-06' },
    };
    expect(
      given([...rooms, shortWeek])
        .when(create({ timetable: [{ weekday: 1, startTime: '18:00' }] }))
        .events(),
    ).toHaveLength(1);
    // Saturday 23:30 for two hours runs into Sunday 00:30.
    const lateNight: CatalogueEvent = {
      type: 'ClassTypeCreated',
      data: { classTypeId: yoga, ...yogaFields, durationMinutes: 120, timetable: [{ weekday: 6, startTime: '23:30' }] },
    };
    given([...rooms, lateNight])
      .when(create({ timetable: [{ weekday: 7, startTime: '00:30' }] }))
      .thenThrows('The class would overlap "Vinyasa Flow Yoga" on Saturdays at 23:30, which uses the same room');
  });

  it('refuses a timetable whose own sessions overlap', () => {
    given(rooms)
      .when(
        create({
          timetable: [
            { weekday: 1, startTime: '18:30' },
            { weekday: 1, startTime: '18:00' },
          ],
        }),
      )
      .thenThrows("The timetable's sessions on Mondays at 18:00 and Mondays at 18:30 overlap each other");
  });

  it('updates a class without clashing with itself, records nothing when nothing changed, and checks the new timetable', () => {
    const moved: UpdateClassType = {
      type: 'UpdateClassType',
      classTypeId: yoga,
      ...yogaFields,
      timetable: [{ weekday: 1, startTime: '18:30' }],
    };
    given(withYoga)
      .when(moved)
      .then([{ type: 'ClassTypeUpdated', data: { classTypeId: yoga, ...yogaFields, timetable: [{ weekday: 1, startTime: '18:30' }] } }]);
    given(withYoga)
      .when({ type: 'UpdateClassType', classTypeId: yoga, ...yogaFields })
      .then([]);
    const pilates: CatalogueEvent = {
      type: 'ClassTypeCreated',
      data: { classTypeId: other, ...pilatesFields({ timetable: [{ weekday: 1, startTime: '19:00' }] }) },
    };
    given([...withYoga, pilates])
      .when(moved)
      .thenThrows('The class would overlap "Pilates Mat" on Mondays at 19:00, which uses the same room');
    given(rooms).when(moved).thenThrows('Class not found');
  });

  it('archives and restores; an archived class blocks nothing, and a restore checks its room and timetable again', () => {
    given(withYoga).when({ type: 'ArchiveClassType', classTypeId: yoga }).then([yogaArchived]);
    given([...withYoga, yogaArchived])
      .when({ type: 'ArchiveClassType', classTypeId: yoga })
      .then([]);
    given(withYoga).when({ type: 'RestoreClassType', classTypeId: yoga }).then([]);
    given([...withYoga, yogaArchived])
      .when({ type: 'RestoreClassType', classTypeId: yoga })
      .then([{ type: 'ClassTypeRestored', data: { classTypeId: yoga } }]);
    given([]).when({ type: 'ArchiveClassType', classTypeId: yoga }).thenThrows('Class not found');
    given([]).when({ type: 'RestoreClassType', classTypeId: yoga }).thenThrows('Class not found');

    const taken = pilatesFields({ timetable: [{ weekday: 1, startTime: '18:00' }] });
    expect(
      given([...withYoga, yogaArchived])
        .when({ type: 'CreateClassType', classTypeId: other, ...taken })
        .events(),
    ).toHaveLength(1);
    const pilates: CatalogueEvent = { type: 'ClassTypeCreated', data: { classTypeId: other, ...taken } };
    given([...withYoga, yogaArchived, pilates])
      .when({ type: 'RestoreClassType', classTypeId: yoga })
      .thenThrows('The class would overlap "Pilates Mat" on Mondays at 18:00, which uses the same room');
    // An archived class may be edited freely; the checks wait for its restore.
    expect(
      given([...withYoga, yogaArchived, pilates])
        .when({ type: 'UpdateClassType', classTypeId: yoga, ...yogaFields, capacity: 14 })
        .events(),
    ).toHaveLength(1);
  });

  it('keeps a room in use by an active class from being archived, and a restored class from using an archived room', () => {
    given(withYoga)
      .when({ type: 'ArchiveRoom', roomId: studio })
      .thenThrows('The room "Studio" is used by the class "Vinyasa Flow Yoga"; give the class another room or archive it first');
    const studioArchived: CatalogueEvent = { type: 'RoomArchived', data: { roomId: studio } };
    given([...withYoga, yogaArchived])
      .when({ type: 'ArchiveRoom', roomId: studio })
      .then([studioArchived]);
    given([...withYoga, yogaArchived, studioArchived])
      .when({ type: 'RestoreClassType', classTypeId: yoga })
      .thenThrows('The room "Studio" is archived; restore it or choose another');
  });
});
