import { unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Note templates: read with view_note_templates or edit_note_templates, changed with edit_note_templates.
// "Staff with permission" holds edit_note_templates; "staff without permission" holds Front Desk's
// permissions, which read templates but never change them.

const editors = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});
const readers = (status: number): Record<Caller, number> => ({ ...editors(status), 'staff without permission': status });

let templateToEdit: string | null = null;
const built = (): string => {
  if (!templateToEdit) throw new Error('setUpNoteTemplatesWorld has not run');
  return templateToEdit;
};

// A template to edit, archive and restore (each again changes nothing).
export async function setUpNoteTemplatesWorld(api: AdminApi): Promise<void> {
  templateToEdit = await api.call('POST', '/api/note-templates', { name: `Matrix ${unique()}`, body: 'Hi {client first name}' });
}

export const noteTemplateRows: Row[] = [
  { route: 'GET /api/note-templates', path: () => '/api/note-templates?includeArchived=true', expect: readers(200) },
  {
    route: 'POST /api/note-templates',
    path: () => '/api/note-templates',
    body: () => ({ name: `Matrix ${unique()}`, body: 'See you {date}' }),
    expect: editors(200),
  },
  {
    route: 'PUT /api/note-templates/:id',
    path: () => `/api/note-templates/${built()}`,
    body: () => ({ name: 'Matrix edited template', body: 'See you {date} at {time}' }),
    expect: editors(200),
  },
  { route: 'POST /api/note-templates/:id/archive', path: () => `/api/note-templates/${built()}/archive`, expect: editors(200) },
  { route: 'POST /api/note-templates/:id/restore', path: () => `/api/note-templates/${built()}/restore`, expect: editors(200) },
];
