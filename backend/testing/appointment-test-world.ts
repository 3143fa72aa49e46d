import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';

// A small booking world built through the API as an admin, for the appointment route and race tests:
// staff working every day 08:00-20:00 at one location, a 30-minute service anyone of them performs, one
// needing a room (capacity 1) and one needing a device (quantity 1), and a client.

export type ApiCall = (method: string, path: string, body?: unknown, token?: string) => Promise<Response>;

export type AppointmentWorld = {
  locationId: string;
  staff: { id: string; name: string }[];
  services: { plain: string; room: string; device: string };
  roomId: string;
  deviceId: string;
  clientId: string;
  clientEmail: string;
};

export function apiCaller(baseUrl: string, defaultToken: string): ApiCall {
  return (method, path, body, token = defaultToken) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function created(response: Promise<Response>): Promise<string> {
  const reply = await response;
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`setup answered ${reply.status}: ${text}`);
  return (JSON.parse(text) as { id: string }).id;
}

// Example: localInstant('2026-11-24', '10:00') === '2026-11-24T16:00:00.000Z'
export const localInstant = (date: string, time: string): string =>
  DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toUTC().toISO() ?? '';
export const localToday = (): string => DateTime.now().setZone(BUSINESS_TIME_ZONE).toISODate() ?? '';
export const addDays = (date: string, days: number): string => DateTime.fromISO(date).plus({ days }).toISODate() ?? '';

export async function createAppointmentWorld(
  call: ApiCall,
  options: { locationId: string; staffCount?: number },
): Promise<AppointmentWorld> {
  const tag = randomUUID().slice(0, 8);
  const { locationId } = options;
  const hire = async (index: number) => {
    const firstName = `Tester${index}`;
    const lastName = `World ${tag}`;
    const id = await created(
      call('POST', '/staff', {
        firstName,
        lastName,
        email: `world.${tag}.${index}@chairside.test`,
        phone: null,
        color: '#0ea5e9',
        locationIds: [locationId],
        pay: {},
        username: `world.${tag}.${index}`,
        password: 'a-long-password',
      }),
    );
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: [{ start: '08:00', end: '20:00' }], breaks: [] }));
    await created(
      call('POST', `/staff/${id}/schedules`, { locationId, effectiveFrom: addDays(localToday(), -1), effectiveUntil: null, days }),
    );
    return { id, name: `${firstName} ${lastName}` };
  };
  const staff = await Promise.all(Array.from({ length: options.staffCount ?? 3 }, (_, index) => hire(index + 1)));
  const categoryId = await created(call('POST', '/service-categories', { name: `World ${tag}`, description: '' }));
  const service = (name: string, resourceNeed: 'none' | 'room' | 'device') =>
    created(
      call('POST', '/services', {
        categoryId,
        name: `${name} ${tag}`,
        durationMinutes: 30,
        priceCents: 4000,
        color: '#8b5cf6',
        resourceNeed,
      }),
    );
  const services = { plain: await service('Trim', 'none'), room: await service('Wrap', 'room'), device: await service('Laser', 'device') };
  for (const serviceId of Object.values(services)) {
    await created(
      call('PUT', `/services/${serviceId}/staff`, {
        staff: staff.map((member) => ({ staffId: member.id, priceCents: null, durationMinutes: null })),
      }),
    );
  }
  const roomId = await created(call('POST', '/rooms', { locationId, name: `Room ${tag}`, capacity: 1, serviceIds: [services.room] }));
  const deviceId = await created(
    call('POST', '/devices', { locationId, name: `Device ${tag}`, quantity: 1, serviceIds: [services.device] }),
  );
  const clientId = await created(
    call('POST', '/clients', {
      firstName: 'Casey',
      lastName: `Client ${tag}`,
      phone: '(312) 555-0142',
      email: `client.${tag}@chairside.test`,
    }),
  );
  return { locationId, staff, services, roomId, deviceId, clientId, clientEmail: `client.${tag}@chairside.test` };
}
