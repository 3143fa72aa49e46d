import { sql, type Transaction } from 'kysely';
import { appointmentStatusLabels, type AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { LOCALE } from '@chairside/shared/constants';
import type { ReadModels } from '../database';

// The human lines of an appointment's timeline, written when the event is folded so they read as things
// were then. Service and staff names come from the catalogue and users read models (public views); a
// name not known (yet) reads "a service" / "a staff member" rather than failing the projection.

// `zone`: the location's own time zone, which its timeline lines read their times in.
export type NameLookup = { service(id: string): string; staff(id: string): string; zone(locationId: string | null): string };

// Formatters are built once per zone: formatting through luxon cost ~45 µs a line, most of a rebuild's folding time.
const formats = new Map<string, { when: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(zone: string) {
  let known = formats.get(zone);
  if (!known) {
    known = {
      when: new Intl.DateTimeFormat(LOCALE, {
        timeZone: zone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
      time: new Intl.DateTimeFormat(LOCALE, { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true }),
    };
    formats.set(zone, known);
  }
  return known;
}

// The parts by name; the separators are ours (Intl puts a narrow no-break space before AM/PM).
function partsOf(format: Intl.DateTimeFormat, instant: string): Map<Intl.DateTimeFormatPartTypes, string> {
  return new Map(format.formatToParts(Date.parse(instant)).map((part) => [part.type, part.value]));
}

// A day's bookings share their start times: a bounded memo spares most of the formatting.
const whenTexts = new Map<string, string>();

// Example: whenText('2026-11-23T16:00:00.000Z', 'America/Chicago') === 'Mon, Nov 23, 10:00 AM'; with 'America/New_York', '11:00 AM'
export function whenText(instant: string, zone: string): string {
  const key = `${zone} ${instant}`;
  const known = whenTexts.get(key);
  if (known !== undefined) return known;
  const parts = partsOf(formatsOf(zone).when, instant);
  const text = `${parts.get('weekday')}, ${parts.get('month')} ${parts.get('day')}, ${parts.get('hour')}:${parts.get('minute')} ${parts.get('dayPeriod')}`;
  if (whenTexts.size >= 10_000) whenTexts.clear();
  whenTexts.set(key, text);
  return text;
}

// Example: timeText('2026-11-23T19:30:00.000Z', 'America/Chicago') === '1:30 PM'
export function timeText(instant: string, zone: string): string {
  const parts = partsOf(formatsOf(zone).time, instant);
  return `${parts.get('hour')}:${parts.get('minute')} ${parts.get('dayPeriod')}`;
}

// "Haircut with Ava Johnson" or "Haircut with Ava Johnson and Colour with Liam Chen"
function servicesText(items: readonly AppointmentItemRecord[], names: NameLookup): string {
  const parts = items.map((item) => `${names.service(item.serviceId)} with ${names.staff(item.staffId)}`);
  return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const firstStart = (items: readonly AppointmentItemRecord[]) =>
  items.reduce((min, item) => (item.startsAt < min ? item.startsAt : min), items[0]?.startsAt ?? '');

export const bookedSummary = (items: readonly AppointmentItemRecord[], names: NameLookup, zone: string) =>
  `Booked ${servicesText(items, names)}, ${whenText(firstStart(items), zone)}`;

export const movedSummary = (items: readonly AppointmentItemRecord[], names: NameLookup, zone: string) => {
  const staff = [...new Set(items.map((item) => names.staff(item.staffId)))].join(' and ');
  return `Moved to ${whenText(firstStart(items), zone)} with ${staff}`;
};

export const resizedSummary = (clientEnd: string, zone: string) => `Length changed: now ends ${timeText(clientEnd, zone)}`;

export const servicesChangedSummary = (items: readonly AppointmentItemRecord[], names: NameLookup) =>
  `Services changed: ${servicesText(items, names)}`;

export const statusSummary = (status: AppointmentStatus) => `Status: ${appointmentStatusLabels[status]}`;

export const cancelledSummary = (reason: string, lateCancel: boolean) => `Cancelled: ${reason}${lateCancel ? ' (late cancellation)' : ''}`;

// Example: revertedSummary('checked_in', 'booked', 'wrong client') === 'Status reverted from Checked in to Booked: wrong client'
export const revertedSummary = (from: AppointmentStatus, to: AppointmentStatus, reason: string) =>
  `Status reverted from ${appointmentStatusLabels[from]} to ${appointmentStatusLabels[to]}${reason ? `: ${reason}` : ''}`;

export const reinstatedSummary = (status: AppointmentStatus) => `Cancellation undone: back to ${appointmentStatusLabels[status]}`;

// What a manager's override set aside, and why. Example: 'Booked over a conflict: VIP squeeze-in (Rosa Delgado is already booked 2:00–3:15 PM)'
export function overrideSummary(action: 'booked' | 'moved' | 'status', reason: string, rules: readonly string[]): string {
  if (action === 'status') return `Status set on another day than the appointment's, overriding the rule: ${reason}`;
  return `${action === 'booked' ? 'Booked' : 'Moved'} over a conflict: ${reason} (${rules.join('; ')})`;
}

// Loads the names (and the locations' zones) one batch of events needs, in a few queries.
export async function loadNames(trx: Transaction<ReadModels>, items: readonly AppointmentItemRecord[]): Promise<NameLookup> {
  const serviceIds = [...new Set(items.map((item) => item.serviceId))];
  const staffIds = [...new Set(items.map((item) => item.staffId))];
  const services = new Map<string, string>();
  const staff = new Map<string, string>();
  // The other read models' views exist once their projections have started; a fresh database may not have them yet.
  const views = await sql<{
    services: string | null;
    users: string | null;
    staff: string | null;
    locations: string | null;
  }>`select to_regclass('public.services')::text as services, to_regclass('public.users')::text as users, to_regclass('public.staff_members')::text as staff, to_regclass('public.locations')::text as locations`.execute(
    trx,
  );
  const present = views.rows[0];
  if (serviceIds.length > 0 && present?.services) {
    const rows = await trx.selectFrom('services').select(['id', 'name']).where('id', 'in', serviceIds).execute();
    for (const row of rows) services.set(row.id, row.name);
  }
  if (staffIds.length > 0 && present?.users) {
    const rows = await trx.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', staffIds).execute();
    for (const row of rows) staff.set(row.id, [row.first_name, row.last_name].filter(Boolean).join(' '));
  }
  // Staff members without a sign-in account have their name on their staff row.
  const withoutAccount = staffIds.filter((id) => !staff.has(id));
  if (withoutAccount.length > 0 && present?.staff) {
    const rows = await trx
      .selectFrom('staff_members')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', withoutAccount)
      .where('has_account', '=', false)
      .execute();
    for (const row of rows) staff.set(row.id, [row.first_name, row.last_name].filter(Boolean).join(' '));
  }
  // A handful of rows: every location's zone (a location without one keeps the business zone).
  const zones = new Map<string, string>();
  if (items.length > 0 && present?.locations) {
    for (const row of await trx.selectFrom('locations').select(['id', 'time_zone']).execute())
      if (row.time_zone) zones.set(row.id, row.time_zone);
  }
  return {
    service: (id) => services.get(id) ?? 'a service',
    staff: (id) => staff.get(id) ?? 'a staff member',
    zone: (locationId) => (locationId ? zones.get(locationId) : undefined) ?? DEFAULT_LOCATION_TIME_ZONE,
  };
}
