import { useState, type FormEvent } from 'react';
import { Button, HTMLTable, InputGroup, FormGroup, Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { openCashDrawerSchema, type CashDrawer } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { usePermissions } from '../../../access/use-permissions';
import { showToast } from '../../../shell/toasts';
import { LoadingState } from '../../../ui/loading-state';
import { QueryError } from '../../../ui/query-error';
import { RefusalCallout } from '../../../ui/refusal-callout';
import { parseWith } from '../../../ui/form-problems';
import { centsFromDollarText } from '../../../ui/form-values';
import { cashDrawerQueries } from '../cash-drawer-queries';
import { drawerTime, overShortText } from '../cash-drawer-format';
import { useCashDrawerCommand } from '../hooks/use-cash-drawer-commands';
import { CloseDrawerDialog } from './close-drawer-dialog';
import '../cash-drawer.css';

// The location's cash drawer (the POS places it): open it with a float, follow the cash expected in it live
// (cash sales in, cash refunds out), close it with a count, and the closed sessions over or short.
export function CashDrawerPanel({ locationId }: { locationId: string }) {
  const drawer = useQuery(cashDrawerQueries.drawer(locationId));
  return (
    <section className="cash-drawer-panel" aria-labelledby="cash-drawer-heading">
      <h2 id="cash-drawer-heading" className="cash-drawer-heading">
        Cash drawer
      </h2>
      {drawer.isPending ? <LoadingState /> : null}
      {drawer.isError ? <QueryError error={drawer.error} title="Could not load the cash drawer" compact /> : null}
      {drawer.isSuccess ? <DrawerState locationId={locationId} drawer={drawer.data} /> : null}
    </section>
  );
}

function DrawerState({ locationId, drawer }: { locationId: string; drawer: CashDrawer }) {
  const { loading, can } = usePermissions();
  const command = useCashDrawerCommand();
  const [closing, setClosing] = useState(false);
  const session = drawer.session;
  return (
    <>
      <RefusalCallout
        refusal={!closing && command.error ? { title: 'The drawer was not opened', reason: command.error.message } : null}
        onDismiss={() => command.reset()}
      />
      {session ? (
        <div className="cash-drawer-open">
          <dl className="cash-drawer-figures" aria-label="Cash drawer figures">
            <div>
              <dt>Float</dt>
              <dd>{formatMoneyFromCents(session.floatCents)}</dd>
            </div>
            <div>
              <dt>Cash in</dt>
              <dd>{formatMoneyFromCents(session.cashInCents)}</dd>
            </div>
            <div>
              <dt>Cash out</dt>
              <dd>{formatMoneyFromCents(session.cashOutCents)}</dd>
            </div>
            <div className="cash-drawer-expected">
              <dt>Expected in drawer</dt>
              <dd>{formatMoneyFromCents(session.expectedCents)}</dd>
            </div>
          </dl>
          <p className="cash-drawer-opened">
            Opened {drawerTime(session.openedAt)}
            {session.openedBy ? ` by ${session.openedBy}` : ''}
          </p>
          {!loading && can('manage_cash_drawer') ? (
            <Button icon="tick-circle" text="Count and close" onClick={() => setClosing(true)} />
          ) : (
            <p className="cash-drawer-opened">A manager closes and counts the drawer.</p>
          )}
        </div>
      ) : !loading && can('create_payments') ? (
        <OpenDrawerForm
          locationId={locationId}
          pending={command.isPending}
          onOpen={(floatCents) => command.mutate({ action: 'open', input: { locationId, floatCents } })}
        />
      ) : (
        <p className="cash-drawer-opened">The drawer is closed.</p>
      )}
      <ClosedSessions sessions={drawer.closed} />
      {closing && session ? (
        <CloseDrawerDialog
          locationId={locationId}
          expectedCents={session.expectedCents}
          status={command}
          onClose={() => {
            command.reset();
            setClosing(false);
          }}
          onSubmit={(input) =>
            command.mutate(
              { action: 'close', input },
              {
                onSuccess: () => {
                  showToast({ message: 'Cash drawer closed', intent: 'success' });
                  setClosing(false);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

function OpenDrawerForm({ locationId, pending, onOpen }: { locationId: string; pending: boolean; onOpen(floatCents: number): void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(openCashDrawerSchema, { locationId, floatCents: centsFromDollarText(text) });
    if (!parsed.ok) return setProblem(parsed.problems.floatCents ?? 'Enter the float in dollars, like 200.00');
    onOpen(parsed.value.floatCents);
  };
  return (
    <form className="cash-drawer-open-form" onSubmit={submit} noValidate aria-label="Open the cash drawer">
      <FormGroup
        label="Opening float"
        labelFor="cash-drawer-float"
        intent={problem ? Intent.DANGER : Intent.NONE}
        helperText={<span id="cash-drawer-float-help">{problem ?? 'The cash in the drawer to start with, in dollars'}</span>}
      >
        <InputGroup
          id="cash-drawer-float"
          inputMode="decimal"
          placeholder="0.00"
          value={text}
          intent={problem ? Intent.DANGER : Intent.NONE}
          aria-invalid={problem ? true : undefined}
          aria-describedby="cash-drawer-float-help"
          onValueChange={(value) => {
            setText(value);
            setProblem(undefined);
          }}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="unlock" text="Open drawer" loading={pending} disabled={pending} />
    </form>
  );
}

function ClosedSessions({ sessions }: { sessions: CashDrawer['closed'] }) {
  if (sessions.length === 0) return <p className="cash-drawer-opened">No closed drawer sessions yet.</p>;
  return (
    <HTMLTable compact striped className="cash-drawer-history" aria-label="Closed drawer sessions">
      <thead>
        <tr>
          <th scope="col">Closed</th>
          <th scope="col">Expected</th>
          <th scope="col">Counted</th>
          <th scope="col">Over / short</th>
          <th scope="col">Counted by</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td>{drawerTime(session.closedAt)}</td>
            <td>{formatMoneyFromCents(session.expectedCents)}</td>
            <td>{formatMoneyFromCents(session.countedCents)}</td>
            <td className={session.differenceCents < 0 ? 'cash-drawer-short' : undefined}>{overShortText(session.differenceCents)}</td>
            <td>{session.countedBy ?? ''}</td>
            <td>{session.note}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
