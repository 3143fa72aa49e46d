import { DateTime } from 'luxon';
import { defaultPayrollSettings } from '@chairside/shared/business/business-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { adjacentPayPeriod, payPeriodContaining } from '@chairside/shared/time-clock/pay-periods';
import { personTimesheet, timesheetReadWindow, type TimesheetEntryInput } from '@chairside/shared/time-clock/timesheet';
import type { Timesheets } from '@chairside/shared/time-clock/time-clock-dto';
import { getBusinessSettings, locationZones } from '@chairside/projections/business/business-queries';
import { staffNamesByIds } from '@chairside/projections/team/staff-queries';
import { listTimeEntries } from '@chairside/projections/time-clock/time-entry-queries';
import type { Caller } from '../auth/caller';
import { DomainError } from '../commands/domain-error';
import type { ServiceDeps } from '../commands/service-deps';
import { managesTimeClock } from './time-clock-access';

// A pay period's timesheets: everyone's for a manager, one's own otherwise. Days and weeks are on the clock
// of the location where each entry was worked (shared/src/time-clock/timesheet.ts does the arithmetic).
export async function timesheets(
  deps: Pick<ServiceDeps, 'readDb'>,
  query: { date?: string; staffId?: string },
  caller: Caller,
): Promise<Timesheets & { zoneOf: (locationId: string) => string }> {
  const manager = managesTimeClock(caller);
  if (!manager && query.staffId && query.staffId !== caller.userId) throw new DomainError('You can see only your own timesheet', 403);
  const staffId = manager ? query.staffId : caller.userId;
  const business = await getBusinessSettings(deps.readDb);
  const settings = business?.payroll ?? defaultPayrollSettings;
  const today =
    DateTime.now()
      .setZone(business?.timeZone ?? 'UTC')
      .toISODate() ?? '';
  const period = payPeriodContaining(query.date ?? today, settings.payPeriod);
  const window = timesheetReadWindow(period, settings.weekStartsOn);
  const utcDay = (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).toJSDate();
  const [entries, zoneOf] = await Promise.all([
    listTimeEntries(deps.readDb, { from: utcDay(window.from), to: utcDay(window.to), ...(staffId ? { staffId } : {}) }),
    locationZones(deps.readDb),
  ]);
  const byPerson = new Map<string, typeof entries>();
  for (const entry of entries) byPerson.set(entry.staffId, [...(byPerson.get(entry.staffId) ?? []), entry]);
  const names = await staffNamesByIds(deps.readDb, [...byPerson.keys()]);
  const people = [...byPerson].flatMap(([personId, own]) => {
    const inputs: TimesheetEntryInput[] = own.map((entry) => ({ ...entry, timeZone: zoneOf(entry.locationId) }));
    const sheet = personTimesheet(inputs, { period, weekStartsOn: settings.weekStartsOn, paidBreakMinutes: settings.paidBreakMinutes });
    if (sheet.days.length === 0) return [];
    const byId = new Map(own.map(({ staffId: _staffId, ...entry }) => [entry.entryId, entry]));
    return [
      {
        staffId: personId,
        name: displayName(names.get(personId)) || 'Someone no longer on the team',
        days: sheet.days.map(({ entryIds, ...day }) => ({ ...day, entries: entryIds.flatMap((id) => byId.get(id) ?? []) })),
        totals: sheet.totals,
      },
    ];
  });
  people.sort((a, b) => a.name.localeCompare(b.name));
  return {
    zoneOf,
    period,
    previousDate: adjacentPayPeriod(period, settings.payPeriod, -1).start,
    nextDate: adjacentPayPeriod(period, settings.payPeriod, 1).start,
    people,
  };
}
