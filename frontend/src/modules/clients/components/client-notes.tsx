import { useState } from 'react';
import { Button, Switch, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import {
  CLIENT_NOTE_READ_PERMISSIONS,
  CLIENT_NOTE_WRITE_PERMISSION,
  type ClientNote,
  type ClientNoteRevision,
} from '@chairside/shared/clients/client-note-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { usePermissions } from '../../../access/use-permissions';
import { showToast } from '../../../shell/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryStatus } from '../../../ui/query-error';
import { clientNoteQueries } from '../client-notes-queries';
import { useAddClientNote, useDeleteClientNote, useReviseClientNote } from '../hooks/use-client-commands';
import { ClientNoteEditor, type PlaceholderValues } from './client-note-editor';
import { ClientNoteHistory } from './client-note-history';
import '../client-notes.css';

type ClientNotesProps = {
  clientId: string;
  // In an appointment's details: that appointment's notes, new ones written for it, and the values its
  // template placeholders take (service, date, time, staff member, location). On the profile: none, and
  // the appointment placeholders of a template stay as typed.
  appointment?: { id: string; placeholders: PlaceholderValues };
  // The section's own heading ("Client notes" in the appointment drawer); none where the host's heading
  // already names it (the profile's "Notes" section).
  title?: string;
  headingLevel?: 2 | 3;
};

type Dialog = { kind: 'add' } | { kind: 'edit' | 'history' | 'delete'; note: ClientNote };

const when = (at: string) => formatDateTime(at, BUSINESS_TIME_ZONE);

// A client's notes (or one appointment's), live: pinned ones (alerts) first, each with its version, who
// changed it last and when; add, edit (a new version), view the history and restore, delete (the history
// stays). Read with view_clients, written with edit_clients; nothing shows without the permission to read.
export function ClientNotes({ clientId, appointment, title, headingLevel = 2 }: ClientNotesProps) {
  const { canAny, can } = usePermissions();
  const mayRead = canAny(CLIENT_NOTE_READ_PERMISSIONS);
  const mayWrite = can(CLIENT_NOTE_WRITE_PERMISSION);
  const [showDeleted, setShowDeleted] = useState(false);
  const notes = useQuery({
    ...clientNoteQueries.list({ clientId, appointmentId: appointment?.id ?? null }, showDeleted),
    enabled: mayRead,
  });
  const names = useQuery({ ...clientNoteQueries.names(clientId), enabled: mayWrite });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const add = useAddClientNote();
  const revise = useReviseClientNote();
  const remove = useDeleteClientNote();
  if (!mayRead) return null;

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `client-notes-title-${appointment ? 'appointment' : 'client'}`;
  const placeholders: PlaceholderValues = {
    ...(names.data ? { 'client first name': names.data.firstName, 'client last name': names.data.lastName } : {}),
    ...appointment?.placeholders,
  };
  const close = () => setDialog(null);
  const saved = (message: string) => () => {
    close();
    showToast({ message, intent: 'success' });
  };
  const save = (input: ClientNoteRevision) => {
    if (dialog?.kind === 'edit') revise.mutate({ noteId: dialog.note.id, revision: input }, { onSuccess: saved('Note saved') });
    else add.mutate({ clientId, appointmentId: appointment?.id ?? null, ...input }, { onSuccess: saved('Note added') });
  };

  return (
    <section className="client-notes" {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': 'Client notes' })}>
      <div className="client-notes-header">
        {title ? (
          <Heading id={headingId} className="client-notes-title">
            {title}
          </Heading>
        ) : null}
        {mayWrite ? <Button icon="add" text="Add note" onClick={() => setDialog({ kind: 'add' })} /> : null}
      </div>
      <Switch
        className="client-notes-deleted"
        label="Show deleted notes"
        role="switch"
        checked={showDeleted}
        onChange={(event) => setShowDeleted(event.currentTarget.checked)}
      />
      <QueryStatus query={notes} errorTitle="Could not read the notes" compact />
      {notes.data?.length === 0 ? <p className="client-notes-empty">{showDeleted ? 'No notes.' : 'No notes yet.'}</p> : null}
      {notes.data && notes.data.length > 0 ? (
        <ul className="client-notes-list" aria-label={title ?? 'Client notes'}>
          {notes.data.map((note) => (
            <li key={note.id} className={`client-note${note.pinned && !note.deleted ? ' client-note-pinned' : ''}`}>
              {note.deleted ? (
                <Tag minimal intent="danger" icon="trash" className="client-note-tag">
                  Deleted
                </Tag>
              ) : null}
              {note.pinned ? (
                <Tag intent="warning" icon="warning-sign" className="client-note-tag">
                  Alert
                </Tag>
              ) : null}
              {!appointment && note.appointmentId ? (
                <Tag minimal icon="calendar" className="client-note-tag">
                  Appointment note
                </Tag>
              ) : null}
              <p className="client-note-text">{note.text}</p>
              <p className="client-note-meta">
                Version {note.version} · {note.version === 1 ? 'written' : 'changed'} by {note.updatedBy.name},{' '}
                <time dateTime={note.updatedAt}>{when(note.updatedAt)}</time>
              </p>
              <div className="client-note-actions">
                {mayWrite && !note.deleted ? (
                  <Button size="small" variant="minimal" icon="edit" text="Edit" onClick={() => setDialog({ kind: 'edit', note })} />
                ) : null}
                <Button size="small" variant="minimal" icon="history" text="History" onClick={() => setDialog({ kind: 'history', note })} />
                {mayWrite && !note.deleted ? (
                  <Button size="small" variant="minimal" icon="trash" text="Delete" onClick={() => setDialog({ kind: 'delete', note })} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ClientNoteEditor
          note={dialog.kind === 'edit' ? dialog.note : null}
          placeholders={placeholders}
          status={dialog.kind === 'edit' ? revise : add}
          onSubmit={save}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'history' ? <ClientNoteHistory note={dialog.note} canRestore={mayWrite} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete this note?"
          confirmText="Delete note"
          intent="danger"
          status={remove}
          errorTitle="Could not delete the note"
          onConfirm={() => remove.mutate(dialog.note.id, { onSuccess: saved('Note deleted') })}
          onClose={close}
        >
          <p>It leaves the notes{dialog.note.pinned ? ' and the alerts' : ''}; every version stays in its history.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
