import { useState, type FormEvent } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDate } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { formatGiftCardCode, normaliseGiftCardCode } from '@chairside/shared/gift-cards/gift-card-dto';
import { TextField } from '../../../ui/form-field';
import { giftCardQueries } from '../gift-cards-queries';
import { GiftCardStatusTag } from './gift-card-status-tag';

type Props = { onHistory(card: { id: string; code: string }): void; onReload: ((code: string) => void) | null };

// "What is left on my card?": the code as the client reads it (dashes, spaces and case do not matter).
export function GiftCardLookup({ onHistory, onReload }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [code, setCode] = useState<string | null>(null);
  const found = useQuery({ ...giftCardQueries.lookup(code ?? ''), enabled: code !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseGiftCardCode(typed);
    setProblem(normalised ? undefined : 'A gift card code is 8 to 20 letters and digits');
    setCode(normalised);
  };

  return (
    <section className="catalogue-section" aria-labelledby="gift-card-lookup-title">
      <h2 id="gift-card-lookup-title" className="catalogue-section-title">
        Check a balance
      </h2>
      <form className="gift-card-lookup-form" onSubmit={submit} noValidate aria-label="Check a balance">
        <TextField
          id="gift-card-lookup-code"
          label="Gift card code"
          hint="As printed, for example ABCD-EFGH-JKLM-2345"
          problem={problem}
          autoComplete="off"
          value={typed}
          onChange={setTyped}
        />
        <Button type="submit" intent="primary" icon="search" text="Check balance" loading={found.isFetching} />
      </form>
      <div aria-live="polite">
        {found.isError ? (
          <Callout intent="warning" title="No balance to show" compact>
            {found.error.message}
          </Callout>
        ) : null}
        {found.data ? (
          <Card className="gift-card-balance" aria-label={`Balance of ${formatGiftCardCode(found.data.code)}`} role="region">
            <div>
              <div className="gift-card-balance-code">{formatGiftCardCode(found.data.code)}</div>
              <div className="gift-card-balance-amount">{formatMoneyFromCents(found.data.balanceCents)}</div>
              <div className="gift-card-balance-meta">
                <GiftCardStatusTag status={found.data.status} />{' '}
                {found.data.expiresAt ? `Expires ${formatDate(found.data.expiresAt, BUSINESS_TIME_ZONE)}` : 'Never expires'}
              </div>
            </div>
            <div className="gift-card-balance-actions">
              <Button icon="history" text="View history" onClick={() => onHistory({ id: found.data.id, code: found.data.code })} />
              {onReload && found.data.status !== 'expired' ? (
                <Button icon="add" text="Reload" onClick={() => onReload(found.data.code)} />
              ) : null}
            </div>
          </Card>
        ) : null}
      </div>
    </section>
  );
}
