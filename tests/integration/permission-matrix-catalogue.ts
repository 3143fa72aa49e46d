import { demoLocations } from '@chairside/backend/business/demo-business';
import { calendarUsers, staffWith, unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Service categories, services, rooms, devices and classes. Reads need view_services (or edit_services),
// writes edit_services; a staff member's services also accept edit_staff.

type PerCaller = { admin: string; 'staff with permission': string };
export type CatalogueWorld = {
  categoryToEdit: string;
  categoriesToDelete: PerCaller;
  serviceToEdit: string;
  servicesToDelete: PerCaller;
  roomToEdit: string;
  deviceToEdit: string;
  classToEdit: string;
};

const downtown = demoLocations.downtown.id;
const pick = (perCaller: PerCaller, caller: Caller) =>
  caller === 'staff with permission' ? perCaller['staff with permission'] : perCaller.admin;
const category = () => ({ name: `Matrix category ${unique()}`, description: '' });
const service = (categoryId: string, name = `Matrix service ${unique()}`) => ({
  categoryId,
  name,
  durationMinutes: 30,
  priceCents: 2500,
  color: '#8b5cf6',
});
const room = (name = `Matrix room ${unique()}`) => ({ locationId: downtown, name, capacity: 1, serviceIds: [] });
const device = (name = `Matrix device ${unique()}`) => ({ locationId: downtown, name, quantity: 1, serviceIds: [] });
// Sunday mornings: nothing else in the matrix uses them, so the instructor never clashes with a class.
const classType = (instructorId: string, startTime: string, name = `Matrix class ${unique()}`) => ({
  name,
  locationId: downtown,
  instructorId,
  capacity: 5,
  durationMinutes: 60,
  priceCents: 1500,
  color: '#10b981',
  timetable: [{ weekday: 7, startTime }],
  startsOn: '2027-01-03',
});

export async function setUpCatalogueWorld(api: AdminApi, instructorId: string): Promise<CatalogueWorld> {
  const categoryToEdit = await api.call('POST', '/api/service-categories', { name: 'Matrix edited category', description: '' });
  return {
    categoryToEdit,
    categoriesToDelete: {
      admin: await api.call('POST', '/api/service-categories', category()),
      'staff with permission': await api.call('POST', '/api/service-categories', category()),
    },
    serviceToEdit: await api.call('POST', '/api/services', service(categoryToEdit, 'Matrix edited service')),
    servicesToDelete: {
      admin: await api.call('POST', '/api/services', service(categoryToEdit)),
      'staff with permission': await api.call('POST', '/api/services', service(categoryToEdit)),
    },
    roomToEdit: await api.call('POST', '/api/rooms', room('Matrix edited room')),
    deviceToEdit: await api.call('POST', '/api/devices', device('Matrix edited device')),
    classToEdit: await api.call('POST', '/api/classes', classType(instructorId, '06:00', 'Matrix edited class')),
  };
}

export const catalogueRows: Row[] = [
  {
    route: 'GET /api/service-categories',
    path: () => '/api/service-categories',
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  { route: 'POST /api/service-categories', path: () => '/api/service-categories', body: () => category(), expect: staffWith(200) },
  {
    route: 'PUT /api/service-categories/:id',
    path: (w) => `/api/service-categories/${w.catalogue.categoryToEdit}`,
    body: () => ({ name: 'Matrix edited category', description: '' }),
    expect: staffWith(200),
  },
  {
    route: 'DELETE /api/service-categories/:id',
    path: (w, c) => `/api/service-categories/${pick(w.catalogue.categoriesToDelete, c)}`,
    expect: staffWith(200),
    note: 'an empty category',
  },

  {
    route: 'GET /api/services',
    path: () => '/api/services?includeArchived=true',
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  {
    route: 'GET /api/services/:id',
    path: (w) => `/api/services/${w.catalogue.serviceToEdit}`,
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  { route: 'POST /api/services', path: () => '/api/services', body: (w) => service(w.catalogue.categoryToEdit), expect: staffWith(200) },
  {
    route: 'PUT /api/services/:id',
    path: (w) => `/api/services/${w.catalogue.serviceToEdit}`,
    body: (w) => service(w.catalogue.categoryToEdit, 'Matrix edited service'),
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/services/:id/locations',
    path: (w) => `/api/services/${w.catalogue.serviceToEdit}/locations`,
    body: () => ({ locationIds: null }),
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/services/:id/staff',
    path: (w) => `/api/services/${w.catalogue.serviceToEdit}/staff`,
    body: () => ({ staff: [] }),
    expect: staffWith(200),
  },
  { route: 'POST /api/services/:id/archive', path: (w) => `/api/services/${w.catalogue.serviceToEdit}/archive`, expect: staffWith(200) },
  { route: 'POST /api/services/:id/restore', path: (w) => `/api/services/${w.catalogue.serviceToEdit}/restore`, expect: staffWith(200) },
  {
    route: 'DELETE /api/services/:id',
    path: (w, c) => `/api/services/${pick(w.catalogue.servicesToDelete, c)}`,
    expect: staffWith(200),
    note: 'a service without history',
  },
  {
    route: 'PUT /api/staff/:id/services',
    path: (w) => `/api/staff/${w.team.member.id}/services`,
    body: () => ({ services: [] }),
    expect: staffWith(200),
  },

  {
    route: 'GET /api/rooms',
    path: () => `/api/rooms?locationId=${downtown}`,
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  { route: 'POST /api/rooms', path: () => '/api/rooms', body: () => room(), expect: staffWith(200) },
  {
    route: 'PUT /api/rooms/:id',
    path: (w) => `/api/rooms/${w.catalogue.roomToEdit}`,
    body: () => room('Matrix edited room'),
    expect: staffWith(200),
  },
  { route: 'POST /api/rooms/:id/archive', path: (w) => `/api/rooms/${w.catalogue.roomToEdit}/archive`, expect: staffWith(200) },
  { route: 'POST /api/rooms/:id/restore', path: (w) => `/api/rooms/${w.catalogue.roomToEdit}/restore`, expect: staffWith(200) },

  {
    route: 'GET /api/devices',
    path: () => `/api/devices?locationId=${downtown}`,
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  { route: 'POST /api/devices', path: () => '/api/devices', body: () => device(), expect: staffWith(200) },
  {
    route: 'PUT /api/devices/:id',
    path: (w) => `/api/devices/${w.catalogue.deviceToEdit}`,
    body: () => device('Matrix edited device'),
    expect: staffWith(200),
  },
  { route: 'POST /api/devices/:id/archive', path: (w) => `/api/devices/${w.catalogue.deviceToEdit}/archive`, expect: staffWith(200) },
  { route: 'POST /api/devices/:id/restore', path: (w) => `/api/devices/${w.catalogue.deviceToEdit}/restore`, expect: staffWith(200) },

  {
    route: 'GET /api/classes',
    path: () => `/api/classes?locationId=${downtown}`,
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  {
    route: 'GET /api/class-sessions',
    path: () => `/api/class-sessions?locationId=${downtown}&from=2026-11-22&to=2026-11-29`,
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  {
    route: 'POST /api/classes',
    path: () => '/api/classes',
    body: (w, c) => classType(w.team.member.id, c === 'staff with permission' ? '09:00' : '07:30'),
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/classes/:id',
    path: (w) => `/api/classes/${w.catalogue.classToEdit}`,
    body: (w) => classType(w.team.member.id, '06:00', 'Matrix edited class'),
    expect: staffWith(200),
  },
  { route: 'POST /api/classes/:id/archive', path: (w) => `/api/classes/${w.catalogue.classToEdit}/archive`, expect: staffWith(200) },
  { route: 'POST /api/classes/:id/restore', path: (w) => `/api/classes/${w.catalogue.classToEdit}/restore`, expect: staffWith(200) },
];
