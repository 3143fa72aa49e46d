import { useState } from 'react';
import { Button, ButtonGroup, Callout, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { showToast } from '../../../shell/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { QueryStatus } from '../../../ui/query-error';
import { useFinalisePayroll } from '../hooks/use-payroll-commands';
import { periodText } from '../payroll-format';
import { payrollQueries } from '../payroll-queries';
import { PayrollTable } from './payroll-table';
import { ShortBreaksSwitch } from './short-breaks-switch';

const ALL_LOCATIONS = 'all';

// A pay period's figures as they stand now (nothing stored), at one location or all; "Finalise" freezes
// them as a run after a confirmation.
export function PeriodSection({ onOpenRun }: { onOpenRun(runId: string): void }) {
  const { locations } = useSelectedLocation();
  const { can, loading } = usePermissions();
  const canFinalise = !loading && can('edit_payroll');
  const [date, setDate] = useState<string | null>(null);
  const [location, setLocation] = useState(ALL_LOCATIONS);
  const [confirming, setConfirming] = useState(false);
  const locationId = location === ALL_LOCATIONS ? null : location;
  const preview = useQuery(payrollQueries.preview(date, locationId));
  const finalise = useFinalisePayroll();
  const run = preview.data;
  const where = locationId ? ` at ${locations.find((item) => item.id === locationId)?.name ?? 'this location'}` : '';

  return (
    <section className="payroll-section" aria-labelledby="payroll-period-title">
      <div className="payroll-header">
        <h2 id="payroll-period-title" className="payroll-section-title">
          Pay period{run ? `: ${periodText(run.period)}` : ''}
        </h2>
        <ButtonGroup>
          <Button icon="chevron-left" text="Previous period" disabled={!run} onClick={() => setDate(run?.previousDate ?? null)} />
          <Button rightIcon="chevron-right" text="Next period" disabled={!run} onClick={() => setDate(run?.nextDate ?? null)} />
        </ButtonGroup>
        <div className="payroll-filter">
          <label htmlFor="payroll-location">Location</label>
          <HTMLSelect id="payroll-location" value={location} onChange={(event) => setLocation(event.currentTarget.value)}>
            <option value={ALL_LOCATIONS}>All locations</option>
            {locations.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </HTMLSelect>
        </div>
      </div>
      <ShortBreaksSwitch />
      <QueryStatus query={preview} errorTitle="Could not work out the pay period" />
      {run?.finalisedRunId ? (
        <Callout intent="success" icon="lock" title="This period is finalised">
          <p>The run keeps the figures it was finalised with; what changed since is corrected with an adjustment.</p>
          <Button text="Open the finalised run" onClick={() => onOpenRun(run.finalisedRunId ?? '')} />
        </Callout>
      ) : null}
      {run && run.lines.length === 0 ? <EmptyState icon="dollar" title={`Nothing earned in this pay period${where}`} level={3} /> : null}
      {run && run.lines.length > 0 ? (
        <>
          {run.finalisedRunId ? null : (
            <p className="payroll-muted">
              A preview: nothing is stored until the period is finalised. Figures move as time and sales come in.
            </p>
          )}
          <PayrollTable run={run} label={`Payroll preview for ${periodText(run.period)}${where}`} />
        </>
      ) : null}
      {canFinalise && run && !run.finalisedRunId ? (
        <div className="payroll-actions">
          <Button intent="primary" icon="lock" text="Finalise" onClick={() => setConfirming(true)} />
        </div>
      ) : null}
      {confirming && run ? (
        <ConfirmDialog
          title={`Finalise payroll for ${periodText(run.period)}${where}?`}
          confirmText="Finalise"
          intent="primary"
          status={finalise}
          errorTitle="Could not finalise the payroll"
          onConfirm={() =>
            finalise.mutate(
              { periodStart: run.period.start, locationId },
              {
                onSuccess: (reply) => {
                  setConfirming(false);
                  showToast({ message: `Payroll for ${periodText(run.period)} finalised`, intent: 'success' });
                  onOpenRun(reply.id);
                },
              },
            )
          }
          onClose={() => setConfirming(false)}
        >
          <p>
            The run keeps these figures for good: later edits, rate changes and refunds never change it. A correction afterwards is an
            adjustment, paid in the next run.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
