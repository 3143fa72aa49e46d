import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientProfile, ClientProfileInput } from '@chairside/shared/clients/client-dto';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { showToast } from '../../shell/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadingState } from '../../ui/loading-state';
import { QueryError } from '../../ui/query-error';
import { ClientConsentControl } from './components/client-consent';
import { ClientDialog } from './components/client-dialog';
import { ClientNotes } from './components/client-notes';
import { ClientAlertLine } from './components/client-notes-alert';
import { ClientPrivacyActions } from './components/client-privacy-actions';
import { ClientMergeButton } from './components/client-merge-dialog';
import { ProfileSections } from './components/client-sections';
import { useClientAction, useEditClient } from './hooks/use-client-commands';
import { birthdayText } from './client-format';
import { clientNoteQueries } from './client-notes-queries';
import { clientQueries } from './clients-queries';
import './clients.css';

// /clients/:clientId: one client's profile, live on the 'clients' topic. A client merged into another
// opens the survivor's profile instead.
export function ClientProfilePage() {
  const { clientId = '' } = useParams();
  const profile = useQuery(clientQueries.profile(clientId));
  if (profile.isPending) return <LoadingState />;
  if (profile.isError)
    return (
      <PageFrame title="Client">
        <QueryError error={profile.error} title="Could not open this client" />
        <Link to="/clients">Back to the clients</Link>
      </PageFrame>
    );
  const client = profile.data;
  if (client.status === 'merged' && client.mergedInto) return <Navigate to={`/clients/${encodeURIComponent(client.mergedInto)}`} replace />;
  return <ClientProfileView key={client.id} client={client} />;
}

function ClientProfileView({ client }: { client: ClientProfile }) {
  const { loading, can } = usePermissions();
  const active = client.status === 'active';
  const canEdit = !loading && can('edit_clients') && (active || client.status === 'archived');
  const edit = useEditClient();
  const action = useClientAction();
  const alerts = useQuery(clientNoteQueries.alerts([client.id])).data;
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);

  const closeEdit = () => {
    edit.reset();
    setEditing(false);
  };
  const save = (input: ClientProfileInput) =>
    edit.mutate(
      { id: client.id, input },
      {
        onSuccess: () => {
          showToast({ message: `${input.firstName} ${input.lastName}`.trim() + ' saved', intent: 'success' });
          closeEdit();
        },
      },
    );
  const changeStatus = (next: 'archive' | 'restore') =>
    action.mutate(
      { id: client.id, action: next },
      {
        onSuccess: () => {
          showToast({ message: `${client.name} ${next === 'archive' ? 'archived' : 'restored'}`, intent: 'success' });
          setArchiving(false);
        },
        onError: (error) => {
          if (next === 'restore') showToast({ message: error.message, intent: 'danger' });
        },
      },
    );

  return (
    <PageFrame
      title={client.name}
      description={
        <span className="clients-profile-status">
          {client.status === 'archived' ? <Tag intent="warning">Archived</Tag> : null}
          {client.status === 'anonymised' ? <Tag>Anonymised</Tag> : null}
          <Link to="/clients">All clients</Link>
        </span>
      }
      actions={
        <>
          {canEdit && active ? (
            <Button icon="edit" text="Edit" aria-label={`Edit ${client.name}`} onClick={() => setEditing(true)} />
          ) : null}
          {canEdit && active ? (
            <Button icon="archive" text="Archive" aria-label={`Archive ${client.name}`} onClick={() => setArchiving(true)} />
          ) : null}
          {canEdit && client.status === 'archived' ? (
            <Button
              icon="undo"
              text="Restore"
              aria-label={`Restore ${client.name}`}
              loading={action.isPending}
              onClick={() => changeStatus('restore')}
            />
          ) : null}
          {!loading && can('delete_clients') && active ? <ClientMergeButton client={client} /> : null}
          <ClientPrivacyActions client={client} />
        </>
      }
    >
      {/* The pinned notes, where the desk looks first; the Notes section below holds them too. */}
      <ClientAlertLine alerts={alerts?.get(client.id)} className="clients-profile-alert" />
      <section className="clients-profile-header" aria-label="Contact and consent">
        <dl className="clients-facts">
          <div>
            <dt>Phone</dt>
            <dd>{client.phone ? <a href={`tel:${client.phone}`}>{formatPhone(client.phone)}</a> : 'None'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : 'None'}</dd>
          </div>
          <div>
            <dt>Birthday</dt>
            <dd>{client.birthday ? birthdayText(client.birthday) : 'Not given'}</dd>
          </div>
          <div>
            <dt>Tags</dt>
            <dd>
              {client.tags.length === 0
                ? 'None'
                : client.tags.map((tag) => (
                    <Tag key={tag} minimal className="clients-tag">
                      {tag}
                    </Tag>
                  ))}
            </dd>
          </div>
        </dl>
        <ClientConsentControl client={client} canChange={canEdit && active} />
      </section>
      <ProfileSections client={client}>
        <section className="clients-section" aria-labelledby="client-notes-title">
          <h2 id="client-notes-title">Notes</h2>
          <ClientNotes clientId={client.id} />
        </section>
      </ProfileSections>
      {editing ? (
        <ClientDialog client={client} status={edit} onSubmit={(input) => save(input as ClientProfileInput)} onClose={closeEdit} />
      ) : null}
      {archiving ? (
        <ConfirmDialog
          title={`Archive ${client.name}?`}
          confirmText="Archive client"
          intent="danger"
          status={action}
          errorTitle="Could not archive the client"
          onConfirm={() => changeStatus('archive')}
          onClose={() => {
            action.reset();
            setArchiving(false);
          }}
        >
          <p>
            An archived client is hidden from search (show archived clients to find them) and cannot be changed until restored. Their visits
            and history stay.
          </p>
        </ConfirmDialog>
      ) : null}
    </PageFrame>
  );
}
