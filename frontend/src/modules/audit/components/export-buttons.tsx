import { useState } from 'react';
import { Button, ButtonGroup, Callout, ProgressBar } from '@blueprintjs/core';
import type { AuditFilter } from '@chairside/shared/audit/audit-dto';
import { errorMessageFromBody } from '../../../api/api-client';
import { withQuery } from '../../../api/with-query';
import { readStoredToken } from '../../../session/session-storage';

type Format = 'csv' | 'ndjson';
type Progress = { format: Format; done: number; total: number } | null;

const newline = 10;

// Reads the streamed export, counting its lines against X-Total-Count, then hands the file to the browser.
async function download(format: Format, filter: AuditFilter, onProgress: (done: number, total: number) => void): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(withQuery('/api/audit/export', { ...filter, format }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // The reply was not JSON: its text is the message.
    }
    throw new Error(errorMessageFromBody(body, response.statusText));
  }
  const total = Number(response.headers.get('X-Total-Count') ?? 0);
  const header = format === 'csv' ? 1 : 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === newline) lines += 1;
    onProgress(Math.max(0, lines - header), total);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `audit.${format}`;
  const url = URL.createObjectURL(new Blob(chunks, { type: format === 'csv' ? 'text/csv' : 'application/x-ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// "Export CSV" and "Export NDJSON" of the filtered history, with the progress of the one running.
export function ExportButtons({ filter }: { filter: AuditFilter }) {
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<string | null>(null);
  const start = (format: Format) => {
    setError(null);
    setProgress({ format, done: 0, total: 0 });
    download(format, filter, (done, total) => setProgress({ format, done, total }))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'The export failed'))
      .finally(() => setProgress(null));
  };
  return (
    <div className="audit-export">
      <ButtonGroup>
        <Button icon="download" text="Export CSV" onClick={() => start('csv')} disabled={progress !== null} />
        <Button icon="download" text="Export NDJSON" onClick={() => start('ndjson')} disabled={progress !== null} />
      </ButtonGroup>
      {progress ? (
        <div className="audit-export-progress">
          <ProgressBar
            aria-label={`Export progress (${progress.format.toUpperCase()})`}
            value={progress.total > 0 ? Math.min(1, progress.done / progress.total) : undefined}
            intent="primary"
          />
          <span>
            {progress.done.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')} events
          </span>
        </div>
      ) : null}
      {error ? (
        <Callout intent="danger" role="alert" compact>
          {error}
        </Callout>
      ) : null}
    </div>
  );
}
