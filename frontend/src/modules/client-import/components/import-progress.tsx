import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientImport } from '@chairside/shared/client-imports/client-import-dto';
import { ApiError, errorMessageFromBody } from '../../../api/api-client';
import { readStoredToken } from '../../../session/session-storage';
import { LoadingState } from '../../../ui/loading-state';
import { QueryError } from '../../../ui/query-error';
import { clientImportQueries } from '../client-import-queries';
import { useCancelClientImport } from '../hooks/use-client-import-commands';

// The error report is a file behind the session's token: fetched, then handed to the browser to save.
async function downloadErrorReport(id: string) {
  const token = readStoredToken();
  const response = await fetch(`/api/client-imports/${encodeURIComponent(id)}/errors`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorMessageFromBody(body, response.statusText), response.status, response.statusText, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `import-errors-${id.slice(0, 8)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const statusText: Record<ClientImport['status'], string> = {
  running: 'Importing…',
  finished: 'Import finished',
  cancelled: 'Import cancelled',
};

// One import's live progress (the 'client-imports' topic moves it on as each batch lands; a reload reads it again).
export function ImportProgress({ importId, onDone }: { importId: string; onDone: () => void }) {
  const progress = useQuery(clientImportQueries.one(importId));
  const cancel = useCancelClientImport();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (progress.isPending) return <LoadingState />;
  if (progress.isError) return <QueryError error={progress.error} title="Could not load the import" />;
  const job = progress.data;
  const share = job.totalRows === 0 ? 1 : job.processedRows / job.totalRows;
  const running = job.status === 'running';
  return (
    <section className="client-import-progress" aria-labelledby="client-import-progress-title">
      <h2 id="client-import-progress-title">
        {statusText[job.status]}: {job.fileName}
      </h2>
      <ProgressBar
        value={job.status === 'finished' ? 1 : share}
        intent={job.status === 'cancelled' ? 'warning' : job.status === 'finished' ? 'success' : 'primary'}
        animate={running}
        stripes={running}
        aria-label="Import progress"
      />
      <p aria-live="polite">
        {job.processedRows.toLocaleString('en-US')} of {job.totalRows.toLocaleString('en-US')} rows done
      </p>
      <dl className="client-import-counts" aria-label="Import counts">
        <div>
          <dt>Imported</dt>
          <dd>{job.imported}</dd>
        </div>
        <div>
          <dt>Merged</dt>
          <dd>{job.merged}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{job.skipped}</dd>
        </div>
        <div>
          <dt>Refused</dt>
          <dd>{job.failed}</dd>
        </div>
      </dl>
      {cancel.error ? (
        <Callout intent="danger" role="alert">
          {cancel.error.message}
        </Callout>
      ) : null}
      {downloadError ? (
        <Callout intent="danger" role="alert">
          {downloadError}
        </Callout>
      ) : null}
      <div className="client-import-actions">
        {running ? (
          <Button text="Cancel import" intent="danger" loading={cancel.isPending} onClick={() => cancel.mutate(importId)} />
        ) : (
          <Button text="Import another file" onClick={onDone} />
        )}
        {job.failed > 0 ? (
          <Button
            icon="download"
            text="Download error report"
            onClick={() => downloadErrorReport(importId).catch((error: Error) => setDownloadError(error.message))}
          />
        ) : null}
      </div>
    </section>
  );
}
