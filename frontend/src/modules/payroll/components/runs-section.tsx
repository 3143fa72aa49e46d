import { useState } from 'react';
import { Button, ButtonGroup, Callout, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { PayrollRun } from '@chairside/shared/payroll/payroll-dto';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { closeWithToast } from '../../../shell/toasts';
import { EmptyState } from '../../../ui/empty-state';
import { QueryStatus } from '../../../ui/query-error';
import { downloadPayrollCsv } from '../payroll-download';
import { periodText } from '../payroll-format';
import { payrollQueries } from '../payroll-queries';
import { AdjustmentDialog } from './adjustment-dialog';
import { PayrollTable } from './payroll-table';

// Every finalised run, the latest period first; "Open" shows one.
export function RunsSection({ openRunId, onOpenRun }: { openRunId: string | null; onOpenRun(runId: string | null): void }) {
  const runs = useQuery(payrollQueries.runs());
  const { location } = useSelectedLocation();
  const zone = location?.timeZone ?? 'UTC';
  if (openRunId) return <RunDetail runId={openRunId} zone={zone} onBack={() => onOpenRun(null)} />;
  return (
    <section className="payroll-section" aria-labelledby="payroll-runs-title">
      <h2 id="payroll-runs-title" className="payroll-section-title">
        Payroll history
      </h2>
      <QueryStatus query={runs} errorTitle="Could not load the payroll history" />
      {runs.data?.length === 0 ? <EmptyState icon="history" title="No payroll finalised yet" level={3} /> : null}
      {runs.data && runs.data.length > 0 ? (
        <HTMLTable className="payroll-table" compact striped aria-label="Finalised payroll runs">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Locations</th>
              <th scope="col">Finalised</th>
              <th scope="col">People</th>
              <th scope="col">Total</th>
              <th scope="col">
                <span className="bp6-text-muted">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.data.map((run) => (
              <tr key={run.runId}>
                <th scope="row">{periodText(run.period)}</th>
                <td>{run.locationName ?? 'All locations'}</td>
                <td>
                  {formatDateTime(run.finalisedAt, zone)} by {run.finalisedByName}
                </td>
                <td>{run.people}</td>
                <td>{formatMoneyFromCents(run.totalCents)}</td>
                <td>
                  <Button
                    size="small"
                    text="Open"
                    aria-label={`Open the run of ${periodText(run.period)}`}
                    onClick={() => onOpenRun(run.runId)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </section>
  );
}

function RunDetail({ runId, zone, onBack }: { runId: string; zone: string; onBack(): void }) {
  const run = useQuery(payrollQueries.run(runId));
  const { can, loading } = usePermissions();
  const canEdit = !loading && can('edit_payroll');
  const [adjusting, setAdjusting] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const data = run.data;
  return (
    <section className="payroll-section" aria-labelledby="payroll-run-title">
      <div className="payroll-header">
        <h2 id="payroll-run-title" className="payroll-section-title">
          Payroll run{data ? `: ${periodText(data.period)}` : ''}
        </h2>
        <ButtonGroup>
          <Button icon="arrow-left" text="All runs" onClick={onBack} />
          <Button
            icon="download"
            text="Download CSV"
            disabled={!data}
            onClick={() => {
              setDownloadError(null);
              if (data) downloadPayrollCsv(runId, data.period.start).catch((error: Error) => setDownloadError(error.message));
            }}
          />
          {canEdit ? <Button icon="plus" text="Add adjustment" disabled={!data} onClick={() => setAdjusting(true)} /> : null}
        </ButtonGroup>
      </div>
      {downloadError ? (
        <Callout intent="danger" title="Could not download the CSV" role="alert">
          {downloadError}
        </Callout>
      ) : null}
      <QueryStatus query={run} errorTitle="Could not load the payroll run" />
      {data ? (
        <>
          <p className="payroll-muted">
            Finalised {data.finalisedAt ? formatDateTime(data.finalisedAt, zone) : ''} by {data.finalisedByName}. These figures never
            change.
          </p>
          <PayrollTable run={data} label={`Payroll run for ${periodText(data.period)}`} />
          <Corrections run={data} />
        </>
      ) : null}
      {adjusting && data ? (
        <AdjustmentDialog
          run={{ ...data, runId }}
          onClose={closeWithToast(() => setAdjusting(false), 'Adjustment added: it is paid in the next run')}
        />
      ) : null}
    </section>
  );
}

function Corrections({ run }: { run: PayrollRun }) {
  if (run.corrections.length === 0) return null;
  return (
    <section aria-labelledby="payroll-corrections-title">
      <h3 id="payroll-corrections-title">Adjustments to this run</h3>
      <ul className="payroll-corrections">
        {run.corrections.map((correction) => (
          <li key={correction.adjustmentId}>
            {correction.name}: {formatMoneyFromCents(correction.amountCents)}, {correction.reason} (
            {correction.paidInRunId ? 'paid in a later run' : 'to be paid in the next run'})
          </li>
        ))}
      </ul>
    </section>
  );
}
