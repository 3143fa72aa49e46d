import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { Sale, SalePayment } from '@chairside/shared/sales/sale-dto';
import { DIALOG_PORTAL_CLASS } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { centsFromDollarText, dollarTextFromCents } from '../../../ui/form-values';
import { QueryStatus } from '../../../ui/query-error';
import { refundableCents, refundProblem } from '../pos-payments';
import { posQueries } from '../pos-queries';
import { useRefundPayment, useVoidSale } from '../hooks/use-pos-commands';
import { paymentLabel } from './payment-panel';
import { EmailReceiptForm, SaleReceipt } from './sale-receipt';

const statusTag = (sale: Sale) => {
  if (sale.status === 'voided') return <Tag intent="none">Voided</Tag>;
  if (sale.status === 'open') return <Tag intent="warning">Open</Tag>;
  if (sale.refundedCents >= sale.paidCents && sale.refundedCents > 0) return <Tag intent="danger">Refunded</Tag>;
  if (sale.refundedCents > 0) return <Tag intent="danger">Part refunded</Tag>;
  return <Tag intent="success">Paid</Tag>;
};

// Today's sales at the location, newest first, live on the 'sales' topic.
export function SalesHistory({
  locationId,
  timeZone,
  canRefund,
  onResume,
}: {
  locationId: string;
  timeZone: string;
  canRefund: boolean;
  onResume(saleId: string): void;
}) {
  const history = useQuery(posQueries.history(locationId));
  const [openId, setOpenId] = useState<string | null>(null);
  const open = history.data?.find((sale) => sale.id === openId) ?? null;
  if (!history.data) return <QueryStatus query={history} errorTitle="Could not load today’s sales" />;
  if (history.data.length === 0) return <p className="pos-empty">No sales yet today at this location.</p>;
  return (
    <>
      <HTMLTable className="pos-history" interactive compact aria-label="Today’s sales">
        <thead>
          <tr>
            <th scope="col">Sale</th>
            <th scope="col">Time</th>
            <th scope="col">Client</th>
            <th scope="col">Status</th>
            <th scope="col" className="pos-money">
              Total
            </th>
            <th scope="col">
              <span className="pos-visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((sale) => (
            <tr key={sale.id}>
              <td>{sale.number}</td>
              <td>{formatTime(sale.paidAt ?? sale.openedAt, timeZone)}</td>
              <td>{sale.clientName ?? 'Walk-in'}</td>
              <td>{statusTag(sale)}</td>
              <td className="pos-money">{formatMoneyFromCents(sale.totalCents)}</td>
              <td>
                <Button variant="minimal" text="Details" aria-label={`Details of sale ${sale.number}`} onClick={() => setOpenId(sale.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {open ? (
        <SaleDetailsDialog
          sale={open}
          timeZone={timeZone}
          canRefund={canRefund}
          onResume={() => {
            setOpenId(null);
            onResume(open.id);
          }}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </>
  );
}

function SaleDetailsDialog({
  sale,
  timeZone,
  canRefund,
  onResume,
  onClose,
}: {
  sale: Sale;
  timeZone: string;
  canRefund: boolean;
  onResume(): void;
  onClose(): void;
}) {
  const [refunding, setRefunding] = useState<SalePayment | null>(null);
  const [voiding, setVoiding] = useState(false);
  const voidSale = useVoidSale();
  const [voidReason, setVoidReason] = useState('');
  const refundable = sale.status !== 'voided' ? sale.payments.filter((payment) => refundableCents(payment) > 0) : [];
  return (
    <Dialog
      isOpen
      title={`Sale ${sale.number}`}
      icon="shopping-cart"
      onClose={onClose}
      className="ui-dialog pos-dialog"
      portalClassName={DIALOG_PORTAL_CLASS}
    >
      <DialogBody>
        <p>{statusTag(sale)}</p>
        <SaleReceipt sale={sale} timeZone={timeZone} />
        {canRefund && refundable.length > 0 ? (
          <section aria-label="Refunds" className="pos-refunds">
            {refundable.map((payment) => (
              <div key={payment.id} className="pos-refund-row">
                <span>
                  {paymentLabel(payment)}: {formatMoneyFromCents(refundableCents(payment))} refundable
                </span>
                <Button icon="undo" text="Refund" aria-label={`Refund ${paymentLabel(payment)}`} onClick={() => setRefunding(payment)} />
              </div>
            ))}
          </section>
        ) : null}
        {refunding ? <RefundForm key={refunding.id} sale={sale} payment={refunding} onDone={() => setRefunding(null)} /> : null}
        {canRefund && sale.status === 'open' && sale.paidCents === 0 ? (
          voiding ? (
            <form
              aria-label="Void the sale"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                voidSale.mutate({ saleId: sale.id, reason: voidReason }, { onSuccess: () => setVoiding(false) });
              }}
            >
              <TextField id="pos-void-reason" label="Reason for voiding" value={voidReason} maxLength={200} onChange={setVoidReason} />
              <Button type="submit" intent="danger" text="Void sale" loading={voidSale.isPending} />
            </form>
          ) : (
            <Button intent="danger" variant="outlined" icon="ban-circle" text="Void sale" onClick={() => setVoiding(true)} />
          )
        ) : null}
        {voidSale.error ? (
          <Callout intent="danger" role="alert" title="Could not void the sale" compact>
            {voidSale.error.message}
          </Callout>
        ) : null}
        {sale.status === 'paid' ? <EmailReceiptForm sale={sale} /> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {sale.status === 'open' ? <Button intent="primary" text="Take payment" onClick={onResume} /> : null}
            <Button text="Close" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}

// A refund back to one payment's method: all of what is left of it, or part.
function RefundForm({ sale, payment, onDone }: { sale: Sale; payment: SalePayment; onDone(): void }) {
  const refund = useRefundPayment();
  const [amount, setAmount] = useState(dollarTextFromCents(refundableCents(payment)));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="pos-refund-form"
      aria-label={`Refund ${paymentLabel(payment)}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const cents = centsFromDollarText(amount);
        const found = refundProblem(payment, cents, reason);
        if (found || cents === undefined) return setProblem(found ?? 'Enter the amount to refund');
        setProblem(null);
        refund.mutate(
          { saleId: sale.id, refund: { paymentId: payment.id, amountCents: cents, reason: reason.trim() } },
          { onSuccess: onDone },
        );
      }}
    >
      <TextField id="pos-refund-amount" label="Refund amount ($)" inputMode="decimal" value={amount} onChange={setAmount} />
      <TextField id="pos-refund-reason" label="Reason for the refund" maxLength={200} value={reason} onChange={setReason} />
      {problem ? (
        <Callout intent="warning" role="alert" compact>
          {problem}
        </Callout>
      ) : null}
      {refund.error ? (
        <Callout intent="danger" role="alert" title="The refund did not go through" compact>
          {refund.error.message}
        </Callout>
      ) : null}
      <div className="pos-charge-row">
        <Button text="Cancel" onClick={onDone} disabled={refund.isPending} />
        <Button type="submit" intent="danger" icon="undo" text="Refund" loading={refund.isPending} />
      </div>
    </form>
  );
}
