import type { WaitlistEntryInput } from '@chairside/shared/appointments/appointment-dto';
import { waitlistStreamName } from '@chairside/shared/appointments/appointment-events';
import type { ReadDb } from '@chairside/projections/database';
import type { CommandContext, CommandResult } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { addWaitlistEntry } from '../waitlist/waitlist-service';
import { demoLocations } from './demo-business';
import { demoCatalogue } from './demo-catalogue';
import { demoClients } from './demo-clients';
import { addDays } from './demo-day-inputs';
import { demoStaff } from './demo-staff';

const { services } = demoCatalogue;

// Clients waiting for a slot in the coming days; the diary's cancellations (seeded after these) free some
// of the times they wait for, so the demo opens with offers on the calendar and the dashboard.
function entries(today: string): WaitlistEntryInput[] {
  const entry = (
    locationId: string,
    client: number,
    serviceId: string,
    staffId: string | null,
    from: number,
    until: number,
    fromTime: string,
    untilTime: string,
    notes: string,
  ): WaitlistEntryInput => ({
    locationId,
    clientId: demoClients[client]!.id,
    serviceId,
    staffId,
    fromDate: addDays(today, from),
    untilDate: addDays(today, until),
    fromTime,
    untilTime,
    notes,
  });
  const { downtown, uptown } = demoLocations;
  return [
    entry(downtown.id, 20, services.balayage.id, demoStaff.maya.id, 2, 21, '10:00', '16:00', 'Any weekday; can come in at short notice.'),
    entry(downtown.id, 31, services.deepTissue.id, null, 1, 14, '16:00', '19:00', 'After work only.'),
    entry(downtown.id, 12, services.womensCut.id, demoStaff.bailey.id, 1, 10, '09:00', '12:00', 'Wants Bailey; mornings.'),
    entry(downtown.id, 57, services.gelManicure.id, null, 1, 7, '09:00', '17:00', ''),
    entry(uptown.id, 47, services.gelManicure.id, demoStaff.ava.id, 2, 12, '12:00', '18:00', 'Birthday on the weekend: nails before then.'),
    entry(uptown.id, 66, services.swedish60.id, null, 1, 20, '10:00', '18:00', ''),
  ];
}

// Adds the entries at a location only while its waitlist stream is empty, so a second run adds nothing.
export async function seedDemoWaitlist(
  store: EventStore,
  readDb: ReadDb,
  today: string,
): Promise<{ seeded: boolean; commands: number; last: CommandResult | null }> {
  const context: CommandContext = { userId: null, source: 'seed' };
  const empty = new Map<string, boolean>();
  let commands = 0;
  let last: CommandResult | null = null;
  for (const input of entries(today)) {
    if (!empty.has(input.locationId))
      empty.set(input.locationId, (await store.readStream(waitlistStreamName(input.locationId), { maxCount: 1 })).length === 0);
    if (!empty.get(input.locationId)) continue;
    last = (await addWaitlistEntry({ store, readDb }, input, context)).result;
    commands += 1;
  }
  return { seeded: commands > 0, commands, last };
}
