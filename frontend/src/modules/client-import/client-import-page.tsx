import { HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../shell/page-frame';
import { clientImportQueries } from './client-import-queries';
import { ImportProgress } from './components/import-progress';
import { ImportSetup } from './components/import-setup';
import './client-import.css';

// /clients-import: upload a CSV, map its columns, check it, import it as a background job. The import's id
// is in the address, so its progress bar is back after a reload.
export function ClientImportPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const recent = useQuery(clientImportQueries.recent());
  return (
    <PageFrame
      title="Client Import"
      description="Import clients from a CSV file: map the columns, check every row in a dry run, then import in the background."
    >
      {importId ? (
        <ImportProgress key={importId} importId={importId} onDone={() => setParams({})} />
      ) : (
        <ImportSetup onStarted={(id) => setParams({ import: id })} />
      )}
      {recent.data && recent.data.length > 0 ? (
        <section aria-labelledby="client-import-recent-title" className="client-import-recent">
          <h2 id="client-import-recent-title">Recent imports</h2>
          <HTMLTable compact striped aria-label="Recent imports">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Started</th>
                <th scope="col">Status</th>
                <th scope="col">Imported</th>
                <th scope="col">Refused</th>
              </tr>
            </thead>
            <tbody>
              {recent.data.map((job) => (
                <tr key={job.id}>
                  <td>
                    <Link to={`/clients-import?import=${job.id}`}>{job.fileName}</Link>
                  </td>
                  <td>{new Date(job.startedAt).toLocaleString('en-US')}</td>
                  <td>{job.status}</td>
                  <td>{job.imported + job.merged}</td>
                  <td>{job.failed}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      ) : null}
    </PageFrame>
  );
}
