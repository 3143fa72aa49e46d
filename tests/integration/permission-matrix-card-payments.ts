import { randomUUID } from 'node:crypto';
import { unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Card payments and the cash drawer: read with view_pos; the card dialog, the terminal's cancel and present,
// removing a saved card and opening the drawer with create_payments; closing (counting) the drawer with
// manage_cash_drawer. "Staff without permission" holds Front Desk's permissions, which include view_pos and
// create_payments but not manage_cash_drawer; "staff with permission" holds all three (the matrix's list).

const posUsers = (status: number | readonly number[]): Record<Caller, number | readonly number[]> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});
const drawerManagers = (status: number | readonly number[]): Record<Caller, number | readonly number[]> => ({
  ...posUsers(status),
  'staff without permission': 403,
});

let drawerLocation: string | null = null;
const location = (): string => {
  if (!drawerLocation) throw new Error('setUpCardPaymentsWorld has not run');
  return drawerLocation;
};

// A location of its own, whose terminal waits for nothing and whose drawer the rows open and close.
export async function setUpCardPaymentsWorld(api: AdminApi): Promise<void> {
  drawerLocation = await api.call('POST', '/api/locations', { name: `Matrix till ${unique()}`, isDefault: false });
}

export const cardPaymentRows: Row[] = [
  {
    route: 'POST /api/card-provider/tokens',
    path: () => '/api/card-provider/tokens',
    body: () => ({ number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' }),
    expect: posUsers(200),
  },
  { route: 'GET /api/card-terminal', path: () => `/api/card-terminal?locationId=${location()}`, expect: posUsers(200) },
  {
    route: 'POST /api/card-terminal/cancel',
    path: () => '/api/card-terminal/cancel',
    body: () => ({ locationId: location() }),
    expect: posUsers(409),
    note: 'nothing is waiting on the terminal',
  },
  {
    route: 'POST /api/card-terminal/present',
    path: () => '/api/card-terminal/present',
    body: () => ({ locationId: location(), cardNumber: '4242424242424242' }),
    expect: posUsers(409),
    note: 'nothing is waiting on the terminal',
  },
  { route: 'GET /api/saved-payment-methods', path: () => `/api/saved-payment-methods?clientId=${randomUUID()}`, expect: posUsers(200) },
  {
    route: 'DELETE /api/saved-payment-methods/:id',
    path: () => `/api/saved-payment-methods/${randomUUID()}`,
    expect: posUsers(404),
    note: 'no such saved card',
  },
  { route: 'GET /api/cash-drawer', path: () => `/api/cash-drawer?locationId=${location()}`, expect: posUsers(200) },
  {
    route: 'POST /api/cash-drawer/open',
    path: () => '/api/cash-drawer/open',
    body: () => ({ locationId: location(), floatCents: 10_000 }),
    expect: posUsers([200, 409]),
    note: 'opened by the first caller allowed; already open for the next',
  },
  {
    route: 'POST /api/cash-drawer/close',
    path: () => '/api/cash-drawer/close',
    body: () => ({ locationId: location(), countedCents: 10_000, note: '' }),
    expect: drawerManagers([200, 409]),
    note: 'closed by the first caller allowed; not open for the next',
  },
];
