import { z } from 'zod';
import { APPOINTMENT_PERMISSIONS, type PermissionName } from '../identity/permissions';

// Notes are read with view_clients (or edit_clients) and written with edit_clients. Their alerts (pinned
// notes) are read by whoever uses the screens that show them: the calendar and the point of sale.
export const CLIENT_NOTE_READ_PERMISSIONS = ['view_clients', 'edit_clients'] as const satisfies readonly PermissionName[];
export const CLIENT_NOTE_WRITE_PERMISSION = 'edit_clients' satisfies PermissionName;
export const CLIENT_ALERT_READ_PERMISSIONS = [
  ...CLIENT_NOTE_READ_PERMISSIONS,
  ...APPOINTMENT_PERMISSIONS,
  'view_pos',
] as const satisfies readonly PermissionName[];

export const CLIENT_NOTE_TEXT_MAX = 4000;
// How many clients one GET /api/client-alerts asks about: a busy day's calendar at one location.
export const CLIENT_ALERTS_IDS_MAX = 300;

const noteText = z
  .string('Write the note')
  .trim()
  .min(1, 'Write the note')
  .max(CLIENT_NOTE_TEXT_MAX, `A note is at most ${CLIENT_NOTE_TEXT_MAX} characters`);

// POST /api/client-notes: a new note about a client, for one of their appointments or for the client alone.
export const clientNoteInputSchema = z.object({
  clientId: z.uuid('Choose a client'),
  appointmentId: z.uuid('appointmentId is not an appointment id').nullable().default(null),
  text: noteText,
  pinned: z.boolean('pinned is true or false').default(false),
});
export type ClientNoteInput = z.infer<typeof clientNoteInputSchema>;

// PUT /api/client-notes/:id: the note's next version (its client and appointment stay).
export const clientNoteRevisionSchema = z.object({
  text: noteText,
  pinned: z.boolean('pinned is true or false'),
});
export type ClientNoteRevision = z.infer<typeof clientNoteRevisionSchema>;

// POST /api/client-notes/:id/restore: a new version with the text and pin of an earlier one.
export const clientNoteRestoreSchema = z.object({
  version: z.number('Choose a version').int('Choose a version').min(1, 'Choose a version').max(1_000_000, 'Choose a version'),
});

// GET /api/client-notes?clientId= (every note of the client, their appointments' included) or
// ?appointmentId= (the notes written for one appointment); includeDeleted shows the deleted ones too.
export const clientNoteListQuerySchema = z
  .object({
    clientId: z.uuid('clientId is not a client id').optional(),
    appointmentId: z.uuid('appointmentId is not an appointment id').optional(),
    includeDeleted: z.enum(['true', 'false'], 'includeDeleted is true or false').optional(),
  })
  .refine((query) => (query.clientId === undefined) !== (query.appointmentId === undefined), {
    message: 'Ask for the notes of a client (clientId) or of an appointment (appointmentId)',
    path: ['clientId'],
  });

// GET /api/client-alerts?clientIds=a,b,c
export const clientAlertsQuerySchema = z.object({
  clientIds: z
    .string('clientIds lists client ids, comma-separated')
    .trim()
    .min(1, 'clientIds lists client ids, comma-separated')
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(
      z
        .array(z.uuid('clientIds lists client ids, comma-separated'))
        .max(CLIENT_ALERTS_IDS_MAX, `Ask about at most ${CLIENT_ALERTS_IDS_MAX} clients at once`),
    ),
});

const author = z.object({ userId: z.string().nullable(), name: z.string() });

export const clientNoteSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  appointmentId: z.string().nullable(),
  version: z.number(),
  text: z.string(),
  pinned: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
  createdBy: author,
  updatedAt: z.string(),
  updatedBy: author,
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

// GET /api/client-notes/:id/versions, newest first.
export const clientNoteVersionSchema = z.object({
  version: z.number(),
  text: z.string(),
  pinned: z.boolean(),
  restoredFromVersion: z.number().nullable(),
  at: z.string(),
  author,
});
export type ClientNoteVersion = z.infer<typeof clientNoteVersionSchema>;

// A pinned note as an alert: GET /api/client-alerts answers them oldest first per client.
export const clientAlertSchema = z.object({ clientId: z.string(), noteId: z.string(), text: z.string() });
export type ClientAlert = z.infer<typeof clientAlertSchema>;
