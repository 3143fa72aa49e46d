import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { publicBookingReplySchema, publicHoldReplySchema } from '@chairside/shared/booking/booking-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { callers, everyone, unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// The public booking API (backend/src/booking/public-booking-routes.ts): info, slots, holds and bookings
// are everyone's (anonymous included; a signed-in caller is recognised), and never reveal client data;
// "My appointments" is a signed-in client's alone (staff have the back office: 403); a visit's manage link
// is whoever holds its token's (X-Manage-Token), signed in or not.

const downtown = demoLocations.downtown.id;
const clientsOnly = (status: number): Record<Caller, number> => ({
  admin: 403,
  'staff with permission': 403,
  'staff without permission': 403,
  client: status,
  anonymous: 401,
});
const hours: Record<Caller, string> = {
  admin: '09:00',
  'staff with permission': '10:00',
  'staff without permission': '11:00',
  client: '12:00',
  anonymous: '13:00',
};

type PublicMatrixWorld = {
  staffId: string;
  serviceId: string;
  date: string;
  holdDate: string;
  toBook: Record<Caller, { holdId: string; holdToken: string }>;
  holdToRelease: string;
  clientAppointment: string;
  // Each caller's own anonymously booked visit, by its manage link's token.
  manageTokens: Record<Caller, string>;
};
let world: PublicMatrixWorld | null = null;
const built = (): PublicMatrixWorld => {
  if (!world) throw new Error('setUpPublicBookingWorld has not run');
  return world;
};
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toUTC().toISO() ?? '';

// A staff member working every day of the coming weeks at Downtown and a service only they perform (offered
// online, as services are by default); a hold for each caller to book, and the matrix client's own booking.
export async function setUpPublicBookingWorld(api: AdminApi, baseUrl: string, clientToken: string): Promise<void> {
  const tag = unique();
  const today = DateTime.now().setZone(BUSINESS_TIME_ZONE);
  const staffId = await api.call('POST', '/api/staff', {
    firstName: 'Online',
    lastName: `Matrix ${tag}`,
    email: `online.matrix.${tag}@chairside.test`,
    phone: null,
    color: '#0ea5e9',
    locationIds: [downtown],
    pay: {},
    username: `online.matrix.${tag}`,
    password: 'a-long-password',
  });
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: [{ start: '08:00', end: '20:00' }], breaks: [] }));
  await api.call('POST', `/api/staff/${staffId}/schedules`, {
    locationId: downtown,
    effectiveFrom: today.minus({ days: 1 }).toISODate(),
    effectiveUntil: today.plus({ days: 30 }).toISODate(),
    days,
  });
  const categoryId = await api.call('POST', '/api/service-categories', { name: `Online matrix ${tag}`, description: '' });
  const serviceId = await api.call('POST', '/api/services', {
    categoryId,
    name: `Online matrix ${tag}`,
    durationMinutes: 30,
    priceCents: 2500,
    color: '#8b5cf6',
  });
  await api.call('PUT', `/api/services/${serviceId}/staff`, { staff: [{ staffId, priceCents: null, durationMinutes: null }] });
  const date = today.plus({ days: 5 }).toISODate() ?? '';
  const holdDate = today.plus({ days: 6 }).toISODate() ?? '';
  const manageDate = today.plus({ days: 7 }).toISODate() ?? '';
  const place = async (time: string, token?: string, on = date) => {
    const response = await fetch(`${baseUrl}/api/public/booking/holds`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ locationId: downtown, serviceIds: [serviceId], staffId, startsAt: at(on, time) }),
    });
    if (response.status !== 201) throw new Error(`setup hold answered ${response.status}: ${await response.text()}`);
    return publicHoldReplySchema.parse(await response.json());
  };
  const placed = await Promise.all(callers.map(async (caller) => [caller, await place(hours[caller])] as const));
  const toBook = {} as PublicMatrixWorld['toBook'];
  for (const [caller, reply] of placed) toBook[caller] = { holdId: reply.holdId, holdToken: reply.holdToken };
  const holdToRelease = (await place('15:00')).holdId;
  const own = await place('16:00', clientToken);
  const booked = await fetch(`${baseUrl}/api/public/booking/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${clientToken}` },
    body: JSON.stringify({ holdId: own.holdId, holdToken: own.holdToken }),
  });
  if (booked.status !== 201) throw new Error(`setup booking answered ${booked.status}: ${await booked.text()}`);
  const { appointmentId } = (await booked.json()) as { appointmentId: string };
  const manageTokens = {} as PublicMatrixWorld['manageTokens'];
  for (const caller of callers) {
    const hold = await place(hours[caller], undefined, manageDate);
    const reply = await fetch(`${baseUrl}/api/public/booking/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        holdId: hold.holdId,
        holdToken: hold.holdToken,
        client: { firstName: 'Matrix', lastName: 'Link', email: `matrix.link.${unique()}@chairside.test`, phone: '' },
      }),
    });
    if (reply.status !== 201) throw new Error(`setup booking answered ${reply.status}: ${await reply.text()}`);
    manageTokens[caller] = publicBookingReplySchema.parse(await reply.json()).manageToken ?? '';
  }
  world = { staffId, serviceId, date, holdDate, toBook, holdToRelease, clientAppointment: appointmentId, manageTokens };
}

export const publicBookingRows: Row[] = [
  { route: 'GET /api/public/booking', path: () => '/api/public/booking', expect: everyone(200), note: 'public; no client data' },
  {
    route: 'GET /api/public/booking/slots',
    path: () => `/api/public/booking/slots?locationId=${downtown}&serviceIds=${built().serviceId}&date=${built().date}`,
    expect: everyone(200),
    note: 'public; when and with whom, never for whom',
  },
  {
    route: 'GET /api/public/booking/holds',
    path: () => '/api/public/booking/holds',
    expect: everyone(200),
    note: "public; the caller's own live holds (their visitor cookie, or themselves signed in), never their tokens",
  },
  {
    route: 'GET /api/public/booking/days',
    path: () => `/api/public/booking/days?locationId=${downtown}&serviceIds=${built().serviceId}&from=${built().date}`,
    expect: everyone(200),
    note: 'public; free, full or closed per day, nothing about anyone',
  },
  {
    route: 'POST /api/public/booking/holds',
    path: () => '/api/public/booking/holds',
    body: (_w, caller) => ({
      locationId: downtown,
      serviceIds: [built().serviceId],
      staffId: built().staffId,
      startsAt: at(built().holdDate, hours[caller]),
    }),
    expect: everyone(201),
  },
  {
    route: 'DELETE /api/public/booking/holds/:id',
    path: () => `/api/public/booking/holds/${built().holdToRelease}`,
    expect: everyone(400),
    note: 'public; without its X-Hold-Token header a release is a 400, never a 401/403 (tokens: public-booking-routes.int.test.ts)',
  },
  {
    route: 'POST /api/public/booking/bookings',
    path: () => '/api/public/booking/bookings',
    body: (_w, caller) => ({
      ...built().toBook[caller],
      client: { firstName: 'Matrix', lastName: `Online ${caller}`, email: `matrix.online.${unique()}@chairside.test`, phone: '' },
    }),
    expect: everyone(201),
    note: 'each caller books a hold of its own; a signed-in client books for their own account',
  },
  { route: 'GET /api/public/booking/my-appointments', path: () => '/api/public/booking/my-appointments', expect: clientsOnly(200) },
  {
    route: 'POST /api/public/booking/my-appointments/:id/cancel',
    path: () => `/api/public/booking/my-appointments/${built().clientAppointment}/cancel`,
    body: () => ({ reason: 'Matrix cancellation' }),
    expect: clientsOnly(200),
    note: "the client's own appointment, days ahead",
  },
  {
    route: 'POST /api/public/booking/my-appointments/:id/reschedule',
    path: () => `/api/public/booking/my-appointments/${built().clientAppointment}/reschedule`,
    body: () => ({ holdId: randomUUID(), holdToken: 'a-hold-token-nobody-was-given' }),
    expect: clientsOnly(422),
    note: 'the appointment the row before cancelled: 422 once the guard lets the client through',
  },
  {
    route: 'GET /api/public/booking/manage',
    path: () => '/api/public/booking/manage',
    headers: (_w, caller) => ({ 'X-Manage-Token': built().manageTokens[caller] }),
    expect: everyone(200),
    note: "public; whoever holds the visit's manage link (tokens: public-booking-manage.int.test.ts)",
  },
  {
    route: 'POST /api/public/booking/manage/reschedule',
    path: () => '/api/public/booking/manage/reschedule',
    headers: (_w, caller) => ({ 'X-Manage-Token': built().manageTokens[caller] }),
    body: () => ({ holdId: randomUUID(), holdToken: 'a-hold-token-nobody-was-given' }),
    expect: everyone(404),
    note: 'public with the link; an unknown hold: 404',
  },
  {
    route: 'POST /api/public/booking/manage/cancel',
    path: () => '/api/public/booking/manage/cancel',
    headers: (_w, caller) => ({ 'X-Manage-Token': built().manageTokens[caller] }),
    body: () => ({ reason: 'Matrix cancellation' }),
    expect: everyone(200),
    note: "public with the link; each caller's own visit, days ahead",
  },
  {
    route: 'POST /api/public/booking/manage/account',
    path: () => '/api/public/booking/manage/account',
    headers: (_w, caller) => ({ 'X-Manage-Token': built().manageTokens[caller] }),
    body: () => ({ password: 'a-long-password' }),
    expect: everyone(201),
    note: "public with the link; an account for each visit's own e-mail address",
  },
];
