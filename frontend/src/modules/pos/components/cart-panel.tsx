import { useState } from 'react';
import { Button, Callout, Card, Checkbox, H2, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { WALK_IN_CLIENT_ID } from '@chairside/shared/appointments/appointment-dto';
import { ClientAlertLine } from '../../clients/index';
import { clientNoteQueries } from '../../clients/client-notes-queries';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { DiscountInput } from '@chairside/shared/sales/sale-dto';
import { centsFromDollarText, dollarTextFromCents } from '../../../ui/form-values';
import {
  addLine,
  cartProblem,
  groupedCode,
  priceCart,
  removeLine,
  setLineDiscount,
  setLineQuantity,
  setTip,
  splitTip,
  type PosCart,
  type PosLine,
} from '../pos-cart';
import { AmountLineDialog, DiscountDialog, GiftCardLineDialog, ServiceLineDialog, type StaffChoice } from './cart-line-dialogs';

type Dialog =
  | { kind: 'service' }
  | { kind: 'amount' }
  | { kind: 'gift'; mode: 'sell' | 'reload'; code: string }
  | { kind: 'line-discount'; line: PosLine }
  | { kind: 'cart-discount' }
  | null;

export const discountText = (discount: DiscountInput) =>
  discount.kind === 'percent' ? `${discount.basisPoints / 100}% off` : `${formatMoneyFromCents(discount.amountCents)} off`;

type CartPanelProps = {
  cart: PosCart;
  onChange(change: (cart: PosCart) => PosCart): void;
  locationId: string;
  taxRateBasisPoints: number;
  staff: readonly StaffChoice[];
  canCharge: boolean;
  charging: boolean;
  chargeError: string | null;
  onCharge(): void;
  // A gift card line the address asked for (/pos?giftCard=sell), opened once.
  giftCardRequest: { mode: 'sell' | 'reload'; code: string } | null;
  onGiftCardRequestSeen(): void;
};

// The cart: what is sold, its discounts, the tip and the total, then "Charge".
export function CartPanel(props: CartPanelProps) {
  const { cart, onChange, taxRateBasisPoints, staff } = props;
  const [dialog, setDialog] = useState<Dialog>(props.giftCardRequest ? { kind: 'gift', ...props.giftCardRequest } : null);
  const priced = priceCart(cart, taxRateBasisPoints);
  const pricedById = new Map(priced.lines.map((line) => [line.lineId, line]));
  const problem = cartProblem(cart);
  const staffName = (id: string | null) => staff.find((person) => person.id === id)?.name ?? null;
  const close = () => {
    setDialog(null);
    props.onGiftCardRequestSeen();
  };
  const add = (line: PosLine) => {
    onChange((current) => addLine(current, line));
    close();
  };
  const { totals } = priced;
  // The client's alerts (an allergy…) where the cart names them: read live, like the calendar's.
  const alertClient = cart.clientId && cart.clientId !== WALK_IN_CLIENT_ID ? [cart.clientId] : [];
  const alerts = useQuery(clientNoteQueries.alerts(alertClient)).data;

  return (
    <Card className="pos-cart" aria-labelledby="pos-cart-title">
      <div className="pos-section-header">
        <H2 id="pos-cart-title" className="pos-section-title">
          Cart
        </H2>
        {cart.saleOpened ? (
          <Tag intent="warning" minimal>
            Changing an open sale
          </Tag>
        ) : null}
        {cart.clientName ? (
          <Tag icon="person" large minimal>
            {cart.clientName}
          </Tag>
        ) : null}
      </div>
      {cart.clientId ? <ClientAlertLine alerts={alerts?.get(cart.clientId)} /> : null}
      <div className="pos-add-buttons" role="group" aria-label="Add to the cart">
        <Button icon="cut" text="Add service" onClick={() => setDialog({ kind: 'service' })} />
        <Button icon="credit-card" text="Sell gift card" onClick={() => setDialog({ kind: 'gift', mode: 'sell', code: '' })} />
        <Button icon="refresh" text="Reload gift card" onClick={() => setDialog({ kind: 'gift', mode: 'reload', code: '' })} />
        <Button icon="dollar" text="Add amount" onClick={() => setDialog({ kind: 'amount' })} />
      </div>

      {cart.lines.length === 0 ? (
        <p className="pos-empty">The cart is empty. Add a service, a gift card or an amount.</p>
      ) : (
        <HTMLTable className="pos-lines" compact aria-label="Cart lines">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col" className="pos-money">
                Amount
              </th>
              <th scope="col">
                <span className="pos-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => {
              const price = pricedById.get(line.lineId);
              const off = (price?.lineDiscountCents ?? 0) + (price?.cartDiscountCents ?? 0);
              const name =
                line.kind === 'gift_card' ? `${line.mode === 'sell' ? 'Gift card' : 'Reload'} ${groupedCode(line.code)}` : line.description;
              return (
                <tr key={line.lineId}>
                  <td>
                    <div className="pos-line-name">{name}</div>
                    {line.kind === 'service' && staffName(line.staffId) ? (
                      <div className="pos-line-note">with {staffName(line.staffId)}</div>
                    ) : null}
                    {line.kind === 'custom' && !line.taxable ? <div className="pos-line-note">Not taxed</div> : null}
                    {line.kind !== 'gift_card' && line.discount ? (
                      <div className="pos-line-note">
                        {discountText(line.discount)}: {line.discount.reason}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    {line.kind === 'gift_card' ? (
                      '1'
                    ) : (
                      <InputGroup
                        aria-label={`Quantity of ${name}`}
                        className="pos-quantity"
                        type="number"
                        min={1}
                        max={99}
                        value={String(line.quantity)}
                        onValueChange={(value) => onChange((current) => setLineQuantity(current, line.lineId, Number(value) || 1))}
                      />
                    )}
                  </td>
                  <td className="pos-money">
                    {off > 0 ? <s className="pos-line-gross">{formatMoneyFromCents(price?.grossCents ?? 0)}</s> : null}
                    {formatMoneyFromCents(price?.netCents ?? 0)}
                  </td>
                  <td className="pos-line-actions">
                    {line.kind !== 'gift_card' ? (
                      <Button
                        variant="minimal"
                        icon="tag"
                        aria-label={`Discount ${name}`}
                        title="Discount"
                        onClick={() => setDialog({ kind: 'line-discount', line })}
                      />
                    ) : null}
                    <Button
                      variant="minimal"
                      icon="trash"
                      intent="danger"
                      aria-label={`Remove ${name}`}
                      title="Remove"
                      onClick={() => onChange((current) => removeLine(current, line.lineId))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}

      <div className="pos-cart-discount">
        {cart.cartDiscount ? (
          <span>
            Cart discount: {discountText(cart.cartDiscount)} ({cart.cartDiscount.reason})
          </span>
        ) : null}
        <Button
          icon="tag"
          text={cart.cartDiscount ? 'Change cart discount' : 'Discount the cart'}
          disabled={cart.lines.length === 0}
          onClick={() => setDialog({ kind: 'cart-discount' })}
        />
      </div>

      <TipFields cart={cart} staff={staff} onChange={onChange} />

      <dl className="pos-totals" aria-label="Totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoneyFromCents(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div>
            <dt>Discounts</dt>
            <dd>−{formatMoneyFromCents(totals.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Tax ({(taxRateBasisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%)</dt>
          <dd>{formatMoneyFromCents(totals.taxCents)}</dd>
        </div>
        {totals.tipCents > 0 ? (
          <div>
            <dt>Tip</dt>
            <dd>{formatMoneyFromCents(totals.tipCents)}</dd>
          </div>
        ) : null}
        <div className="pos-total">
          <dt>Total</dt>
          <dd>{formatMoneyFromCents(totals.totalCents)}</dd>
        </div>
      </dl>

      {props.chargeError ? (
        <Callout intent="danger" role="alert" title="Could not open the sale" compact>
          {props.chargeError}
        </Callout>
      ) : null}
      {cart.lines.length > 0 && problem ? (
        <Callout intent="warning" role="status" compact>
          {problem}
        </Callout>
      ) : null}
      <div className="pos-charge-row">
        <Button
          text="Clear cart"
          variant="minimal"
          disabled={cart.lines.length === 0 || props.charging}
          onClick={() => onChange((current) => ({ ...current, lines: [], cartDiscount: null, tipCents: 0, tipStaffIds: [] }))}
        />
        {props.canCharge ? (
          <Button
            intent="primary"
            size="large"
            icon="shopping-cart"
            className="pos-charge"
            text={`Charge ${formatMoneyFromCents(totals.totalCents)}`}
            loading={props.charging}
            disabled={problem !== null || props.charging}
            onClick={props.onCharge}
          />
        ) : (
          <p className="pos-line-note">You can see the point of sale; taking payments needs the create_payments permission.</p>
        )}
      </div>

      {dialog?.kind === 'service' ? <ServiceLineDialog locationId={props.locationId} staff={staff} onAdd={add} onClose={close} /> : null}
      {dialog?.kind === 'amount' ? <AmountLineDialog onAdd={add} onClose={close} /> : null}
      {dialog?.kind === 'gift' ? <GiftCardLineDialog initial={dialog} onAdd={add} onClose={close} /> : null}
      {dialog?.kind === 'line-discount' && dialog.line.kind !== 'gift_card' ? (
        <DiscountDialog
          title={`Discount ${dialog.line.description}`}
          current={dialog.line.discount}
          onApply={(discount) => {
            onChange((current) => setLineDiscount(current, dialog.line.lineId, discount));
            close();
          }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'cart-discount' ? (
        <DiscountDialog
          title="Discount the cart"
          current={cart.cartDiscount}
          onApply={(discount) => {
            onChange((current) => ({ ...current, cartDiscount: discount }));
            close();
          }}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}

// The tip: an amount, shared evenly among the people chosen (those on the cart's services first).
function TipFields({ cart, staff, onChange }: { cart: PosCart; staff: readonly StaffChoice[]; onChange: CartPanelProps['onChange'] }) {
  const [text, setText] = useState(cart.tipCents > 0 ? dollarTextFromCents(cart.tipCents) : '');
  const onCart = new Set(cart.lines.flatMap((line) => (line.kind === 'service' && line.staffId ? [line.staffId] : [])));
  const ordered = [...staff].sort((a, b) => Number(onCart.has(b.id)) - Number(onCart.has(a.id)));
  const shares = new Map(splitTip(cart.tipCents, cart.tipStaffIds).map((tip) => [tip.staffId, tip.amountCents]));
  const setAmount = (value: string) => {
    setText(value);
    const cents = centsFromDollarText(value);
    const whole = cents !== undefined && Number.isInteger(cents) && cents >= 0 ? cents : 0;
    // Typing a tip for the cart's only stylist picks them.
    const people = cart.tipStaffIds.length === 0 && onCart.size === 1 ? [...onCart] : cart.tipStaffIds;
    onChange((current) => setTip(current, whole, people));
  };
  const toggle = (id: string, on: boolean) =>
    onChange((current) =>
      setTip(current, current.tipCents, on ? [...current.tipStaffIds, id] : current.tipStaffIds.filter((one) => one !== id)),
    );
  return (
    <fieldset className="pos-tip">
      <legend>Tip</legend>
      <InputGroup aria-label="Tip ($)" placeholder="0.00" inputMode="decimal" leftIcon="dollar" value={text} onValueChange={setAmount} />
      {cart.tipCents > 0 ? (
        <div className="pos-tip-staff" role="group" aria-label="Tip for">
          {ordered.map((person) => (
            <Checkbox
              key={person.id}
              checked={cart.tipStaffIds.includes(person.id)}
              onChange={(event) => toggle(person.id, event.currentTarget.checked)}
              labelElement={
                <span>
                  {person.name}
                  {shares.has(person.id) ? (
                    <span className="pos-line-note"> {formatMoneyFromCents(shares.get(person.id) ?? 0)}</span>
                  ) : null}
                </span>
              }
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
