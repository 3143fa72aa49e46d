import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { WorkingHoursCommand, WeeklyScheduleData } from '@chairside/shared/team/working-hours-commands';
import type { WeeklyScheduleDay } from '@chairside/shared/team/working-hours-dto';
import { handleCommands } from '../commands/command-plan';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { demoLocations } from '../business/index';
import { demoGroups, demoPassword, demoUsers, planSetUserGroups, registerUser, userStream } from '../identity/index';
import { demoStaff, type DemoStaffMember } from './demo-staff';
import { staffDecider } from './staff-decider';
import { rosterStream, staffStream } from './team-streams';
import { workingHoursDecider } from './working-hours-decider';

type StaffKey = keyof typeof demoStaff;

const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;
// On New York time: these hours are wall-clock hours there.
const brooklyn = demoLocations.brooklyn.id;
// The schedules of the demo team start with the autumn season and run on.
const seasonStart = '2026-09-01';

const lunch = { start: '12:30', end: '13:00' };
// Working hours on the given weekdays (1 = Monday), with the same breaks each day.
const days = (weekdays: number[], start: string, end: string, breaks = [lunch]): WeeklyScheduleDay[] =>
  weekdays.map((weekday) => ({ weekday, hours: [{ start, end }], breaks }));
const at = (locationId: string, dayList: WeeklyScheduleDay[]): WeeklyScheduleData => ({
  locationId,
  effectiveFrom: seasonStart,
  effectiveUntil: null,
  days: dayList,
});

const tueToSat = [2, 3, 4, 5, 6];

// A realistic week for each person; Maya splits her week between the studios. The class instructors'
// hours cover their classes: Olivia's Monday and Wednesday 18:00 yoga and Saturday 09:00 Pilates at
// Uptown, Priya's Thursday 19:00 skincare masterclass Downtown. Marcus and Ava open the Brooklyn studio
// (New York time) on their days off from Uptown.
export const demoWeeklySchedules: Record<StaffKey, WeeklyScheduleData[]> = {
  bailey: [at(downtown, days(tueToSat, '09:00', '17:00'))],
  maya: [at(downtown, days([2, 3, 4, 5], '10:00', '18:00', [{ start: '13:30', end: '14:00' }])), at(uptown, days([6], '09:00', '17:00'))],
  jordan: [at(downtown, days(tueToSat, '10:00', '19:00', [{ start: '14:00', end: '14:30' }]))],
  priya: [
    at(
      downtown,
      [...days([1, 2, 3, 5], '09:00', '17:00'), ...days([4], '12:00', '20:30', [{ start: '16:00', end: '16:30' }])].sort(
        (a, b) => a.weekday - b.weekday,
      ),
    ),
  ],
  sam: [at(downtown, days([3, 4, 5, 6, 7], '11:00', '19:00', [{ start: '15:00', end: '15:30' }]))],
  lena: [at(downtown, days(tueToSat, '09:00', '17:00'))],
  marcus: [at(uptown, days(tueToSat, '09:00', '17:00')), at(brooklyn, days([1], '09:00', '17:00'))],
  olivia: [
    at(uptown, [
      ...days([1, 3], '11:00', '19:00', [{ start: '14:30', end: '15:00' }]),
      ...days([2, 4, 5], '09:00', '17:00'),
      ...days([6], '08:30', '13:30'),
    ]),
  ],
  ava: [
    at(uptown, days([3, 4, 5, 6, 7], '10:00', '18:00', [{ start: '13:30', end: '14:00' }])),
    at(brooklyn, days([1, 2], '10:00', '18:00', [{ start: '13:30', end: '14:00' }])),
  ],
  diego: [
    at(downtown, days([1, 2, 3], '09:00', '17:00')),
    at(uptown, days([4, 5, 6], '10:00', '18:00', [{ start: '13:30', end: '14:00' }])),
  ],
};

// Time off and exceptions are placed around `now`, so the demo always has a recent sick day, a pending
// request and an approved vacation coming up.
function demoScheduleEvents(key: StaffKey, now: Date): WorkingHoursCommand[] {
  const today = DateTime.fromJSDate(now).setZone(BUSINESS_TIME_ZONE).startOf('day');
  const date = (value: DateTime) => value.toFormat('yyyy-MM-dd');
  const midnight = (value: DateTime) => `${date(value)}T00:00`;
  // The first given weekday on or after `from`.
  const onOrAfter = (from: DateTime, weekday: number) => from.plus({ days: (weekday - from.weekday + 7) % 7 });
  const admin = demoUsers.admin.id;
  switch (key) {
    case 'jordan': {
      const sickDay = today.minus({ weeks: 1 }).set({ weekday: 3 });
      return [
        {
          type: 'RecordTimeOff',
          timeOffId: randomUUID(),
          from: midnight(sickDay),
          until: midnight(sickDay.plus({ days: 1 })),
          reason: 'sick',
          note: 'Called in sick',
          recordedBy: admin,
        },
      ];
    }
    case 'priya': {
      const timeOffId = randomUUID();
      const monday = onOrAfter(today.plus({ months: 1 }).startOf('month'), 1);
      return [
        {
          type: 'RequestTimeOff',
          timeOffId,
          from: midnight(monday),
          until: midnight(monday.plus({ days: 5 })),
          reason: 'vacation',
          note: 'Family trip',
          requestedBy: demoStaff.priya.id,
        },
        { type: 'ApproveTimeOff', timeOffId, approvedBy: admin },
      ];
    }
    case 'bailey': {
      const friday = onOrAfter(today.plus({ days: 7 }), 5);
      return [
        {
          type: 'RequestTimeOff',
          timeOffId: randomUUID(),
          from: midnight(friday),
          until: midnight(friday.plus({ days: 1 })),
          reason: 'personal',
          note: 'Moving apartments',
          requestedBy: demoStaff.bailey.id,
        },
      ];
    }
    case 'lena': {
      const saturday = onOrAfter(today.plus({ days: 3 }), 6);
      return [
        {
          type: 'SetScheduleException',
          date: date(saturday),
          locationId: downtown,
          hours: [{ start: '09:00', end: '13:00' }],
          note: 'Leaves early for a nail-art competition',
        },
      ];
    }
    default:
      return [];
  }
}

const exists = async (store: EventStore, stream: string) => (await store.readStream(stream, { maxCount: 1 })).length > 0;

// The demo team through the same commands the product uses: each person's sign-in account (unless it
// exists, like Bailey's demo "basic" login), staff profile, weekly schedules, time off and exceptions.
// A person is seeded only while their staff stream is empty, so running it again adds only what is missing.
export async function seedDemoTeam(store: EventStore, now: Date = new Date()): Promise<{ seeded: boolean; commands: number }> {
  const context: CommandContext = { userId: null, source: 'seed' };
  let commands = 0;
  for (const key of Object.keys(demoStaff) as StaffKey[]) {
    const member: DemoStaffMember = demoStaff[key];
    if (await exists(store, staffStream(member.id))) continue;
    if (!(await exists(store, userStream(member.id)))) {
      const { id, username, firstName, lastName, email, phone } = member;
      await registerUser(
        { store },
        { userId: id, username, firstName, lastName, email, phone, role: 'staff', password: demoPassword },
        context,
      );
      await handleCommands(store, context, (plan) => planSetUserGroups(plan, id, [demoGroups.basicStaff.id]));
      commands += 2;
    }
    const { title, bio, color, locationIds, pay } = member;
    await handleCommand(
      store,
      staffStream(member.id),
      staffDecider,
      { type: 'HireStaff', staffId: member.id, title, bio, photo: null, color, locationIds: [...locationIds], pay },
      context,
    );
    commands += 1;
    const scheduleCommands: WorkingHoursCommand[] = [
      ...demoWeeklySchedules[key].map((schedule): WorkingHoursCommand => ({
        type: 'AddWeeklySchedule',
        scheduleId: randomUUID(),
        ...schedule,
      })),
      ...demoScheduleEvents(key, now),
    ];
    for (const command of scheduleCommands) {
      await handleCommand(store, rosterStream(member.id), workingHoursDecider, command, {
        ...context,
        locationId: 'locationId' in command ? command.locationId : null,
      });
      commands += 1;
    }
  }
  return { seeded: commands > 0, commands };
}
