import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoCatalogue } from '@chairside/backend/catalogue/demo-catalogue';
import { unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Clients, the waitlist and the appointment reads. Clients: read with view_clients, create_clients,
// edit_clients, create_appointments or edit_calendar; create with create_clients. Waitlist: read with any
// appointment permission, change with create_appointments or edit_calendar. Appointment reads: any
// appointment permission.
//
// The matrix's "staff without permission" caller holds Front Desk's permissions, which include every
// appointment and client permission, so here it is the one that passes; "staff with permission" holds
// team, catalogue and business permissions only, none of these.

const downtown = demoLocations.downtown.id;
const frontDeskAndAdmin = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': 403,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});

type ClientsWaitlistWorld = { clientId: string; entryToRemove: string };
let world: ClientsWaitlistWorld | null = null;
const built = (): ClientsWaitlistWorld => {
  if (!world) throw new Error('setUpClientsWaitlistWorld has not run');
  return world;
};

// A client to read and put on the waitlist, and an entry to remove (removing it again changes nothing).
export async function setUpClientsWaitlistWorld(api: AdminApi): Promise<void> {
  const clientId = await api.call('POST', '/api/clients', {
    firstName: 'Matrix',
    lastName: `Client ${unique()}`,
    phone: '(312) 555-0177',
    email: '',
  });
  const entryToRemove = await api.call('POST', '/api/waitlist', waitlistEntry(clientId));
  world = { clientId, entryToRemove };
}

function waitlistEntry(clientId: string) {
  return {
    locationId: downtown,
    clientId,
    serviceId: demoCatalogue.services.womensCut.id,
    fromDate: '2027-02-01',
    untilDate: '2027-02-05',
    fromTime: '09:00',
    untilTime: '12:00',
    notes: '',
  };
}

export const clientsWaitlistRows: Row[] = [
  { route: 'GET /api/clients', path: () => '/api/clients?search=matrix&limit=5', expect: frontDeskAndAdmin(200) },
  { route: 'GET /api/clients/:id', path: () => `/api/clients/${built().clientId}`, expect: frontDeskAndAdmin(200) },
  {
    route: 'POST /api/clients',
    path: () => '/api/clients',
    body: () => ({ firstName: 'Matrix', lastName: `New ${unique()}`, phone: '', email: `matrix-${unique()}@example.com` }),
    expect: frontDeskAndAdmin(200),
  },

  { route: 'GET /api/waitlist', path: () => `/api/waitlist?locationId=${downtown}`, expect: frontDeskAndAdmin(200) },
  { route: 'POST /api/waitlist', path: () => '/api/waitlist', body: () => waitlistEntry(built().clientId), expect: frontDeskAndAdmin(200) },
  {
    route: 'POST /api/waitlist/:id/remove',
    path: () => `/api/waitlist/${built().entryToRemove}/remove`,
    body: () => ({}),
    expect: frontDeskAndAdmin(200),
    note: 'removing twice is a no-op',
  },

  {
    route: 'GET /api/appointments',
    path: () => `/api/appointments?locationId=${downtown}&date=2027-02-01`,
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'GET /api/appointments/:id',
    path: () => '/api/appointments/00000000-0000-4000-8000-000000000000',
    expect: frontDeskAndAdmin(404),
    note: 'an unknown id: 404 only once allowed to read',
  },
  {
    route: 'GET /api/dashboard/appointments-today',
    path: () => `/api/dashboard/appointments-today?locationId=${downtown}`,
    expect: frontDeskAndAdmin(200),
  },
];
