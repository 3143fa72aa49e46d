import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Classes, FormGroup, HTMLTable, Icon, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientInput, ClientListItem } from '@chairside/shared/clients/client-dto';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { showToast } from '../../shell/toasts';
import { EmptyState } from '../../ui/empty-state';
import { QueryError } from '../../ui/query-error';
import { ClientDialog } from './components/client-dialog';
import { useRegisterClient } from './hooks/use-client-commands';
import { CLIENT_LIST_LIMIT, clientQueries } from './clients-queries';
import { useDebounced } from './use-debounced';
import './clients.css';

function countText(count: number, search: string): string {
  if (count >= CLIENT_LIST_LIMIT) return `The first ${CLIENT_LIST_LIMIT} clients${search ? ' found' : ''}: type more to narrow the list.`;
  if (count === 0) return search ? 'No client matches.' : 'No clients yet.';
  return `${count} ${count === 1 ? 'client' : 'clients'}${search ? ' found' : ''}.`;
}

// /clients: the client book, searched as one types by name, phone (any format) or e-mail over every
// client; archived clients only when asked for. Live on the 'clients' topic.
export function ClientsPage() {
  const { loading, can } = usePermissions();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const search = useDebounced(text.trim(), 200);
  const list = useQuery(clientQueries.list(search, showArchived ? 'all' : 'active'));
  const register = useRegisterClient();
  const [adding, setAdding] = useState(false);
  const canCreate = !loading && can('create_clients');
  // The import has no sidebar item of its own (SPEC §2.8): it is reached from the client book.
  const canImport = !loading && can('import_clients');
  const closeDialog = () => {
    register.reset();
    setAdding(false);
  };
  const add = (input: ClientInput) =>
    register.mutate(input, {
      onSuccess: (reply) => {
        showToast({ message: `${[input.firstName, input.lastName].filter(Boolean).join(' ')} added`, intent: 'success' });
        closeDialog();
        void navigate(`/clients/${encodeURIComponent(reply.id)}`);
      },
    });
  const rows = list.data ?? [];

  return (
    <PageFrame
      title="Clients"
      description="Find a client by name, phone number in any format, or e-mail."
      actions={
        <>
          {canImport ? (
            <Link className={Classes.BUTTON} to="/clients-import">
              <Icon icon="import" aria-hidden="true" />
              <span className={Classes.BUTTON_TEXT}>Import clients</span>
            </Link>
          ) : null}
          {canCreate ? <Button intent="primary" icon="new-person" text="New client" onClick={() => setAdding(true)} /> : null}
        </>
      }
    >
      <div className="clients-page">
        <div className="clients-search-bar">
          <FormGroup label="Search clients" labelFor="clients-search" className="clients-search-field">
            <InputGroup
              id="clients-search"
              type="search"
              leftIcon="search"
              autoComplete="off"
              placeholder="Name, phone or e-mail"
              value={text}
              onValueChange={setText}
            />
          </FormGroup>
          <Switch
            label="Show archived clients"
            role="switch"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.currentTarget.checked)}
          />
        </div>
        {list.isError ? <QueryError error={list.error} title="Could not search the clients" /> : null}
        <p role="status" className="clients-count" aria-live="polite">
          {list.isSuccess ? countText(rows.length, search) : 'Searching…'}
        </p>
        {list.isSuccess && rows.length === 0 ? (
          <EmptyState icon="people" title={search ? 'No client matches' : 'No clients yet'} level={2} />
        ) : null}
        {rows.length > 0 ? <ClientTable rows={rows} /> : null}
      </div>
      {adding ? <ClientDialog client={null} status={register} onSubmit={(input) => add(input)} onClose={closeDialog} /> : null}
    </PageFrame>
  );
}

function ClientTable({ rows }: { rows: readonly ClientListItem[] }) {
  return (
    <HTMLTable className="clients-table" striped interactive aria-label="Clients">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Phone</th>
          <th scope="col">E-mail</th>
          <th scope="col">Tags</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((client) => (
          <tr key={client.id}>
            <td>
              <Link to={`/clients/${encodeURIComponent(client.id)}`}>{client.name}</Link>
              {client.status === 'archived' ? (
                <Tag minimal round className="clients-archived-tag">
                  Archived
                </Tag>
              ) : null}
            </td>
            <td>{client.phone ? formatPhone(client.phone) : ''}</td>
            <td>{client.email}</td>
            <td>
              {client.tags.map((tag) => (
                <Tag key={tag} minimal className="clients-tag">
                  {tag}
                </Tag>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
