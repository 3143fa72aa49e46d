import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorkingHoursSchema, teamWorkingHoursSchema } from '@chairside/shared/team/working-hours-dto';
import { staffMemberSchema } from '@chairside/shared/team/staff-dto';
import { signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { staffStream } from './team-streams';
import { demoLocations } from '../business/index';
import { demoStaff } from './demo-staff';
import { seedDemoTeam } from './demo-team';
import { demoGroups, demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';

// Sunday Nov 22, 2026, noon in Chicago.
const now = new Date('2026-11-22T18:00:00Z');

let system: TestSystem;
let firstRun: Awaited<ReturnType<typeof seedDemoTeam>>;
let admin: string;

beforeAll(async () => {
  system = await startTestSystem({
    seed: async (store) => {
      // The business and the demo accounts first, as seedDemo does; the team seed is the subject.
      await seedDemo(store, now, { only: ['business', 'identity'] });
      firstRun = await seedDemoTeam(store, now);
    },
  });
  await waitForReadModels(system);
  admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
});
afterAll(() => system.stop());

const get = async (path: string, token = admin) => {
  const response = await fetch(`${system.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown;
};
const scheduleOf = async (staffId: string) => staffWorkingHoursSchema.parse(await get(`/staff/${staffId}/schedule`));

describe('demo team seed', () => {
  it('hires the ten demo staff with their accounts, then adds nothing when run again', async () => {
    // 9 new accounts with their group (Bailey's exists), 10 hires, 14 weekly schedules (Marcus and Ava also at
    // Brooklyn), 5 time off and exception commands.
    expect(firstRun).toEqual({ seeded: true, commands: 47 });
    expect(await seedDemoTeam(system.store, now)).toEqual({ seeded: false, commands: 0 });
    expect(await system.store.readStream(staffStream(demoStaff.maya.id))).toHaveLength(1);

    const staff = staffMemberSchema.array().parse(await get('/staff'));
    expect(staff.map((member) => member.id).sort()).toEqual(
      Object.values(demoStaff)
        .map((member) => member.id)
        .sort(),
    );
    expect(staff.find((member) => member.id === demoStaff.maya.id)).toMatchObject({
      username: 'maya.chen',
      firstName: 'Maya',
      lastName: 'Chen',
      title: 'Senior Colorist',
      email: 'maya.chen@chairside.test',
      locationIds: [demoLocations.downtown.id, demoLocations.uptown.id],
      permissionGroups: [{ id: demoGroups.basicStaff.id, name: 'Basic Staff' }],
      pay: demoStaff.maya.pay,
      isActive: true,
    });
    // Bailey is the existing demo "basic" login, hired with the account it already had.
    expect(staff.find((member) => member.id === demoStaff.bailey.id)).toMatchObject({
      username: 'basic',
      email: 'basic@chairside.test',
      permissionGroups: [{ name: 'Basic Staff' }],
    });
  });

  it('lets every new demo staff member sign in with the demo password', async () => {
    const reply = await signIn(system.baseUrl, 'olivia.grant', demoPassword);
    expect(reply.user).toMatchObject({ id: demoStaff.olivia.id, role: 'staff', firstName: 'Olivia' });
  });

  it('gives everyone a weekly schedule from Sep 1, 2026 at their locations', async () => {
    for (const member of Object.values(demoStaff)) {
      const { schedules } = await scheduleOf(member.id);
      expect(schedules.length, member.username).toBeGreaterThan(0);
      for (const item of schedules) {
        expect(member.locationIds as readonly string[]).toContain(item.locationId);
        expect(item).toMatchObject({ effectiveFrom: '2026-09-01', effectiveUntil: null });
      }
    }
    const maya = await scheduleOf(demoStaff.maya.id);
    expect(maya.schedules.map((item) => [item.locationId, item.days.map((day) => day.weekday)])).toEqual([
      [demoLocations.downtown.id, [2, 3, 4, 5]],
      [demoLocations.uptown.id, [6]],
    ]);
    const bailey = await scheduleOf(demoStaff.bailey.id);
    expect(bailey.schedules[0]?.days).toEqual(
      [2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        hours: [{ start: '09:00', end: '17:00' }],
        breaks: [{ start: '12:30', end: '13:00' }],
      })),
    );
  });

  it('covers the evening yoga classes Olivia teaches at Uptown on Mondays and Wednesdays, 18:00 to 19:00', async () => {
    const [olivia] = (await scheduleOf(demoStaff.olivia.id)).schedules;
    expect(olivia?.locationId).toBe(demoLocations.uptown.id);
    for (const weekday of [1, 3]) {
      const day = olivia?.days.find((item) => item.weekday === weekday);
      expect(day?.hours.some((block) => block.start <= '18:00' && block.end >= '19:00')).toBe(true);
      expect(day?.breaks.every((item) => item.end <= '18:00' || item.start >= '19:00')).toBe(true);
    }
  });

  it('places time off and an exception around today: a sick day last week, a pending request, a vacation next month', async () => {
    expect((await scheduleOf(demoStaff.jordan.id)).timeOff).toMatchObject([
      { from: '2026-11-11T00:00', until: '2026-11-12T00:00', reason: 'sick', status: 'approved' },
    ]);
    expect((await scheduleOf(demoStaff.bailey.id)).timeOff).toMatchObject([
      { from: '2026-12-04T00:00', until: '2026-12-05T00:00', reason: 'personal', status: 'requested', requestedBy: demoStaff.bailey.id },
    ]);
    expect((await scheduleOf(demoStaff.priya.id)).timeOff).toMatchObject([
      { from: '2026-12-07T00:00', until: '2026-12-12T00:00', reason: 'vacation', status: 'approved', requestedBy: demoStaff.priya.id },
    ]);
    expect((await scheduleOf(demoStaff.lena.id)).exceptions).toMatchObject([
      { date: '2026-11-28', locationId: demoLocations.downtown.id, hours: [{ start: '09:00', end: '13:00' }] },
    ]);

    // The Downtown week grid: everyone working there, Maya and Diego included.
    const week = teamWorkingHoursSchema.parse(
      await get(`/staff-schedules?locationId=${demoLocations.downtown.id}&from=2026-11-23&to=2026-11-29`),
    );
    expect(week.staff.map((member) => member.firstName)).toEqual(['Bailey', 'Diego', 'Jordan', 'Lena', 'Maya', 'Priya', 'Sam']);
  });
});
