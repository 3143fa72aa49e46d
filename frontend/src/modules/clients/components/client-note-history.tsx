import { Button, Dialog, DialogBody, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { ClientNote } from '@chairside/shared/clients/client-note-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { showToast } from '../../../shell/toasts';
import { FormCallouts } from '../../../ui/form-callouts';
import { DIALOG_PORTAL_CLASS } from '../../../ui/form-dialog';
import { QueryStatus } from '../../../ui/query-error';
import { clientNoteQueries } from '../client-notes-queries';
import { useRestoreClientNoteVersion } from '../hooks/use-client-commands';

// Every version of a note, newest first, with who wrote it and when; any earlier one can be restored
// (the note's next version then says it again). Live: a version written elsewhere shows as it lands.
export function ClientNoteHistory({ note, canRestore, onClose }: { note: ClientNote; canRestore: boolean; onClose(): void }) {
  const versions = useQuery(clientNoteQueries.versions(note.id));
  const restore = useRestoreClientNoteVersion();
  const latest = versions.data?.[0]?.version;

  return (
    <Dialog isOpen title="Note history" onClose={onClose} className="ui-dialog client-note-dialog" portalClassName={DIALOG_PORTAL_CLASS}>
      <DialogBody>
        <QueryStatus query={versions} errorTitle="Could not read the note’s history" />
        {versions.data ? (
          <ol className="client-note-versions" aria-label="Versions">
            {versions.data.map((version) => (
              <li key={version.version} className="client-note-version" aria-label={`Version ${version.version}`}>
                <p className="client-note-meta">
                  <strong>Version {version.version}</strong> · {version.author.name} ·{' '}
                  <time dateTime={version.at}>{formatDateTime(version.at, BUSINESS_TIME_ZONE)}</time>
                  {version.version === latest && !note.deleted ? (
                    <Tag minimal className="client-note-tag">
                      Current
                    </Tag>
                  ) : null}
                  {version.pinned ? (
                    <Tag minimal intent="warning" icon="warning-sign" className="client-note-tag">
                      Alert
                    </Tag>
                  ) : null}
                </p>
                {version.restoredFromVersion !== null ? (
                  <p className="client-note-meta">Restored from version {version.restoredFromVersion}</p>
                ) : null}
                <p className="client-note-text">{version.text}</p>
                {canRestore && (version.version !== latest || note.deleted) ? (
                  <Button
                    size="small"
                    icon="history"
                    text={`Restore version ${version.version}`}
                    loading={restore.isPending && restore.variables?.version === version.version}
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(
                        { noteId: note.id, version: version.version },
                        { onSuccess: () => showToast({ message: `Version ${version.version} restored`, intent: 'success' }) },
                      )
                    }
                  />
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        <FormCallouts error={restore.error?.message} errorTitle="Could not restore the version" />
      </DialogBody>
    </Dialog>
  );
}
