import { calendarUsers, unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Client notes: read with view_clients or edit_clients, written with edit_clients. The alerts (pinned notes)
// are read also by whoever uses the calendar or the point of sale, the screens that show them.
// "Staff without permission" holds Front Desk's permissions (view and edit clients): the one that passes;
// "staff with permission" holds team, catalogue and point-of-sale permissions (so the alerts only).

const frontDeskAndAdmin = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': 403,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});

type ClientNotesWorld = { clientId: string; noteToEdit: string; noteToDelete: string };
let world: ClientNotesWorld | null = null;
const built = (): ClientNotesWorld => {
  if (!world) throw new Error('setUpClientNotesWorld has not run');
  return world;
};

// A client with a note to edit and restore (each again changes nothing) and one to delete (again: nothing).
export async function setUpClientNotesWorld(api: AdminApi): Promise<void> {
  const clientId = await api.call('POST', '/api/clients', {
    firstName: 'Noted',
    lastName: `Matrix ${unique()}`,
    phone: '',
    email: `noted-${unique()}@example.com`,
  });
  const noteToEdit = await api.call('POST', '/api/client-notes', { clientId, text: 'First version', pinned: true });
  const noteToDelete = await api.call('POST', '/api/client-notes', { clientId, text: 'To delete', pinned: false });
  world = { clientId, noteToEdit, noteToDelete };
}

export const clientNoteRows: Row[] = [
  { route: 'GET /api/client-notes', path: () => `/api/client-notes?clientId=${built().clientId}`, expect: frontDeskAndAdmin(200) },
  {
    route: 'GET /api/client-notes/:id/versions',
    path: () => `/api/client-notes/${built().noteToEdit}/versions`,
    expect: frontDeskAndAdmin(200),
  },
  { route: 'GET /api/client-alerts', path: () => `/api/client-alerts?clientIds=${built().clientId}`, expect: calendarUsers(200) },
  {
    route: 'POST /api/client-notes',
    path: () => '/api/client-notes',
    body: () => ({ clientId: built().clientId, text: `Matrix ${unique()}` }),
    expect: frontDeskAndAdmin(200),
  },
  {
    route: 'PUT /api/client-notes/:id',
    path: () => `/api/client-notes/${built().noteToEdit}`,
    body: () => ({ text: 'Second version', pinned: true }),
    expect: frontDeskAndAdmin(200),
    note: 'the same text again is a no-op',
  },
  {
    route: 'POST /api/client-notes/:id/restore',
    path: () => `/api/client-notes/${built().noteToEdit}/restore`,
    body: () => ({ version: 1 }),
    expect: frontDeskAndAdmin(200),
    note: 'restoring what the note already says is a no-op',
  },
  {
    route: 'DELETE /api/client-notes/:id',
    path: () => `/api/client-notes/${built().noteToDelete}`,
    expect: frontDeskAndAdmin(200),
    note: 'deleting twice is a no-op',
  },
];
