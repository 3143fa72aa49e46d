import { randomUUID } from 'node:crypto';
import { demoLocations } from '@chairside/backend/business/demo-business';
import type { AdminApi, Caller, Row } from './permission-matrix-support';

// The point of sale: read with view_pos, charge with create_payments (both Front Desk's, so "staff without
// permission" may), refund and void with refund_payments ("staff with permission" holds it; the desk does not).

const posUsers = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});
const refunders = (status: number): Record<Caller, number> => ({ ...posUsers(status), 'staff without permission': 403 });

const locationId = demoLocations.downtown.id;
const cart = (amountCents: number) => ({
  lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Matrix item', unitPriceCents: amountCents, quantity: 1, taxable: false }],
});

type SalesWorld = { open: string; paid: string; payment: string; draft: string };
let world: SalesWorld | null = null;
const sales = (): SalesWorld => {
  if (!world) throw new Error('setUpSalesWorld has not run');
  return world;
};

// An open sale to pay $1 at a time, a paid one to refund $1 at a time and send receipts of, and a draft to change and void.
export async function setUpSalesWorld(api: AdminApi): Promise<void> {
  const open = async (amountCents: number) => api.call('POST', '/api/sales', { saleId: randomUUID(), locationId, cart: cart(amountCents) });
  const [openSale, paid, draft] = await Promise.all([open(100_000), open(50_000), open(2_000)]);
  await api.call('POST', `/api/sales/${paid}/payments`, { method: 'cash', amountCents: 50_000, tenderedCents: 50_000 });
  const response = await api.read(`/api/sales/${paid}`);
  const payment = (response as { payments: { id: string }[] }).payments[0]?.id;
  if (!payment) throw new Error('setup: the paid sale has no payment');
  world = { open: openSale, paid, payment, draft };
}

export const salesRows: Row[] = [
  { route: 'GET /api/sales-history', path: () => `/api/sales-history?locationId=${locationId}`, expect: posUsers(200) },
  { route: 'GET /api/payments', path: () => `/api/payments?locationId=${locationId}`, expect: posUsers(200) },
  { route: 'GET /api/sales/summary', path: () => `/api/sales/summary?locationId=${locationId}`, expect: posUsers(200) },
  {
    route: 'GET /api/pos/checkout',
    path: () => `/api/pos/checkout?appointmentId=${randomUUID()}`,
    expect: posUsers(404),
    note: 'no such appointment',
  },
  { route: 'GET /api/sales/:id', path: () => `/api/sales/${sales().paid}`, expect: posUsers(200) },
  {
    route: 'POST /api/sales',
    path: () => '/api/sales',
    body: () => ({ saleId: randomUUID(), locationId, cart: cart(1_000) }),
    expect: posUsers(200),
  },
  {
    route: 'PUT /api/sales/:id/cart',
    path: () => `/api/sales/${sales().draft}/cart`,
    body: () => ({ cart: cart(2_500) }),
    expect: posUsers(200),
  },
  {
    route: 'POST /api/sales/:id/payments',
    path: () => `/api/sales/${sales().open}/payments`,
    body: () => ({ method: 'cash', amountCents: 100, tenderedCents: 100 }),
    expect: posUsers(200),
  },
  {
    route: 'POST /api/sales/:id/refunds',
    path: () => `/api/sales/${sales().paid}/refunds`,
    body: () => ({ paymentId: sales().payment, amountCents: 100, reason: 'Matrix refund' }),
    expect: refunders(200),
  },
  {
    route: 'POST /api/sales/:id/void',
    path: () => `/api/sales/${sales().draft}/void`,
    body: () => ({ reason: 'Matrix void' }),
    expect: refunders(200),
  },
  {
    route: 'POST /api/sales/:id/receipt',
    path: () => `/api/sales/${sales().paid}/receipt`,
    body: () => ({ email: 'matrix@example.com' }),
    expect: posUsers(200),
  },
];
