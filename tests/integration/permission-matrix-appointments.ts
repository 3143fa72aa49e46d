import { demoLocations } from '@chairside/backend/business/demo-business';
import { unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Booking, changing, status, cancelling and holds (appointment-routes.ts), and the details read of a real
// appointment. Book and holds: create_appointments or edit_calendar; move, resize and services:
// edit_appointments or edit_calendar; status: update_appointments, edit_appointments or edit_calendar;
// cancel: delete_appointments or edit_calendar (shared/src/appointments/appointment-permissions.ts).
//
// "staff without permission" holds Front Desk's permissions, every appointment permission among them,
// so it is the one that passes; "staff with permission" holds team, catalogue and business permissions
// only. The other reads (list, unknown id, dashboard) are in permission-matrix-clients-waitlist.ts.

const downtown = demoLocations.downtown.id;
const frontDeskAndAdmin = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': 403,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});
// The two callers that get through book different slots, so the second does not clash with the first.
const slot = (caller: Caller, date: string) => `${date}T${caller === 'admin' ? '15' : '17'}:00:00.000Z`;

type PerCaller = { admin: string; 'staff without permission': string };
type AppointmentMatrixWorld = {
  staffId: string;
  serviceId: string;
  clientId: string;
  toChange: string;
  toCancel: PerCaller;
  toReinstate: PerCaller;
  // Booked, no status change yet: whoever the guard lets through hears "There is no status change to revert" (409).
  toRevert: string;
  holdToRelease: string;
};
let world: AppointmentMatrixWorld | null = null;
const built = (): AppointmentMatrixWorld => {
  if (!world) throw new Error('setUpAppointmentWorld has not run');
  return world;
};
const pick = (perCaller: PerCaller, caller: Caller) =>
  caller === 'staff without permission' ? perCaller['staff without permission'] : perCaller.admin;

const booking = (date: string, startsAt = `${date}T16:00:00.000Z`) => ({
  locationId: downtown,
  clientId: built().clientId,
  startsAt,
  items: [{ serviceId: built().serviceId, staffId: built().staffId }],
});

// A staff member working every day of 2027 at Downtown, a service only they perform, a client, and
// appointments and a hold for the rows to act on (in February 2027, which nothing else in the matrix uses).
export async function setUpAppointmentWorld(api: AdminApi): Promise<void> {
  const tag = unique();
  const staffId = await api.call('POST', '/api/staff', {
    firstName: 'Matrix',
    lastName: `Booker ${tag}`,
    email: `matrix.booker.${tag}@chairside.test`,
    phone: null,
    color: '#0ea5e9',
    locationIds: [downtown],
    pay: {},
    username: `matrix.booker.${tag}`,
    password: 'a-long-password',
  });
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: [{ start: '08:00', end: '20:00' }], breaks: [] }));
  await api.call('POST', `/api/staff/${staffId}/schedules`, {
    locationId: downtown,
    effectiveFrom: '2027-02-01',
    effectiveUntil: '2027-02-28',
    days,
  });
  const categoryId = await api.call('POST', '/api/service-categories', { name: `Matrix bookings ${tag}`, description: '' });
  const serviceId = await api.call('POST', '/api/services', {
    categoryId,
    name: `Matrix booking ${tag}`,
    durationMinutes: 30,
    priceCents: 2500,
    color: '#8b5cf6',
  });
  await api.call('PUT', `/api/services/${serviceId}/staff`, { staff: [{ staffId, priceCents: null, durationMinutes: null }] });
  const clientId = await api.call('POST', '/api/clients', {
    firstName: 'Matrix',
    lastName: `Booked ${tag}`,
    phone: '(312) 555-0188',
    email: '',
  });
  world = {
    staffId,
    serviceId,
    clientId,
    toChange: '',
    toCancel: { admin: '', 'staff without permission': '' },
    toReinstate: { admin: '', 'staff without permission': '' },
    toRevert: '',
    holdToRelease: '',
  };
  world.toChange = await api.call('POST', '/api/appointments', booking('2027-02-10'));
  world.toCancel = {
    admin: await api.call('POST', '/api/appointments', booking('2027-02-11')),
    'staff without permission': await api.call('POST', '/api/appointments', booking('2027-02-12')),
  };
  const cancelled = async (date: string) => {
    const id = await api.call('POST', '/api/appointments', booking(date));
    await api.call('POST', `/api/appointments/${id}/cancel`, { reason: 'Matrix cancellation to undo' });
    return id;
  };
  world.toReinstate = { admin: await cancelled('2027-02-17'), 'staff without permission': await cancelled('2027-02-18') };
  world.toRevert = await api.call('POST', '/api/appointments', booking('2027-02-19'));
  world.holdToRelease = await api.call('POST', '/api/appointment-holds', {
    locationId: downtown,
    startsAt: '2027-02-13T16:00:00.000Z',
    items: [{ serviceId, staffId }],
  });
}

export const appointmentRows: Row[] = [
  {
    route: 'POST /api/appointments',
    path: () => '/api/appointments',
    body: (_w, c) => booking('2027-02-15', slot(c, '2027-02-15')),
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'GET /api/appointments/:id',
    path: () => `/api/appointments/${built().toChange}`,
    expect: frontDeskAndAdmin(200),
    note: 'an existing appointment',
  },
  {
    route: 'POST /api/appointments/:id/reschedule',
    path: () => `/api/appointments/${built().toChange}/reschedule`,
    body: () => ({ startsAt: '2027-02-10T18:00:00.000Z' }),
    expect: frontDeskAndAdmin(200),
    note: 'moving to the same time again changes nothing',
  },
  {
    route: 'PUT /api/appointments/:id',
    path: () => `/api/appointments/${built().toChange}`,
    body: () => ({ items: [{ serviceId: built().serviceId, staffId: built().staffId }], notes: 'Matrix notes' }),
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'POST /api/appointments/:id/status',
    path: () => `/api/appointments/${built().toChange}/status`,
    body: () => ({ status: 'confirmed' }),
    expect: frontDeskAndAdmin(200),
    note: 'the same status twice is a no-op',
  },
  {
    route: 'POST /api/appointments/:id/status/revert',
    path: () => `/api/appointments/${built().toRevert}/status/revert`,
    body: () => ({ reason: 'Matrix revert' }),
    expect: frontDeskAndAdmin(409),
    note: 'no status change to revert: 409 once the guard lets the caller through',
  },
  {
    route: 'POST /api/appointments/:id/reinstate',
    path: (_w, c) => `/api/appointments/${pick(built().toReinstate, c)}/reinstate`,
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'POST /api/appointments/:id/cancel',
    path: (_w, c) => `/api/appointments/${pick(built().toCancel, c)}/cancel`,
    body: () => ({ reason: 'Matrix cancellation' }),
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'POST /api/appointment-holds',
    path: () => '/api/appointment-holds',
    body: (_w, c) => ({
      locationId: downtown,
      startsAt: slot(c, '2027-02-16'),
      items: [{ serviceId: built().serviceId, staffId: built().staffId }],
    }),
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'DELETE /api/appointment-holds/:id',
    path: () => `/api/appointment-holds/${built().holdToRelease}`,
    expect: frontDeskAndAdmin(200),
    note: 'releasing twice is a no-op',
  },
];
