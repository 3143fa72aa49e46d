import { unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// A client's privacy: the subject-access export with view_clients (Front Desk holds it; "staff with
// permission" does not), anonymising with delete_clients ("staff with permission" holds it; Front Desk
// does not). Anonymising again changes nothing, so every caller allowed may repeat it.

let clientId: string | null = null;
const built = (): string => {
  if (!clientId) throw new Error('setUpClientPrivacyWorld has not run');
  return clientId;
};

export async function setUpClientPrivacyWorld(api: AdminApi): Promise<void> {
  clientId = await api.call('POST', '/api/clients', {
    firstName: 'Matrix',
    lastName: `Erasure ${unique()}`,
    phone: '',
    email: `erasure.${unique()}@matrix.test`,
  });
}

const exporters: Record<Caller, number> = {
  admin: 200,
  'staff with permission': 403,
  'staff without permission': 200,
  client: 403,
  anonymous: 401,
};
const erasers: Record<Caller, number> = {
  admin: 200,
  'staff with permission': 200,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
};

export const clientPrivacyRows: Row[] = [
  { route: 'GET /api/clients/:id/export', path: () => `/api/clients/${built()}/export`, expect: exporters },
  { route: 'POST /api/clients/:id/anonymise', path: () => `/api/clients/${built()}/anonymise`, expect: erasers },
  // Merging takes delete_clients like erasure; a client merged with themselves is refused after the check.
  {
    route: 'POST /api/clients/merge',
    path: () => '/api/clients/merge',
    body: () => ({ survivorId: built(), mergedId: built() }),
    expect: { ...erasers, admin: 400, 'staff with permission': 400 },
    note: 'a merge of a client with themselves: 400 once the permission is granted',
  },
];
