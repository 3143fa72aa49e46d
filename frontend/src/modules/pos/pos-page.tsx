import { useEffect, useState } from 'react';
import { Button, Callout, Tab, Tabs } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Location } from '@chairside/shared/business/business-dto';
import type { Sale } from '@chairside/shared/sales/sale-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { LoadingState } from '../../ui/loading-state';
import { QueryStatus } from '../../ui/query-error';
import { CashDrawerPanel } from '../cash-drawer';
import { staffQueries } from '../staff/staff-queries';
import { CartPanel } from './components/cart-panel';
import { PaymentPanel } from './components/payment-panel';
import { PaymentComplete } from './components/sale-receipt';
import { SalesHistory } from './components/sales-history';
import { useChangeCart, useOpenSale, type SaleReply } from './hooks/use-pos-commands';
import { cartFromCheckout, cartFromSale, openSaleInput } from './pos-cart';
import { posQueries } from './pos-queries';
import { usePosSession } from './pos-session';
import './pos.css';

type GiftCardRequest = { mode: 'sell' | 'reload'; code: string };

function giftCardRequestFrom(params: URLSearchParams): GiftCardRequest | null {
  const mode = params.get('giftCard');
  if (mode !== 'sell' && mode !== 'reload') return null;
  return { mode, code: mode === 'reload' ? (params.get('code') ?? '') : '' };
}

// /pos: the front desk's checkout. The cart, then "Charge" opens the sale and the payment panel takes
// split payments until nothing is left; today's sales with refunds and voids; the cash drawer.
export function PosPage() {
  const { location, loading: locationLoading } = useSelectedLocation();
  const { can, loading: permissionsLoading } = usePermissions();
  const [tab, setTab] = useState<'checkout' | 'sales' | 'drawer'>('checkout');
  const session = usePosSession();

  return (
    <PageFrame title="Point of Sale" description={location ? `Checkout at ${location.name}.` : undefined}>
      {locationLoading || permissionsLoading ? <LoadingState /> : null}
      {!locationLoading && !location ? (
        <Callout intent="warning" role="alert">
          Choose a location in the header to use the point of sale.
        </Callout>
      ) : null}
      {location && !permissionsLoading ? (
        <Tabs
          id="pos-tabs"
          selectedTabId={tab}
          onChange={(id) => setTab(id as typeof tab)}
          renderActiveTabPanelOnly
          size="large"
          className="pos-tabs"
        >
          <Tab id="checkout" title="Checkout" panel={<Checkout session={session} location={location} canPay={can('create_payments')} />} />
          <Tab
            id="sales"
            title="Today’s sales"
            panel={
              <SalesHistory
                locationId={location.id}
                timeZone={location.timeZone}
                canRefund={can('refund_payments')}
                onResume={(saleId) => {
                  session.openSale(saleId);
                  setTab('checkout');
                }}
              />
            }
          />
          <Tab
            id="drawer"
            title="Cash drawer"
            panel={
              <div className="pos-drawer-slot">
                <CashDrawerPanel locationId={location.id} />
              </div>
            }
          />
        </Tabs>
      ) : null}
    </PageFrame>
  );
}

type PosSession = ReturnType<typeof usePosSession>;

function Checkout({ session, location, canPay }: { session: PosSession; location: Location; canPay: boolean }) {
  const queryClient = useQueryClient();
  const { cart, setCart, saleId, openSale, startOver } = session;
  const [params, setParams] = useSearchParams();
  const appointmentId = params.get('appointmentId');
  const [giftCardRequest, setGiftCardRequest] = useState<GiftCardRequest | null>(() => giftCardRequestFrom(params));
  const checkout = useQuery({ ...posQueries.checkout(appointmentId ?? ''), enabled: Boolean(appointmentId) });
  const staff = useQuery(staffQueries.list({ locationId: location.id, includeInactive: false }));
  const open = useOpenSale();
  const change = useChangeCart();
  const charging = open.isPending || change.isPending;

  // /pos?giftCard=…: the gift card dialog on a fresh cart. The address keeps the request while the dialog is
  // open (a reload opens it again) and is cleared once it closes, so a reload then does not.
  useEffect(() => {
    if (giftCardRequest && saleId) startOver();
  }, [giftCardRequest, saleId, startOver]);
  const giftCardRequestSeen = () => {
    if (!giftCardRequest) return;
    setGiftCardRequest(null);
    setParams({}, { replace: true });
  };

  // /pos?appointmentId=…: the appointment's sale if it has one, else its services in a new cart.
  useEffect(() => {
    if (!appointmentId || !checkout.data) return;
    if (checkout.data.saleId) openSale(checkout.data.saleId);
    else {
      startOver();
      setCart(cartFromCheckout(checkout.data));
    }
    setParams({}, { replace: true });
  }, [appointmentId, checkout.data, openSale, startOver, setCart, setParams]);

  if (appointmentId && !checkout.data) return <QueryStatus query={checkout} errorTitle="Could not open the appointment’s checkout" />;
  if (saleId)
    return (
      <ActiveSale
        saleId={saleId}
        location={location}
        canPay={canPay}
        onNewSale={startOver}
        onChangeCart={(sale) => {
          startOver();
          setCart(cartFromSale(sale));
        }}
      />
    );

  const charge = () => {
    const id = cart.saleId ?? crypto.randomUUID();
    const opened = (reply: SaleReply) => {
      queryClient.setQueryData(posQueries.sale(id).queryKey, reply.sale);
      openSale(id);
    };
    const input = openSaleInput(cart, id, location.id);
    if (cart.saleOpened) return change.mutate({ saleId: id, cart: input.cart }, { onSuccess: opened });
    if (!cart.saleId) setCart((current) => ({ ...current, saleId: id }));
    return open.mutate(input, { onSuccess: opened });
  };

  return (
    <CartPanel
      cart={cart}
      onChange={setCart}
      locationId={location.id}
      taxRateBasisPoints={location.taxRateBasisPoints}
      staff={(staff.data ?? []).map((person) => ({ id: person.id, name: displayName(person) }))}
      canCharge={canPay}
      charging={charging}
      chargeError={(open.error ?? change.error)?.message ?? null}
      onCharge={charge}
      giftCardRequest={giftCardRequest}
      onGiftCardRequestSeen={giftCardRequestSeen}
    />
  );
}

type ActiveSaleProps = { saleId: string; location: Location; canPay: boolean; onNewSale(): void; onChangeCart(sale: Sale): void };

function ActiveSale({ saleId, location, canPay, onNewSale, onChangeCart }: ActiveSaleProps) {
  const sale = useQuery(posQueries.sale(saleId));
  if (!sale.data)
    return (
      <>
        <QueryStatus query={sale} errorTitle="Could not load the sale" />
        {sale.isError ? <Button text="New sale" icon="plus" onClick={onNewSale} /> : null}
      </>
    );
  if (sale.data.status === 'paid') return <PaymentComplete sale={sale.data} timeZone={location.timeZone} onNewSale={onNewSale} />;
  if (sale.data.status === 'voided')
    return (
      <Callout intent="warning" title={`Sale ${sale.data.number} was voided`}>
        <p>{sale.data.voidReason}</p>
        <Button intent="primary" icon="plus" text="New sale" onClick={onNewSale} />
      </Callout>
    );
  return (
    <div className="pos-active-sale">
      <PaymentPanel key={sale.data.id} sale={sale.data} canPay={canPay} />
      {sale.data.paidCents === 0 ? (
        <div className="pos-charge-row">
          {canPay ? <Button icon="edit" text="Change the cart" onClick={() => onChangeCart(sale.data)} /> : null}
          <Button variant="minimal" icon="arrow-left" text="Leave this sale for later" onClick={onNewSale} />
        </div>
      ) : null}
    </div>
  );
}
