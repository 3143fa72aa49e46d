import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentListSchema, bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { staffWorkingHoursSchema } from '@chairside/shared/team/working-hours-dto';
import { projectionStatusReplySchema } from '@chairside/shared/system/projection-status';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword } from '../identity/index';
import { rosterStream } from '../team/index';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type ApiCall,
  type AppointmentWorld,
} from '../../testing/appointment-test-world';
import { signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// Data written before the stream categories were renamed (`schedule-<location>-<date>` became
// `daybook-…`, `staff-schedule-<staff>` became `roster-…`) still loads: read models rebuilt from it show the
// same appointments and schedules, commands decide on it and append to the stream where its history is,
// and history is never rewritten. The old data is made the way an old install has it: the same events,
// under the old stream names.

let system: TestSystem;
let call: ApiCall;
let world: AppointmentWorld;
const downtown = demoLocations.downtown.id;
const date = addDays(localToday(), 3);
const legacyDay = `schedule-${downtown}-${date}`;

const streamTypes = async (stream: string) => (await system.store.readStream(stream)).map((event) => event.type);

// What an install from before the rename holds: the stream's events under the old name (the events table
// keeps each stream's category, the text before the first '-').
async function renameToLegacy(stream: string, legacy: string) {
  await sql`insert into streams (stream, revision) select ${legacy}, revision from streams where stream = ${stream}`.execute(
    system.database.db,
  );
  await sql`update events set stream = ${legacy}, category = split_part(${legacy}, '-', 1) where stream = ${stream}`.execute(
    system.database.db,
  );
  await sql`delete from streams where stream = ${stream}`.execute(system.database.db);
}

async function rebuild(name: string) {
  const requested = await call('POST', `/system/projections/${name}/rebuild`);
  const reply = await requested.text();
  expect(requested.status, reply).toBe(202);
  const { generation } = JSON.parse(reply) as { generation: number };
  const status = async () =>
    projectionStatusReplySchema
      .parse(await (await call('GET', '/system/projections')).json())
      .projections.find((projection) => projection.name === name);
  await expect.poll(async () => (await status())?.activeGeneration, { timeout: 20_000 }).toBe(generation);
}

async function book(time: string, staff: number) {
  return call('POST', '/appointments', {
    locationId: downtown,
    clientId: world.clientId,
    startsAt: localInstant(date, time),
    items: [{ serviceId: world.services.plain, staffId: world.staff[staff]!.id }],
  });
}

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  call = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'admin', demoPassword)).token);
  world = await createAppointmentWorld(call, { locationId: downtown, staffCount: 2 });
}, 90_000);
afterAll(() => system.stop());

describe('streams written under the old category names', () => {
  it('a day book under its old name: rebuilt read models show it, bookings are decided on it and appended to it', async () => {
    const first = await book('10:00', 0);
    expect(first.status).toBe(200);
    const { id } = bookAppointmentReplySchema.parse(await first.json());
    await renameToLegacy(daybookStream(downtown, date), legacyDay);
    await rebuild('appointments');

    const listed = appointmentListSchema.parse(await (await call('GET', `/appointments?locationId=${downtown}&date=${date}`)).json());
    expect(listed.appointments.map((appointment) => appointment.id)).toContain(id);

    // The old booking still holds its staff member's time.
    const clash = await book('10:00', 0);
    expect(clash.status).toBe(409);
    const second = await book('11:00', 0);
    expect(second.status, await second.clone().text()).toBe(200);
    expect(await streamTypes(legacyDay)).toEqual(['AppointmentBooked', 'AppointmentBooked']);
    expect(await streamTypes(daybookStream(downtown, date))).toEqual([]);

    // A move to another day: in on the new day book, out of the old one, in one append.
    const moved = await call('POST', `/appointments/${id}/reschedule`, {
      startsAt: localInstant(addDays(date, 1), '10:00'),
      endsAt: localInstant(addDays(date, 1), '10:30'),
      staffId: world.staff[0]!.id,
      fromStaffId: world.staff[0]!.id,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await streamTypes(legacyDay)).toEqual(['AppointmentBooked', 'AppointmentBooked', 'AppointmentMovedOut']);
    expect(await streamTypes(daybookStream(downtown, addDays(date, 1)))).toEqual(['AppointmentMovedIn']);
  });

  it('a roster under its old name: the rebuilt schedule is served, and a change is appended to the old stream', async () => {
    const staffId = world.staff[1]!.id;
    await renameToLegacy(rosterStream(staffId), `staff-schedule-${staffId}`);
    await rebuild('staff_schedules');
    const schedule = staffWorkingHoursSchema.parse(await (await call('GET', `/staff/${staffId}/schedule`)).json());
    expect(schedule.schedules).toHaveLength(1);

    const timeOff = await call('POST', `/staff/${staffId}/time-off`, {
      from: `${addDays(date, 5)}T00:00`,
      until: `${addDays(date, 6)}T00:00`,
      reason: 'vacation',
      note: '',
    });
    expect(timeOff.status, await timeOff.clone().text()).toBe(200);
    expect(await streamTypes(`staff-schedule-${staffId}`)).toEqual(['WeeklyScheduleAdded', 'TimeOffRecorded']);
    expect(await streamTypes(rosterStream(staffId))).toEqual([]);
  });
});
