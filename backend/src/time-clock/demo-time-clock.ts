import { addMinutes } from '@chairside/shared/format/durations';
import { timeClockStream } from '@chairside/shared/time-clock/time-clock-events';
import { demoLocations } from '../business/index';
import { derivedUuid } from '../commands/command-ids';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { DemoSeedStep, DemoSetupContext } from '../http/backend-module';
import { demoStaff } from '../team/index';
import { timeClockDecider, type TimeClockCommand } from './time-clock-decider';

// Two people on the clock at Downtown when the demo starts, so the board and the dashboard card are not
// empty: Priya for two hours, Lena for three and on a break for the last twenty minutes. Fixed entry ids, so
// a second run finds them and adds nothing.
export async function seedDemoTimeClock({ store, now }: DemoSetupContext): Promise<DemoSeedStep> {
  const { priya, lena } = demoStaff;
  if ((await store.readStream(timeClockStream(priya.id), { maxCount: 1 })).length > 0) return { seeded: false, commands: 0, last: null };
  const at = (minutesAgo: number): CommandContext => ({
    userId: null,
    source: 'seed',
    now: () => new Date(addMinutes(now.getTime(), -minutesAgo)),
  });
  const run = (staffId: string, command: TimeClockCommand, minutesAgo: number) =>
    handleCommand(store, timeClockStream(staffId), timeClockDecider, command, at(minutesAgo));
  const locationId = demoLocations.downtown.id;
  await run(priya.id, { type: 'ClockIn', staffId: priya.id, entryId: derivedUuid('demo-time-clock:priya'), locationId, by: priya.id }, 120);
  await run(lena.id, { type: 'ClockIn', staffId: lena.id, entryId: derivedUuid('demo-time-clock:lena'), locationId, by: lena.id }, 180);
  const last = await run(lena.id, { type: 'StartBreak', staffId: lena.id, by: lena.id }, 20);
  return { seeded: true, commands: 3, last: last.position };
}
