import type { Caller, Row } from './permission-matrix-support';

// Client imports: every route needs import_clients (the Manager group's). "Staff with permission" holds it;
// "staff without permission" holds Front Desk's permissions, which do not include it.

const importers = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});

type ImportsWorld = { toCheck: string; toStart: Record<'admin' | 'staff with permission', string>; started: string };
let world: ImportsWorld | null = null;
const built = (): ImportsWorld => {
  if (!world) throw new Error('setUpClientImportsWorld has not run');
  return world;
};
const plan = { mapping: { firstName: 0, lastName: null, phone: 1, email: null }, duplicates: 'skip' };

// Uploads to check and to start (one per caller who may), and an import started (its job waits: this
// system runs no workers) to read, report on and cancel.
export async function setUpClientImportsWorld(baseUrl: string, adminToken: string): Promise<void> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const upload = async () => {
    const response = await fetch(`${baseUrl}/api/client-imports?fileName=matrix.csv`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/csv' },
      body: 'First name,Phone\nMatrix,312 555 0199\n',
    });
    if (response.status !== 200) throw new Error(`setup upload answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const started = await upload();
  const start = await fetch(`${baseUrl}/api/client-imports/${started}/start`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(plan),
  });
  if (start.status !== 200) throw new Error(`setup start answered ${start.status}: ${await start.text()}`);
  world = { toCheck: await upload(), toStart: { admin: await upload(), 'staff with permission': await upload() }, started };
}

const startable = (caller: Caller) =>
  caller === 'admin' || caller === 'staff with permission' ? built().toStart[caller] : built().toCheck;

export const clientImportRows: Row[] = [
  { route: 'GET /api/client-imports', path: () => '/api/client-imports', expect: importers(200) },
  {
    route: 'POST /api/client-imports',
    path: () => '/api/client-imports?fileName=matrix.csv',
    // The matrix sends JSON text: as a CSV file it is a header row without clients, refused only past the guard.
    body: () => 'First name',
    headers: () => ({ 'Content-Type': 'text/csv' }),
    expect: importers(400),
    note: 'a file without clients',
  },
  {
    route: 'POST /api/client-imports/:id/check',
    path: () => `/api/client-imports/${built().toCheck}/check`,
    body: () => plan,
    expect: importers(200),
  },
  {
    route: 'POST /api/client-imports/:id/start',
    path: (_world, caller) => `/api/client-imports/${startable(caller)}/start`,
    body: () => plan,
    expect: importers(200),
  },
  { route: 'GET /api/client-imports/:id', path: () => `/api/client-imports/${built().started}`, expect: importers(200) },
  { route: 'GET /api/client-imports/:id/errors', path: () => `/api/client-imports/${built().started}/errors`, expect: importers(200) },
  { route: 'POST /api/client-imports/:id/cancel', path: () => `/api/client-imports/${built().started}/cancel`, expect: importers(200) },
];
