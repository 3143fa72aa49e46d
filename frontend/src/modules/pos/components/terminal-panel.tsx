import { Button, Callout, Card, H3, Intent, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { simulatorTestCards } from '@chairside/shared/card-payments/test-cards';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { posQueries, type CardTerminalState } from '../pos-queries';
import { useCancelTerminal, usePresentCard } from '../hooks/use-pos-commands';

const stateWords: Record<CardTerminalState, { text: string; intent: Intent }> = {
  idle: { text: 'Ready', intent: Intent.NONE },
  waiting: { text: 'Waiting for the card', intent: Intent.PRIMARY },
  card_presented: { text: 'Card presented, authorising', intent: Intent.PRIMARY },
  approved: { text: 'Approved', intent: Intent.SUCCESS },
  declined: { text: 'Declined', intent: Intent.DANGER },
  timed_out: { text: 'Timed out', intent: Intent.WARNING },
  cancelled: { text: 'Cancelled', intent: Intent.WARNING },
};

// The location's card terminal as it goes (live from the 'card-terminal' notices), Cancel while it waits,
// and, when the terminal is the built-in simulator, the test cards to tap.
export function TerminalPanel({ locationId, charging }: { locationId: string; charging: boolean }) {
  const terminal = useQuery(posQueries.terminal(locationId));
  const present = usePresentCard();
  const cancel = useCancelTerminal();
  const state = terminal.data?.state ?? 'idle';
  const words = stateWords[state];
  const busy = state === 'waiting' || state === 'card_presented';
  return (
    <div className="pos-terminal">
      <div className={`pos-terminal-state pos-terminal-${state}`} role="status" aria-live="polite" aria-label="Card terminal">
        {busy ? <Spinner size={16} aria-hidden="true" /> : null}
        <span>
          Terminal: <strong>{words.text}</strong>
          {terminal.data && busy ? ` · ${formatMoneyFromCents(terminal.data.amountCents)}` : null}
          {terminal.data?.message && !busy && state !== 'idle' ? ` · ${terminal.data.message}` : null}
        </span>
        {busy || charging ? (
          <Button
            intent="danger"
            icon="disable"
            text="Cancel"
            aria-label="Cancel the card payment"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ locationId })}
          />
        ) : null}
      </div>
      {cancel.error ? (
        <Callout intent="danger" role="alert" compact>
          {cancel.error.message}
        </Callout>
      ) : null}
      {terminal.data?.simulated ? (
        <Card className="pos-simulator" aria-labelledby="pos-simulator-title">
          <H3 id="pos-simulator-title" className="pos-simulator-title">
            Simulated terminal
          </H3>
          <p className="pos-line-note">Not a real card reader: tap one of the test cards while the terminal waits.</p>
          <ul className="pos-test-cards" aria-label="Test cards">
            {simulatorTestCards.map((card) => (
              <li key={card.number}>
                <Button
                  icon="credit-card"
                  text={`Tap ${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}`}
                  aria-label={`Tap the card ending ${card.number.slice(-4)}: ${card.label}`}
                  disabled={state !== 'waiting' || present.isPending}
                  onClick={() => present.mutate({ locationId, cardNumber: card.number })}
                />
                <span className="pos-line-note">{card.label}</span>
              </li>
            ))}
          </ul>
          {present.error ? (
            <Callout intent="danger" role="alert" compact>
              {present.error.message}
            </Callout>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
