import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { Transaction } from 'kysely';
import { appointmentStatusLabels, type AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { LOCALE } from '@chairside/shared/constants';
import { locationTimeZones } from '../business/business-queries';
import { serviceSummariesByIds } from '../catalogue/catalogue-queries';
import type { ReadModels } from '../database';
import { readIfStarted } from '../engine/other-read-models';
import { staffNamesByIds } from '../team/staff-queries';

// The human lines of an appointment's timeline, written when the event is folded so they read as things
// were then. Service and staff names come from the catalogue and team read models (their queries); a
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

// "Booked online …" for a client's own booking on the booking page; "… (walk-in)" for a walk-in.
export const bookedSummary = (
  items: readonly AppointmentItemRecord[],
  names: NameLookup,
  zone: string,
  how: { online?: boolean; walkIn?: boolean } = {},
) =>
  `Booked${how.online ? ' online' : ''} ${servicesText(items, names)}, ${whenText(firstStart(items), zone)}${how.walkIn ? ' (walk-in)' : ''}`;

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

export const paidSummary = (amountCents: number, completed: boolean) =>
  `Paid ${formatMoneyFromCents(amountCents)}${completed ? ' at checkout: completed' : ''}`;

export const reinstatedSummary = (status: AppointmentStatus) => `Cancellation undone: back to ${appointmentStatusLabels[status]}`;

// What a manager's override set aside, and why. Example: 'Booked over a conflict: VIP squeeze-in (Rosa Delgado is already booked 2:00–3:15 PM)'
export function overrideSummary(action: 'booked' | 'moved' | 'status', reason: string, rules: readonly string[]): string {
  if (action === 'status') return `Status set on another day than the appointment's, overriding the rule: ${reason}`;
  return `${action === 'booked' ? 'Booked' : 'Moved'} over a conflict: ${reason} (${rules.join('; ')})`;
}

// Loads the names (and the locations' zones) one batch of events needs, in a few queries, each asked of the
// read model's owner (catalogue, team, business). A read model whose projection has not started yet (a fresh
// database) gives no names, so its lines read "a service" / "a staff member".
export async function loadNames(readModels: Transaction<ReadModels>, items: readonly AppointmentItemRecord[]): Promise<NameLookup> {
  const services = new Map<string, string>();
  const staff = new Map<string, string>();
  const zones = new Map<string, string>();
  if (items.length > 0) {
    const summaries = await readIfStarted(
      readModels,
      () =>
        serviceSummariesByIds(
          readModels,
          items.map((item) => item.serviceId),
        ),
      new Map(),
    );
    for (const [id, summary] of summaries) services.set(id, summary.name);
    // Staff members without a sign-in account have their name on their staff row: the team module knows.
    const names = await readIfStarted(
      readModels,
      () =>
        staffNamesByIds(
          readModels,
          items.map((item) => item.staffId),
        ),
      new Map(),
    );
    for (const [id, name] of names) staff.set(id, [name.firstName, name.lastName].filter(Boolean).join(' '));
    // A handful of rows: every location's zone (a location without one keeps the business zone).
    for (const [id, zone] of await readIfStarted(readModels, () => locationTimeZones(readModels), new Map<string, string>()))
      if (zone) zones.set(id, zone);
  }
  return {
    service: (id) => services.get(id) ?? 'a service',
    staff: (id) => staff.get(id) ?? 'a staff member',
    zone: (locationId) => (locationId ? zones.get(locationId) : undefined) ?? DEFAULT_LOCATION_TIME_ZONE,
  };
}
