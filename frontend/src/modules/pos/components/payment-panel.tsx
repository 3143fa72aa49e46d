import { useState } from 'react';
import { Button, Callout, Card, H2, HTMLSelect, HTMLTable, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { paymentMethodLabels, type PaymentInput, type Sale, type SalePayment } from '@chairside/shared/sales/sale-dto';
import { centsFromDollarText, dollarTextFromCents } from '../../../ui/form-values';
import { FormField, TextField } from '../../../ui/form-field';
import { balanceAfter, balancesAfterPayments, changeDue, paymentProblem, suggestedAmount, type PaymentTab } from '../pos-payments';
import { groupedCode, normalisedCode } from '../pos-cart';
import { posQueries } from '../pos-queries';
import { useCardToken, useTakePayment, type SaleReply } from '../hooks/use-pos-commands';
import { KeyedCardDialog } from './keyed-card-dialog';
import { TerminalPanel } from './terminal-panel';

export function paymentLabel(payment: SalePayment): string {
  if (payment.card) return `${paymentMethodLabels[payment.method]} · ${payment.card.brand} ${payment.card.last4}`;
  if (payment.giftCardCode) return `${paymentMethodLabels[payment.method]} · ${groupedCode(payment.giftCardCode)}`;
  return paymentMethodLabels[payment.method];
}

// The sale's payments so far, each with what it left to pay.
export function PaymentsTable({ sale }: { sale: Sale }) {
  const left = balancesAfterPayments(sale.totalCents, sale.payments);
  return (
    <HTMLTable compact className="pos-payments" aria-label="Payments">
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col" className="pos-money">
            Amount
          </th>
          <th scope="col" className="pos-money">
            Left to pay
          </th>
        </tr>
      </thead>
      <tbody>
        {sale.payments.map((payment, index) => {
          return (
            <tr key={payment.id}>
              <td>
                {paymentLabel(payment)}
                {payment.changeCents ? (
                  <div className="pos-line-note">
                    Cash given {formatMoneyFromCents(payment.tenderedCents ?? 0)}, change {formatMoneyFromCents(payment.changeCents)}
                  </div>
                ) : null}
              </td>
              <td className="pos-money">{formatMoneyFromCents(payment.amountCents)}</td>
              <td className="pos-money">{formatMoneyFromCents(left[index] ?? 0)}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

const tabs: { value: PaymentTab; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'card_terminal', label: 'Card terminal' },
  { value: 'card_keyed', label: 'Keyed card' },
  { value: 'saved_card', label: 'Saved card' },
  { value: 'gift_card', label: 'Gift card' },
];

// Split payments against an open sale until nothing is left to pay.
export function PaymentPanel({ sale, canPay }: { sale: Sale; canPay: boolean }) {
  const queryClient = useQueryClient();
  const take = useTakePayment();
  const token = useCardToken();
  const [method, setMethod] = useState<PaymentTab>('cash');
  const [amountText, setAmountText] = useState(dollarTextFromCents(sale.balanceCents));
  const [tenderedText, setTenderedText] = useState('');
  const [giftCode, setGiftCode] = useState('');
  const [lookupCode, setLookupCode] = useState<string | null>(null);
  const [savedCardId, setSavedCardId] = useState('');
  const [keyedOpen, setKeyedOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const giftCard = useQuery({ ...posQueries.giftCard(lookupCode ?? ''), enabled: Boolean(lookupCode) });

  const savedCards = useQuery({
    ...posQueries.savedCards(sale.clientId ?? ''),
    enabled: Boolean(sale.clientId) && method === 'saved_card',
  });
  const amountCents = centsFromDollarText(amountText);
  const tenderedCents = centsFromDollarText(tenderedText);
  const pending = take.isPending || token.isPending;

  const paid = (reply: SaleReply, words: string) => {
    queryClient.setQueryData(posQueries.sale(sale.id).queryKey, reply.sale);
    setDone(words);
    setAmountText(dollarTextFromCents(reply.sale.balanceCents));
    setTenderedText('');
    setLookupCode(null);
    setGiftCode('');
    setKeyedOpen(false);
  };
  const send = (payment: PaymentInput, words: (reply: SaleReply) => string) => {
    setDone(null);
    take.mutate({ saleId: sale.id, payment }, { onSuccess: (reply) => paid(reply, words(reply)) });
  };
  const pay = () => {
    const found = paymentProblem(method, sale.balanceCents, amountCents, tenderedCents);
    if (found) return setProblem(found);
    if (amountCents === undefined) return;
    setProblem(null);
    take.reset();
    if (method === 'cash' && tenderedCents !== undefined)
      return send({ method: 'cash', amountCents, tenderedCents }, (reply) => {
        const last = reply.sale.payments.at(-1);
        return `Cash ${formatMoneyFromCents(amountCents)} taken. Change due: ${formatMoneyFromCents(last?.changeCents ?? changeDue(tenderedCents, amountCents))}`;
      });
    if (method === 'card_terminal')
      return send({ method: 'card_terminal', amountCents }, () => `Card approved: ${formatMoneyFromCents(amountCents)}`);
    if (method === 'card_keyed') return setKeyedOpen(true);
    if (method === 'saved_card') {
      if (!savedCardId) return setProblem('Choose a saved card');
      return send(
        { method: 'saved_card', amountCents, paymentMethodId: savedCardId },
        () => `Saved card charged: ${formatMoneyFromCents(amountCents)}`,
      );
    }
    const code = normalisedCode(giftCode);
    if (!/^[A-Z0-9]{8,20}$/.test(code)) return setProblem('Enter the gift card’s code');
    return send({ method: 'gift_card', amountCents, code }, () => `Gift card redeemed: ${formatMoneyFromCents(amountCents)}`);
  };
  const payKeyed = (card: Parameters<typeof token.mutate>[0], saveCard: boolean) => {
    if (amountCents === undefined) return;
    take.reset();
    token.mutate(card, {
      onSuccess: (made) =>
        send(
          { method: 'card_keyed', amountCents, token: made.token, saveCard },
          () => `${made.card.brand} ${made.card.last4} charged: ${formatMoneyFromCents(amountCents)}`,
        ),
    });
  };

  const error = take.error?.message ?? null;
  const after = balanceAfter(sale.balanceCents, amountCents);
  const change = method === 'cash' ? changeDue(tenderedCents, amountCents) : 0;

  return (
    <Card className="pos-payment" aria-labelledby="pos-payment-title">
      <div className="pos-section-header">
        <H2 id="pos-payment-title" className="pos-section-title">
          Payment · Sale {sale.number}
        </H2>
        {sale.clientName ? <span className="pos-line-note">{sale.clientName}</span> : null}
      </div>
      <dl className="pos-totals pos-balance" aria-label="Balance">
        <div>
          <dt>Total</dt>
          <dd>{formatMoneyFromCents(sale.totalCents)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatMoneyFromCents(sale.paidCents)}</dd>
        </div>
        <div className="pos-total">
          <dt>Left to pay</dt>
          <dd data-testid="pos-balance">{formatMoneyFromCents(sale.balanceCents)}</dd>
        </div>
      </dl>
      {sale.payments.length > 0 ? <PaymentsTable sale={sale} /> : null}
      {done ? (
        <Callout intent="success" role="status" compact icon="tick">
          {done}
        </Callout>
      ) : null}

      {canPay ? (
        <>
          <SegmentedControl
            aria-label="How the client pays"
            className="pos-methods"
            fill
            options={tabs.filter((tab) => tab.value !== 'saved_card' || sale.clientId)}
            value={method}
            onValueChange={(value) => {
              setMethod(value as PaymentTab);
              setProblem(null);
              take.reset();
            }}
          />
          <div className="pos-payment-fields">
            <TextField
              id="pos-pay-amount"
              label="Amount ($)"
              inputMode="decimal"
              value={amountText}
              onChange={setAmountText}
              hint={`Left after this payment: ${formatMoneyFromCents(after)}`}
            />
            {method === 'cash' ? (
              <TextField
                id="pos-pay-tendered"
                label="Cash given ($)"
                inputMode="decimal"
                value={tenderedText}
                onChange={setTenderedText}
                hint={<span aria-live="polite">Change due: {formatMoneyFromCents(change)}</span>}
              />
            ) : null}
            {method === 'saved_card' ? (
              <FormField id="pos-saved-card" label="Saved card">
                {(control) => (
                  <HTMLSelect {...control} fill value={savedCardId} onChange={(event) => setSavedCardId(event.currentTarget.value)}>
                    <option value="">
                      {savedCards.isPending ? 'Loading...' : savedCards.data?.length ? 'Choose a card' : 'No saved cards'}
                    </option>
                    {savedCards.data?.map((card) => (
                      <option key={card.id} value={card.id}>
                        {card.brand} ending {card.last4}, expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                      </option>
                    ))}
                  </HTMLSelect>
                )}
              </FormField>
            ) : null}
            {method === 'gift_card' ? (
              <FormField
                id="pos-gift-pay-code"
                label="Gift card code"
                hint={
                  giftCard.data ? (
                    <span role="status">
                      Balance {formatMoneyFromCents(giftCard.data.balanceCents)}
                      {giftCard.data.status !== 'active' ? ` (${giftCard.data.status})` : ''}
                    </span>
                  ) : giftCard.error ? (
                    <span role="alert">{giftCard.error.message}</span>
                  ) : undefined
                }
              >
                {(control) => (
                  <InputGroup
                    {...control}
                    autoComplete="off"
                    value={giftCode}
                    onValueChange={(value) => {
                      setGiftCode(value);
                      setLookupCode(null);
                    }}
                    rightElement={
                      <Button
                        variant="minimal"
                        text="Check balance"
                        loading={giftCard.isFetching}
                        onClick={() => {
                          const code = normalisedCode(giftCode);
                          setLookupCode(code);
                          void queryClient
                            .fetchQuery(posQueries.giftCard(code))
                            .then((card) => setAmountText(dollarTextFromCents(suggestedAmount(sale.balanceCents, card.balanceCents))))
                            .catch(() => undefined);
                        }}
                      />
                    }
                  />
                )}
              </FormField>
            ) : null}
          </div>
          {method === 'card_terminal' ? <TerminalPanel locationId={sale.locationId} charging={take.isPending} /> : null}
          {problem ? (
            <Callout intent="warning" role="alert" compact>
              {problem}
            </Callout>
          ) : null}
          {error && !keyedOpen ? (
            <Callout intent="danger" role="alert" title="The payment did not go through" compact>
              {error}
            </Callout>
          ) : null}
          <div className="pos-charge-row">
            <Button
              intent="primary"
              size="large"
              icon={method === 'cash' ? 'bank-account' : 'credit-card'}
              text={
                method === 'card_terminal'
                  ? `Charge ${formatMoneyFromCents(amountCents ?? 0)} on the terminal`
                  : method === 'card_keyed'
                    ? 'Enter card details'
                    : `Take ${formatMoneyFromCents(amountCents ?? 0)}`
              }
              loading={pending}
              disabled={pending}
              onClick={pay}
            />
          </div>
        </>
      ) : (
        <p className="pos-line-note">Taking payments needs the create_payments permission.</p>
      )}
      {keyedOpen && amountCents !== undefined ? (
        <KeyedCardDialog
          amountCents={amountCents}
          canSave={Boolean(sale.clientId)}
          status={{ isPending: pending, error: token.error ?? take.error }}
          onPay={payKeyed}
          onClose={() => {
            setKeyedOpen(false);
            token.reset();
          }}
        />
      ) : null}
    </Card>
  );
}
