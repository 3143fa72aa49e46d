import { useState } from 'react';
import { Button, HTMLTable, InputGroup, Radio } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientProfile } from '@chairside/shared/clients/client-dto';
import { clientMergeFields, type ClientMergeField, type ClientMergeInput } from '@chairside/shared/clients/client-merge-dto';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { showToast } from '../../../shell/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { birthdayText } from '../client-format';
import { clientQueries } from '../clients-queries';
import { useDebounced } from '../use-debounced';
import { useMergeClients } from '../hooks/use-client-commands';

const fieldLabels: Record<ClientMergeField, string> = { name: 'Name', phone: 'Phone', email: 'E-mail', birthday: 'Birthday' };

function shown(client: ClientProfile, field: ClientMergeField): string {
  switch (field) {
    case 'name':
      return client.name;
    case 'phone':
      return client.phone ? formatPhone(client.phone) : 'None';
    case 'email':
      return client.email || 'None';
    case 'birthday':
      return client.birthday ? birthdayText(client.birthday) : 'None';
  }
}

// "Merge duplicate" on a profile: find the other record of the same person, choose for each value whose
// is kept, then merge the other into this one. This profile survives; the other one redirects here.
export function ClientMergeButton({ client }: { client: ClientProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon="merge-columns"
        text="Merge duplicate"
        aria-label={`Merge a duplicate into ${client.name}`}
        onClick={() => setOpen(true)}
      />
      {open ? <ClientMergeDialog client={client} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ClientMergeDialog({ client, onClose }: { client: ClientProfile; onClose(): void }) {
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 250);
  const [otherId, setOtherId] = useState<string | null>(null);
  const [keep, setKeep] = useState<ClientMergeInput['keep']>({
    name: 'survivor',
    phone: 'survivor',
    email: 'survivor',
    birthday: 'survivor',
  });
  const found = useQuery({ ...clientQueries.list(typed, 'all'), enabled: typed.length > 0 && !otherId });
  const other = useQuery({ ...clientQueries.profile(otherId ?? ''), enabled: otherId !== null });
  const merge = useMergeClients();
  const candidates = (found.data ?? []).filter((candidate) => candidate.id !== client.id).slice(0, 8);

  const confirm = () => {
    if (!otherId) return;
    merge.mutate(
      { survivorId: client.id, mergedId: otherId, keep },
      {
        onSuccess: () => {
          showToast({ message: `${other.data?.name ?? 'The duplicate'} was merged into ${client.name}`, intent: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      title={`Merge a duplicate into ${client.name}`}
      confirmText="Merge"
      confirmDisabled={!otherId || !other.data}
      intent="primary"
      status={merge}
      errorTitle="The clients could not be merged"
      onConfirm={confirm}
      onClose={onClose}
    >
      {!otherId ? (
        <>
          <p>Find the other record of this person. Their visits, notes and sales will show here, and their profile will lead here.</p>
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label="Find the duplicate by name, phone or e-mail"
            placeholder="Name, phone or e-mail"
            value={search}
            onValueChange={setSearch}
            autoFocus
          />
          <ul className="clients-merge-candidates" aria-label="Matching clients">
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <Button
                  variant="minimal"
                  text={`${candidate.name} · ${candidate.phone ? formatPhone(candidate.phone) : candidate.email}`}
                  onClick={() => setOtherId(candidate.id)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : other.data ? (
        <>
          <p>
            {other.data.name} will be merged into {client.name}. Choose whose value is kept; tags are kept from both. This cannot be undone.
          </p>
          <HTMLTable compact className="clients-merge-table" aria-label="Values to keep">
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">{client.name} (kept)</th>
                <th scope="col">{other.data.name} (merged away)</th>
              </tr>
            </thead>
            <tbody>
              {clientMergeFields.map((field) => (
                <tr key={field}>
                  <th scope="row">{fieldLabels[field]}</th>
                  {(['survivor', 'merged'] as const).map((side) => (
                    <td key={side}>
                      <Radio
                        name={`merge-${field}`}
                        label={shown(side === 'survivor' ? client : (other.data as ClientProfile), field)}
                        aria-label={`Keep ${fieldLabels[field].toLowerCase()} ${shown(side === 'survivor' ? client : (other.data as ClientProfile), field)}`}
                        checked={keep[field] === side}
                        onChange={() => setKeep({ ...keep, [field]: side })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Button variant="minimal" text="Choose another client" onClick={() => setOtherId(null)} />
        </>
      ) : (
        <p>Loading…</p>
      )}
    </ConfirmDialog>
  );
}
