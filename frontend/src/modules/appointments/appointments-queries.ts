import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  appointmentDetailsSchema,
  appointmentListSchema,
  appointmentsPatchSchema,
  appointmentsTodaySchema,
  waitlistEntrySchema,
  type AppointmentList,
  type AppointmentsPatch,
} from '@chairside/shared/appointments/appointment-dto';
import { clientSummarySchema } from '@chairside/shared/clients/client-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';
import { showToast } from '../../shell/toasts';
import { calendarZone } from './cached-zone';
import { onlineBookingNews } from './online-announcements';

// The online bookings this session has announced (each once, whichever of its lists heard it).
const announcedOnline = new Set<string>();

// Reads of the calendar. The first key segment is what a live topic invalidates
// (frontend/src/live/topic-keys.ts): 'appointments' → ['appointments'], ['appointment'],
// ['appointments-today']; 'waitlist' → ['waitlist']; 'clients' → ['clients'] (the clients the
// booking dialog finds; a minimal clients module lives here until the clients screens come).

export type AppointmentRange = { locationId: string; from: string; to: string; staffId?: string };

export const appointmentQueries = {
  // One date or a range (both local dates, included); cancelled ones come too (the list view shows them).
  range: ({ locationId, from, to, staffId }: AppointmentRange) =>
    queryOptions({
      queryKey: ['appointments', locationId, from, to, staffId ?? null],
      queryFn: () =>
        apiRequest(withQuery('/api/appointments', from === to ? { locationId, date: from, staffId } : { locationId, from, to, staffId }), {
          schema: appointmentListSchema,
        }),
    }),
  details: (id: string) =>
    queryOptions({
      queryKey: ['appointment', id],
      queryFn: () => apiRequest(`/api/appointments/${encodeURIComponent(id)}`, { schema: appointmentDetailsSchema }),
    }),
  today: (locationId: string) =>
    queryOptions({
      queryKey: ['appointments-today', locationId],
      queryFn: () => apiRequest(withQuery('/api/dashboard/appointments-today', { locationId }), { schema: appointmentsTodaySchema }),
    }),
};

export const waitlistQueries = {
  list: (locationId: string) =>
    queryOptions({
      queryKey: ['waitlist', locationId],
      queryFn: () => apiRequest(withQuery('/api/waitlist', { locationId }), { schema: z.array(waitlistEntrySchema) }),
    }),
};

export const clientQueries = {
  search: (search: string) =>
    queryOptions({
      queryKey: ['clients', 'search', search],
      queryFn: ({ signal }) =>
        apiRequest(withQuery('/api/clients', { search, limit: '8' }), { schema: z.array(clientSummarySchema), signal }),
      // Typing a name refines the last answer; keep showing it meanwhile.
      placeholderData: (previous) => previous,
    }),
};

type ListKey = readonly ['appointments', string, string, string, string | null];

const isListKey = (key: readonly unknown[]): key is ListKey =>
  key.length === 5 && key[0] === 'appointments' && typeof key[1] === 'string' && typeof key[2] === 'string' && typeof key[3] === 'string';

const byStart = <Entry extends { startsAt: string; id: string }>(a: Entry, b: Entry) =>
  a.startsAt === b.startsAt ? (a.id < b.id ? -1 : 1) : a.startsAt < b.startsAt ? -1 : 1;

// A change notice's patch taken into one cached list: each changed record replaces its old copy, or
// leaves a list whose location, days or staff member it no longer matches; expired holds go.
export function patchAppointmentList(
  list: AppointmentList,
  key: ListKey,
  patch: AppointmentsPatch,
  now: number = Date.now(),
): AppointmentList {
  const [, locationId, from, to, staffId] = key;
  const covers = (entry: { locationId: string; date: string; items: readonly { staffId: string }[] }) =>
    entry.locationId === locationId &&
    entry.date >= from &&
    entry.date <= to &&
    (staffId === null || entry.items.some((item) => item.staffId === staffId));
  const changed = new Set([...patch.removedIds, ...patch.appointments.map(({ id }) => id), ...patch.holds.map(({ id }) => id)]);
  return {
    appointments: [...list.appointments.filter(({ id }) => !changed.has(id)), ...patch.appointments.filter(covers)].sort(byStart),
    holds: [
      ...list.holds.filter(({ id }) => !changed.has(id)),
      ...patch.holds.filter((hold) => covers(hold) && Date.parse(hold.expiresAt) > now),
    ].sort(byStart),
  };
}

// The `appointments` topic's patcher (live/topic-patchers.ts): every cached calendar list takes the patch
// in; a list being read right now takes it into the read's answer once it lands (the answer may predate the
// change). Returns the key roots it brought up to date, or null when the patch is not one it knows.
export function patchAppointmentLists(queryClient: QueryClient, value: unknown): readonly (readonly unknown[])[] | null {
  const parsed = appointmentsPatchSchema.safeParse(value);
  if (!parsed.success) return null;
  for (const news of onlineBookingNews(parsed.data.appointments, announcedOnline, Date.now(), calendarZone().name))
    showToast({ message: news, intent: 'success' });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['appointments'] })) {
    const key = query.queryKey;
    if (!isListKey(key)) continue;
    if (query.state.fetchStatus === 'fetching') patchOnceRead(queryClient, query, key, parsed.data);
    else if (query.state.data === undefined) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    else queryClient.setQueryData<AppointmentList>(key, (list) => (list ? patchAppointmentList(list, key, parsed.data) : list));
  }
  return [['appointments']];
}

// Patches heard while a list was being read, in the order heard.
const heardDuringRead = new WeakMap<Query, AppointmentsPatch[]>();

// The patches heard during a read are taken into its answer when it lands, in the order heard. A change the
// answer already has is written again; if the answer is newer still, the patch of that newer change comes
// later in the feed, so after this one. Reading the list again instead cancelled the read in flight: a
// calendar hearing notices faster than it reads showed nothing new for as long as they came.
function patchOnceRead(queryClient: QueryClient, query: Query, key: ListKey, patch: AppointmentsPatch): void {
  const heard = heardDuringRead.get(query);
  if (heard) {
    heard.push(patch);
    return;
  }
  heardDuringRead.set(query, [patch]);
  // Without cancelRefetch, refetchQueries joins the read in flight: it settles once the answer is stored.
  void queryClient.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false }).finally(() => {
    const patches = heardDuringRead.get(query) ?? [];
    heardDuringRead.delete(query);
    queryClient.setQueryData<AppointmentList>(key, (list) =>
      list ? patches.reduce((patched, next) => patchAppointmentList(patched, key, next), list) : list,
    );
  });
}
