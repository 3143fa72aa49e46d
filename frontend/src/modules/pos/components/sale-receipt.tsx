import { useState } from 'react';
import { Button, Callout, Card, H2, HTMLTable, InputGroup } from '@blueprintjs/core';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { paymentMethodLabels, type Sale } from '@chairside/shared/sales/sale-dto';
import { FormField } from '../../../ui/form-field';
import { useEmailReceipt } from '../hooks/use-pos-commands';
import { discountText } from './cart-panel';
import { paymentLabel } from './payment-panel';

// The receipt as printed and shown: lines, discounts, tax, tip, payments (with change) and refunds, on the
// location's clock. The print stylesheet (pos.css) prints this block alone.
export function SaleReceipt({ sale, timeZone }: { sale: Sale; timeZone: string }) {
  return (
    <article className="pos-receipt" aria-label={`Receipt for sale ${sale.number}`}>
      <header className="pos-receipt-header">
        <strong>{sale.locationName}</strong>
        <span>Sale {sale.number}</span>
        <span>{formatDateTime(sale.paidAt ?? sale.openedAt, timeZone)}</span>
        {sale.clientName ? <span>{sale.clientName}</span> : null}
      </header>
      <HTMLTable compact className="pos-receipt-lines" aria-label="Items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="pos-money">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((line) => (
            <tr key={line.lineId}>
              <td>
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.description}
                {line.staffName ? <div className="pos-line-note">with {line.staffName}</div> : null}
                {line.discount ? (
                  <div className="pos-line-note">
                    {discountText(line.discount)}: {line.discount.reason}
                  </div>
                ) : null}
              </td>
              <td className="pos-money">{formatMoneyFromCents(line.grossCents - line.lineDiscountCents)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <dl className="pos-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoneyFromCents(sale.subtotalCents)}</dd>
        </div>
        {sale.discountCents > 0 ? (
          <div>
            <dt>Discounts{sale.cartDiscount ? ` (${sale.cartDiscount.reason})` : ''}</dt>
            <dd>−{formatMoneyFromCents(sale.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Tax</dt>
          <dd>{formatMoneyFromCents(sale.taxCents)}</dd>
        </div>
        {sale.tipCents > 0 ? (
          <div>
            <dt>Tip{sale.tips.length ? ` (${sale.tips.map((tip) => tip.staffName ?? 'staff').join(', ')})` : ''}</dt>
            <dd>{formatMoneyFromCents(sale.tipCents)}</dd>
          </div>
        ) : null}
        <div className="pos-total">
          <dt>Total</dt>
          <dd>{formatMoneyFromCents(sale.totalCents)}</dd>
        </div>
        {sale.payments.map((payment) => (
          <div key={payment.id}>
            <dt>
              {paymentLabel(payment)}
              {payment.changeCents
                ? ` (given ${formatMoneyFromCents(payment.tenderedCents ?? 0)}, change ${formatMoneyFromCents(payment.changeCents)})`
                : ''}
            </dt>
            <dd>{formatMoneyFromCents(payment.amountCents)}</dd>
          </div>
        ))}
        {sale.refunds.map((refund) => (
          <div key={refund.id}>
            <dt>
              Refund to {paymentMethodLabels[refund.method]} ({refund.reason})
            </dt>
            <dd>−{formatMoneyFromCents(refund.amountCents)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

// Sends the receipt to an address (the client's by default).
export function EmailReceiptForm({ sale }: { sale: Sale }) {
  const send = useEmailReceipt();
  const [email, setEmail] = useState(sale.clientEmail ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <form
      className="pos-email-receipt"
      aria-label="E-mail the receipt"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSentTo(null);
        send.mutate({ saleId: sale.id, email: email.trim() }, { onSuccess: () => setSentTo(email.trim()) });
      }}
    >
      <FormField id={`pos-receipt-email-${sale.id}`} label="E-mail the receipt to">
        {(control) => (
          <InputGroup
            {...control}
            type="email"
            autoComplete="off"
            value={email}
            onValueChange={setEmail}
            rightElement={<Button type="submit" variant="minimal" icon="envelope" text="Send receipt" loading={send.isPending} />}
          />
        )}
      </FormField>
      {sentTo ? (
        <Callout intent="success" role="status" compact>
          Receipt sent to {sentTo}
        </Callout>
      ) : null}
      {send.error ? (
        <Callout intent="danger" role="alert" compact>
          {send.error.message}
        </Callout>
      ) : null}
    </form>
  );
}

// After the last payment: the receipt, print or e-mail it, and a new sale.
export function PaymentComplete({ sale, timeZone, onNewSale }: { sale: Sale; timeZone: string; onNewSale(): void }) {
  const change = sale.payments.reduce((sum, payment) => sum + (payment.changeCents ?? 0), 0);
  return (
    <Card className="pos-complete" aria-labelledby="pos-complete-title">
      <H2 id="pos-complete-title" className="pos-section-title pos-complete-title">
        Payment complete
      </H2>
      <p className="pos-complete-amount">{formatMoneyFromCents(sale.paidCents)} paid</p>
      {change > 0 ? <p className="pos-complete-change">Change given: {formatMoneyFromCents(change)}</p> : null}
      <SaleReceipt sale={sale} timeZone={timeZone} />
      <div className="pos-complete-actions">
        <Button icon="print" text="Print receipt" onClick={() => window.print()} />
        <Button intent="primary" icon="plus" text="New sale" onClick={onNewSale} />
      </div>
      <EmailReceiptForm sale={sale} />
    </Card>
  );
}
