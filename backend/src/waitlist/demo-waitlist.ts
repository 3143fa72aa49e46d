import { DateTime } from 'luxon';
import type { WaitlistEntryInput } from '@chairside/shared/appointments/appointment-dto';
import { waitlistStreamName } from '@chairside/shared/appointments/appointment-events';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { DemoDiaryContext, DemoSeedStep } from '../http/backend-module';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { demoClients } from '../clients/index';
import type { CommandContext } from '../commands/handle-command';
import { demoStaff } from '../team/index';
import { addWaitlistEntry } from './waitlist-service';

const { services } = demoCatalogue;
// A date `days` after `today` ('yyyy-MM-dd'), in the business zone.
const addDays = (today: string, days: number) =>
  DateTime.fromISO(today, { zone: BUSINESS_TIME_ZONE }).plus({ days }).toFormat('yyyy-MM-dd');

// Clients waiting for a slot in the coming days; the diary's cancellations (the appointments module's seed
// runs after this one) free some of the times they wait for, so the demo opens with offers on the calendar
// and the dashboard.
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

const isEmpty = async (store: EventStore, locationId: string) =>
  (await store.readStream(waitlistStreamName(locationId), { maxCount: 1 })).length === 0;

// Adds the entries at a location only while its waitlist stream is empty, so a second run adds nothing.
// The service checks the location and the client in the read models: they are brought up to date first.
export async function seedDemoWaitlist({ store, readDb, now, upToDate }: DemoDiaryContext): Promise<DemoSeedStep> {
  const context: CommandContext = { userId: null, source: 'seed' };
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_TIME_ZONE }).toFormat('yyyy-MM-dd');
  const list = entries(today);
  const empty = new Map<string, boolean>();
  for (const { locationId } of list) if (!empty.has(locationId)) empty.set(locationId, await isEmpty(store, locationId));
  const toAdd = list.filter(({ locationId }) => empty.get(locationId));
  if (toAdd.length === 0) return { seeded: false, commands: 0, last: null };
  await upToDate();
  let last: DemoSeedStep['last'] = null;
  for (const input of toAdd) last = (await addWaitlistEntry({ store, readDb }, input, context)).result.position;
  return { seeded: true, commands: toAdd.length, last };
}
