import { unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Client profiles: the sections (visits, spend, timeline) read with view_clients or edit_clients; edit,
// consent, archive and restore with edit_clients. The matrix's "staff without permission" caller holds
// Front Desk's permissions, which include both, so here it is the one that passes; "staff with permission"
// holds team, catalogue and business permissions only.

const frontDeskAndAdmin = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': 403,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});

type ClientsWorld = { toRead: string; toEdit: string; toConsent: string; toArchive: string; toRestore: string };
let world: ClientsWorld | null = null;
const built = (): ClientsWorld => {
  if (!world) throw new Error('setUpClientsWorld has not run');
  return world;
};

// A client per route, so no row's change (an archive) stands in another row's way; the one to restore
// starts archived. Each command again changes nothing, so every allowed caller hears 200.
export async function setUpClientsWorld(api: AdminApi): Promise<void> {
  const register = (name: string) =>
    api.call('POST', '/api/clients', {
      firstName: 'Matrix',
      lastName: `${name} ${unique()}`,
      phone: '',
      email: `matrix.${unique()}@example.com`,
    });
  world = {
    toRead: await register('Read'),
    toEdit: await register('Edit'),
    toConsent: await register('Consent'),
    toArchive: await register('Archive'),
    toRestore: await register('Restore'),
  };
  await api.call('POST', `/api/clients/${world.toRestore}/archive`);
}

export const clientRows: Row[] = [
  { route: 'GET /api/clients/:id/visits', path: () => `/api/clients/${built().toRead}/visits`, expect: frontDeskAndAdmin(200) },
  { route: 'GET /api/clients/:id/summary', path: () => `/api/clients/${built().toRead}/summary`, expect: frontDeskAndAdmin(200) },
  { route: 'GET /api/clients/:id/timeline', path: () => `/api/clients/${built().toRead}/timeline`, expect: frontDeskAndAdmin(200) },
  {
    route: 'PUT /api/clients/:id',
    path: () => `/api/clients/${built().toEdit}`,
    body: () => ({ firstName: 'Matrix', lastName: 'Edited', phone: '(312) 555-0188', email: '', birthday: '--05-01', tags: ['VIP'] }),
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'PUT /api/clients/:id/consent/:channel',
    path: () => `/api/clients/${built().toConsent}/consent/email`,
    body: () => ({ granted: true, source: 'desk' }),
    expect: frontDeskAndAdmin(200),
  },
  { route: 'POST /api/clients/:id/archive', path: () => `/api/clients/${built().toArchive}/archive`, expect: frontDeskAndAdmin(200) },
  { route: 'POST /api/clients/:id/restore', path: () => `/api/clients/${built().toRestore}/restore`, expect: frontDeskAndAdmin(200) },
];
