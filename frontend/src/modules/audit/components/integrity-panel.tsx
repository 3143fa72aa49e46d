import { Button, Callout, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { IntegrityPhase, IntegrityReport, IntegrityStatus } from '@chairside/shared/audit/integrity-dto';
import { QueryError, QueryStatus } from '../../../ui/query-error';
import { useRunIntegrityCheck } from '../hooks/use-audit-commands';
import { integrityQueries } from '../integrity-queries';
import '../integrity.css';

type Check = NonNullable<IntegrityStatus['check']>;

const phaseLabels: Record<IntegrityPhase, string> = {
  streams: 'Replaying every stream through its decider',
  'read-models': 'Rebuilding every read model to compare',
  chain: 'Verifying the event store’s chain',
  done: 'Finishing',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

// The integrity check: the hash chain, every stream replayed through its decider, every read model against a rebuild.
export function IntegrityPanel() {
  // Polls once a second while a check runs, and not at all otherwise.
  const status = useQuery({
    ...integrityQueries.status(),
    refetchInterval: (query) => (query.state.data?.check?.state === 'running' ? 1000 : false),
  });
  const run = useRunIntegrityCheck();
  const check = status.data?.check ?? null;
  const running = check?.state === 'running';
  return (
    <section className="audit-integrity" aria-labelledby="audit-integrity-title">
      <h2 id="audit-integrity-title" className="audit-integrity-title">
        Can I trust these screens?
      </h2>
      <p className="audit-integrity-intro">
        Replays every stream of the event log through the rules that wrote it, rebuilds every read model from the log and compares it with
        the one the screens read, and verifies the event store’s own chain where it keeps one. Nothing is changed.
      </p>
      <Button intent="primary" icon="shield" loading={run.isPending} disabled={running} onClick={() => run.mutate(undefined)}>
        Run integrity check
      </Button>
      <QueryError error={run.error} title="Could not start the integrity check" />
      <QueryStatus query={status} errorTitle="Could not load the integrity check" loadingLabel="Loading the integrity check" />
      {check && <CheckView check={check} />}
    </section>
  );
}

function CheckView({ check }: { check: Check }) {
  if (check.state === 'running') {
    const value = check.total > 0 ? check.done / check.total : undefined;
    const label = `${phaseLabels[check.phase]}${value === undefined ? '' : `: ${Math.round(value * 100)}%`}`;
    return (
      <div className="audit-integrity-progress">
        <p id="audit-integrity-phase">{label}</p>
        <ProgressBar intent="primary" value={value} aria-label="Integrity check progress" aria-describedby="audit-integrity-phase" />
      </div>
    );
  }
  if (check.state === 'failed' || !check.report)
    return (
      <Callout intent="danger" role="alert" title="The integrity check could not finish">
        {check.error ?? 'It stopped without a report.'} Run it again; if it fails again, the server’s log says why.
      </Callout>
    );
  return <ReportView report={check.report} />;
}

function ReportView({ report }: { report: IntegrityReport }) {
  const differing = report.readModels.filter((model) => !model.matches);
  const seconds = (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000;
  const checkedAt = new Date(report.finishedAt).toLocaleString();
  return (
    <div className="audit-integrity-report">
      {report.ok ? (
        <Callout intent="success" role="status" title="Everything matches" icon="tick-circle">
          {plural(report.streams.events, 'event')} in {plural(report.streams.checked, 'stream')} replayed without a problem, and{' '}
          {plural(report.readModels.length, 'read model')} match a fresh rebuild. Checked {checkedAt} in {seconds.toFixed(1)} s.
        </Callout>
      ) : (
        <Callout intent="danger" role="alert" title="Problems found" icon="error">
          <ul className="audit-integrity-counts">
            {report.streams.problems.length > 0 && (
              <li>
                {plural(report.streams.problems.length, 'event')} no longer {report.streams.problems.length === 1 ? 'folds' : 'fold'}{' '}
                through its stream’s rules
              </li>
            )}
            {differing.length > 0 && (
              <li>
                {plural(differing.length, 'read model')} {differing.length === 1 ? 'differs' : 'differ'} from a fresh rebuild or could not
                be compared: {differing.map((model) => model.name).join(', ')}
              </li>
            )}
            {chainFailed(report.chain) && <li>The event store’s chain does not verify</li>}
          </ul>
          Checked {checkedAt} in {seconds.toFixed(1)} s.
        </Callout>
      )}
      <StreamProblems report={report} />
      <ReadModelTable report={report} />
      {report.chain !== null && (
        <section aria-labelledby="audit-integrity-chain">
          <h3 id="audit-integrity-chain">Event store chain</h3>
          <pre className="audit-integrity-chain" tabIndex={0} aria-label="The event store’s chain verification">
            {JSON.stringify(report.chain, null, 2)}
          </pre>
        </section>
      )}
    </div>
  );
}

// A chain report saying ok: false (the shape is the store's; anything else counts as verified).
const chainFailed = (chain: unknown) => typeof chain === 'object' && chain !== null && (chain as { ok?: unknown }).ok === false;

function StreamProblems({ report }: { report: IntegrityReport }) {
  const { problems, notReplayed } = report.streams;
  return (
    <section aria-labelledby="audit-integrity-streams">
      <h3 id="audit-integrity-streams">Streams</h3>
      {problems.length === 0 ? (
        <p>Every event folds through its stream’s rules.</p>
      ) : (
        <HTMLTable compact striped className="audit-integrity-table" aria-labelledby="audit-integrity-streams">
          <thead>
            <tr>
              <th scope="col">Stream</th>
              <th scope="col">Revision</th>
              <th scope="col">Event type</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem) => (
              <tr key={`${problem.stream}@${problem.revision}`}>
                <td className="audit-integrity-code">{problem.stream}</td>
                <td>{problem.revision}</td>
                <td className="audit-integrity-code">{problem.type}</td>
                <td>{problem.problem === 'unknown type' ? 'No rule of this stream knows this type of event' : problem.problem}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {notReplayed.length > 0 && (
        <p className="audit-integrity-note">
          Recorded without a decider, not replayed:{' '}
          {notReplayed.map(({ category, events }) => `${category} (${plural(events, 'event')})`).join(', ')}.
        </p>
      )}
    </section>
  );
}

function ReadModelTable({ report }: { report: IntegrityReport }) {
  return (
    <section aria-labelledby="audit-integrity-read-models">
      <h3 id="audit-integrity-read-models">Read models</h3>
      <HTMLTable compact striped className="audit-integrity-table" aria-labelledby="audit-integrity-read-models">
        <thead>
          <tr>
            <th scope="col">Read model</th>
            <th scope="col">Table</th>
            <th scope="col" className="audit-integrity-number">
              Rows
            </th>
            <th scope="col" className="audit-integrity-number">
              Rebuilt rows
            </th>
            <th scope="col">Checksum</th>
          </tr>
        </thead>
        <tbody>
          {/* The ones that differ first: they are what the reader came for. */}
          {[...report.readModels]
            .sort((a, b) => Number(a.matches) - Number(b.matches))
            .flatMap((model) =>
              model.note
                ? [
                    <tr key={model.name}>
                      <td className="audit-integrity-code">{model.name}</td>
                      <td colSpan={4}>Not compared: {model.note}</td>
                    </tr>,
                  ]
                : model.tables.map((table) => {
                    const same = table.checksumMatches && table.rows === table.rebuildRows;
                    return (
                      <tr key={`${model.name}.${table.table}`}>
                        <td className="audit-integrity-code">{model.name}</td>
                        <td className="audit-integrity-code">{table.table}</td>
                        <td className="audit-integrity-number">{table.rows.toLocaleString()}</td>
                        <td className="audit-integrity-number">{table.rebuildRows.toLocaleString()}</td>
                        <td className={same ? 'audit-integrity-same' : 'audit-integrity-differs'}>
                          <span aria-hidden="true">{same ? '✓ ' : '✗ '}</span>
                          {same ? 'Matches' : 'Differs'}
                        </td>
                      </tr>
                    );
                  }),
            )}
        </tbody>
      </HTMLTable>
    </section>
  );
}
