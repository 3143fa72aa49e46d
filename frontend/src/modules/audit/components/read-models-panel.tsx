import { useState } from 'react';
import { Button, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ProjectionStatus } from '@chairside/shared/system/projection-status';
import { usePermissions } from '../../../access/use-permissions';
import { showToast } from '../../../shell/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { QueryStatus } from '../../../ui/query-error';
import { useRebuildReadModel } from '../hooks/use-audit-commands';
import { QueueBoardButton } from './queue-board-button';
import { heartbeatText, readModelName, readModelState, rebuildProgressText } from '../read-models-format';
import { readModelQueries } from '../read-models-queries';
import '../read-models.css';

// Each read model's position, lag and state; administrators rebuild one with a live progress bar.
export function ReadModelsPanel() {
  const readModels = useQuery(readModelQueries.list());
  const { isAdmin } = usePermissions();
  const [confirming, setConfirming] = useState<ProjectionStatus | null>(null);
  return (
    <section className="read-models" aria-labelledby="read-models-title">
      <h2 id="read-models-title" className="read-models-title">
        Read models
      </h2>
      <p className="read-models-intro">
        The tables screens read, folded from the event history. A rebuild folds one again into fresh tables while the current ones keep
        serving.
      </p>
      {isAdmin ? <QueueBoardButton /> : null}
      <QueryStatus query={readModels} errorTitle="Could not load the read models" />
      {readModels.data?.length === 0 ? <EmptyState icon="database" title="No read model built yet" level={3} /> : null}
      {readModels.data && readModels.data.length > 0 ? (
        <HTMLTable className="read-models-table" compact striped aria-labelledby="read-models-title">
          <thead>
            <tr>
              <th scope="col">Read model</th>
              <th scope="col">Version</th>
              <th scope="col">Events behind</th>
              <th scope="col">Events folded</th>
              <th scope="col">Runner heartbeat</th>
              <th scope="col">State</th>
              {isAdmin ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {readModels.data.map((status) => (
              <ReadModelRow key={status.name} status={status} canRebuild={isAdmin} onRebuild={() => setConfirming(status)} />
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {confirming ? <RebuildDialog status={confirming} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}

function ReadModelRow({ status, canRebuild, onRebuild }: { status: ProjectionStatus; canRebuild: boolean; onRebuild(): void }) {
  const name = readModelName(status.name);
  const state = readModelState(status);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        v{status.version} · g{status.activeGeneration}
      </td>
      <td>{status.eventsBehind.toLocaleString('en-US')}</td>
      <td>{status.eventsProcessed.toLocaleString('en-US')}</td>
      <td>{heartbeatText(status.runner)}</td>
      <td className="read-models-state">
        <Tag round multiline intent={state.intent}>
          {state.text}
        </Tag>
        {status.rebuild ? (
          <div className="read-models-progress">
            <ProgressBar value={status.rebuild.percent / 100} intent="primary" animate stripes aria-label={`Rebuild progress of ${name}`} />
            <span>{rebuildProgressText(status.rebuild)}</span>
          </div>
        ) : null}
      </td>
      {canRebuild ? (
        <td>
          <Button
            size="small"
            icon="refresh"
            text="Rebuild"
            aria-label={`Rebuild ${name}`}
            disabled={status.rebuild !== null}
            onClick={onRebuild}
          />
        </td>
      ) : null}
    </tr>
  );
}

function RebuildDialog({ status, onClose }: { status: ProjectionStatus; onClose(): void }) {
  const rebuild = useRebuildReadModel();
  const name = readModelName(status.name);
  return (
    <ConfirmDialog
      title={`Rebuild ${name}?`}
      confirmText="Rebuild"
      intent="primary"
      status={rebuild}
      errorTitle="Could not start the rebuild"
      onClose={onClose}
      onConfirm={() =>
        rebuild.mutate(status.name, {
          onSuccess: () => {
            onClose();
            showToast({ message: `Rebuild of ${name} started`, intent: 'success' });
          },
        })
      }
    >
      <p>
        {name} is folded again from the first event into fresh tables. The current tables serve until the new ones have caught up, so no
        screen waits.
      </p>
    </ConfirmDialog>
  );
}
