import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { ANONYMISED_CLIENT_NAME } from '@chairside/shared/clients/client-events';
import { apiRequest } from '../../../api/api-client';
import { usePermissions } from '../../../access/use-permissions';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAnonymiseClient } from '../hooks/use-client-commands';

// The fields of a profile these actions use (the profile page passes its client).
export type PrivacyClient = { id: string; firstName: string; lastName: string; name?: string; status?: string };

// The subject-access export: the API's JSON file, handed to the browser to save.
async function downloadExport(client: PrivacyClient): Promise<void> {
  const data: unknown = await apiRequest(`/api/clients/${encodeURIComponent(client.id)}/export`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `client-${client.id}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// On a client's profile: "Export data" (view_clients) and "Anonymise" (delete_clients), the latter after a
// dialog that says what happens and that it cannot be undone.
export function ClientPrivacyActions({ client }: { client: PrivacyClient }) {
  const { can } = usePermissions();
  const anonymise = useAnonymiseClient();
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const name = client.name ?? `${client.firstName} ${client.lastName}`.trim();
  const anonymised = client.status === 'anonymised' || client.firstName === ANONYMISED_CLIENT_NAME;
  const merged = client.status === 'merged';
  if (merged) return null;

  const exportData = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadExport(client);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export could not be made');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {can('view_clients') && (
        <Button
          icon="download"
          text="Export data"
          aria-label={`Export data of ${name}`}
          loading={exporting}
          onClick={() => void exportData()}
        />
      )}
      {can('delete_clients') && !anonymised && (
        <Button
          icon="eye-off"
          intent="danger"
          variant="outlined"
          text="Anonymise"
          aria-label={`Anonymise ${name}`}
          onClick={() => setConfirming(true)}
        />
      )}
      {exportError && (
        <Callout intent="danger" role="alert" title="The export could not be made">
          {exportError}
        </Callout>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Anonymise ${name}?`}
          confirmText="Anonymise client"
          intent="danger"
          status={anonymise}
          errorTitle="The client was not anonymised"
          onConfirm={() => anonymise.mutate(client.id, { onSuccess: () => setConfirming(false) })}
          onClose={() => {
            anonymise.reset();
            setConfirming(false);
          }}
        >
          <p>
            {name}&rsquo;s name, phone, e-mail, birthday, tags and notes are erased everywhere, including the history, and their online
            account is closed. Their visits and sales stay, shown as &ldquo;{ANONYMISED_CLIENT_NAME}&rdquo;.
          </p>
          <p>
            <strong>This cannot be undone.</strong> Export their data first if they asked for a copy.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
