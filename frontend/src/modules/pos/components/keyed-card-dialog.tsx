import { useState } from 'react';
import { Checkbox } from '@blueprintjs/core';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import type { CardToken, KeyedCard } from '../hooks/use-pos-commands';

// Stands in for the card provider's hosted dialog: the number goes to the provider's token endpoint, never
// to a sale; the payment then carries the token. Nothing typed here is kept in the browser.
export function KeyedCardDialog({
  amountCents,
  canSave,
  status,
  onPay,
  onClose,
}: {
  amountCents: number;
  canSave: boolean;
  status: { isPending: boolean; error: Error | null };
  onPay(card: KeyedCard, saveCard: boolean): void;
  onClose(): void;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [save, setSave] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const digits = number.replace(/\D/g, '');
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
    if (digits.length < 12 || digits.length > 19) return setProblem('Enter the card number');
    if (!match) return setProblem('Enter the expiry as MM/YY');
    const expMonth = Number(match[1]);
    const expYear = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    if (expMonth < 1 || expMonth > 12) return setProblem('The expiry month is 01 to 12');
    if (!/^\d{3,4}$/.test(cvc.trim())) return setProblem('The CVC is 3 or 4 digits');
    setProblem(null);
    onPay({ number: digits, expMonth, expYear, cvc: cvc.trim() }, canSave && save);
  };
  return (
    <FormDialog
      title="Card payment"
      icon="credit-card"
      className="pos-dialog"
      labelForm
      status={status}
      errorTitle="The card was not charged"
      warning={problem}
      submitText={`Pay ${formatMoneyFromCents(amountCents)}`}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField id="pos-card-number" label="Card number" inputMode="numeric" autoComplete="off" value={number} onChange={setNumber} />
      <div className="pos-card-row">
        <TextField id="pos-card-expiry" label="Expiry (MM/YY)" placeholder="MM/YY" autoComplete="off" value={expiry} onChange={setExpiry} />
        <TextField id="pos-card-cvc" label="CVC" inputMode="numeric" autoComplete="off" maxLength={4} value={cvc} onChange={setCvc} />
      </div>
      <Checkbox
        checked={save}
        disabled={!canSave}
        label={canSave ? 'Save card for this client' : 'Save card for this client (the sale has no client)'}
        onChange={(event) => setSave(event.currentTarget.checked)}
      />
    </FormDialog>
  );
}

export type { CardToken };
