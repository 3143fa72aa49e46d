import { test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { saleSchema, salesSummarySchema, type Sale } from '@chairside/shared/sales/sale-dto';
import { appointmentBlock, bookThroughApi, businessToday, chooseLocation, demo, findSlotToday } from './support/appointments-e2e';
import { apiHeaders, expect, newSession, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import { liveReady } from './support/live-ready';
import { inboxMark, waitForNewEmail } from './support/mail-inbox';
import { scan } from './support/axe';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

// The point of sale as the front desk uses it: a split checkout of an appointment that every other desk
// at the location sees live (the payment-success overlay, the dashboard's sales), refunds kept to the
// manager, and the card terminal's declines and cancels. Rules live in the unit and integration tests.
test.describe.configure({ timeout: 120_000 });

type Headers = Record<string, string>;
const saleReply = saleSchema;
// Brooklyn's terminal is this file's own: the checkout journey uses Downtown's or Uptown's.
const brooklyn = '44444444-4444-4444-8444-444444444444';

// One location's terminal serves one payment at a time: journeys that use it take turns.
const withTerminal = <T>(locationId: string, work: () => Promise<T>) => withSharedStateLock(`card-terminal-${locationId}`, work);

async function createClient(request: APIRequestContext, headers: Headers, lastName: string, email: string): Promise<string> {
  const response = await request.post('/api/clients', { headers, data: { firstName: 'Robin', lastName, phone: '(312) 555-0188', email } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

// A sale of one free amount, opened through the API (as the desk's "Charge" does).
async function openSale(request: APIRequestContext, headers: Headers, locationId: string, cents: number): Promise<Sale> {
  const saleId = crypto.randomUUID();
  const response = await request.post('/api/sales', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      saleId,
      locationId,
      cart: {
        lines: [{ kind: 'custom', lineId: crypto.randomUUID(), description: 'Styling product', unitPriceCents: cents, taxable: false }],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return saleReply.parse(((await response.json()) as { sale: unknown }).sale);
}

async function payCash(request: APIRequestContext, headers: Headers, sale: Sale): Promise<Sale> {
  const response = await request.post(`/api/sales/${sale.id}/payments`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { method: 'cash', amountCents: sale.balanceCents, tenderedCents: sale.balanceCents },
  });
  expect(response.status(), await response.text()).toBe(200);
  return saleReply.parse(((await response.json()) as { sale: unknown }).sale);
}

// "$1,234.56" → 123456
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

// Opens a sale of today at the location from "Today's sales".
async function openFromHistory(page: Page, sale: Sale): Promise<void> {
  await page.getByRole('tab', { name: 'Today’s sales' }).click();
  await page.getByRole('button', { name: `Details of sale ${sale.number}` }).click();
}

test('a split checkout at one desk opens the payment-success overlay live at another; both calendars say paid, the dashboard counts it, the receipt is mailed', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiHeaders(request);
  const suffix = uniqueSuffix();
  const email = `pos-${suffix}@example.test`;
  const clientId = await createClient(request, admin, `Pos${suffix}`, email);
  const { slot, appointmentId } = await withSharedStateLock('appointments-today', async () => {
    const found = await findSlotToday(request, admin);
    const id = await bookThroughApi(request, admin, { ...found, clientId, startsAt: found.start });
    return { slot: found, appointmentId: id };
  });
  const checkedIn = await request.post(`/api/appointments/${appointmentId}/status`, { headers: admin, data: { status: 'checked_in' } });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);

  const desk = await apiHeaders(request, 'frontdesk');
  const summary = async () =>
    salesSummarySchema.parse(await (await request.get(`/api/sales/summary?locationId=${slot.locationId}`, { headers: desk })).json());
  const before = (await summary()).totalCents;
  const clientName = `Robin Pos${suffix}`;
  const calendar = `/appointments?date=${businessToday()}&view=day`;

  // B: another desk at the location, on the calendar.
  const other = await (await newSession(browser)).newPage();
  await signIn(other, 'frontdesk');
  await chooseLocation(other, demo.users.frontdesk.id, slot.locationId);
  const joined = liveReady(other);
  await other.goto(calendar);
  await joined;
  await expect(appointmentBlock(other, clientName)).toHaveAccessibleName(/Checked in/);

  // A: "Checkout" from the appointment's drawer opens the POS with its service.
  await signIn(page, 'frontdesk', DEMO_PASSWORD, calendar, slot.locationId);
  await appointmentBlock(page, clientName).click();
  await page.getByRole('dialog', { name: clientName }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pos');
  await expect(page.getByRole('table', { name: 'Cart lines' })).toContainText(slot.serviceName);
  const charge = page.getByRole('button', { name: /^Charge \$/ });
  const total = centsOf((await charge.textContent()) ?? '');
  await charge.click();

  // Part in cash, with change.
  await expect(page.getByTestId('pos-balance')).toHaveText(formatMoneyFromCents(total));
  await page.getByLabel('Amount ($)', { exact: true }).fill('10.00');
  await page.getByLabel('Cash given ($)').fill('20');
  await expect(page.getByText('Change due: $10.00')).toBeVisible();
  await page.getByRole('button', { name: 'Take $10.00' }).click();
  await expect(page.getByTestId('pos-balance')).toHaveText(formatMoneyFromCents(total - 1000));

  // The rest on the simulated terminal.
  const mark = await inboxMark(email);
  await withTerminal(slot.locationId, async () => {
    await page.getByRole('radio', { name: 'Card terminal' }).click();
    await page.getByRole('button', { name: /on the terminal$/ }).click();
    await expect(page.getByRole('status', { name: 'Card terminal' })).toContainText('Waiting for the card');
    await page.getByRole('button', { name: 'Tap the card ending 4242: Visa, approved' }).click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  });

  // B: the overlay, live, with the amount, over a calendar that says paid; it survives a reload; Close forgets it.
  const overlay = other.getByRole('dialog', { name: 'Payment Successful' });
  await expect(overlay).toContainText(formatMoneyFromCents(total));
  await expect(appointmentBlock(other, clientName)).toHaveAccessibleName(/Completed.*, paid/);
  await other.reload();
  await expect(overlay).toContainText(formatMoneyFromCents(total));
  // Close reads the money reads again (SPEC §4.3): here, the calendar's appointments.
  const refreshed = other.waitForRequest((request) => new URL(request.url()).pathname === '/api/appointments');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await refreshed;
  await expect(overlay).toHaveCount(0);
  expect(await other.evaluate(() => sessionStorage.getItem('payment_success_active'))).toBeNull();

  // A shows it too, above its payment-complete screen; its calendar says paid as well.
  await page.getByRole('dialog', { name: 'Payment Successful' }).getByRole('button', { name: 'Close' }).click();
  await page.goto(calendar);
  await expect(appointmentBlock(page, clientName)).toHaveAccessibleName(/Completed.*, paid/);

  // B's dashboard counts the sale; the receipt went to the client.
  await other.goto('/dashboard');
  await expect
    .poll(async () => centsOf((await other.getByTestId('sales-today-total').textContent()) ?? ''))
    .toBeGreaterThanOrEqual(before + total);
  const receipt = await waitForNewEmail(email, mark);
  expect(receipt.text).toContain(formatMoneyFromCents(total));
});

test('a refund is the manager’s: the desk sees no refund button and the server refuses it', async ({ page, browser, request }) => {
  const desk = await apiHeaders(request, 'frontdesk');
  const sale = await payCash(request, desk, await openSale(request, desk, demo.uptown, 2500));

  await signIn(page, 'frontdesk', DEMO_PASSWORD, '/pos', demo.uptown);
  await openFromHistory(page, sale);
  const details = page.getByRole('dialog', { name: `Sale ${sale.number}` });
  await expect(details).toContainText('Paid');
  await expect(details.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  const refused = await request.post(`/api/sales/${sale.id}/refunds`, {
    headers: { ...desk, 'Idempotency-Key': crypto.randomUUID() },
    data: { paymentId: sale.payments[0]?.id, amountCents: 500, reason: 'Changed mind' },
  });
  expect(refused.status()).toBe(403);

  const manager = await (await newSession(browser)).newPage();
  await signIn(manager, 'manager', DEMO_PASSWORD, '/pos', demo.uptown);
  await openFromHistory(manager, sale);
  const managerDetails = manager.getByRole('dialog', { name: `Sale ${sale.number}` });
  await managerDetails.getByRole('button', { name: 'Refund Cash' }).click();
  const form = managerDetails.getByRole('form', { name: 'Refund Cash' });
  await form.getByLabel('Refund amount ($)').fill('10.00');
  await form.getByLabel('Reason for the refund').fill('Product returned');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(managerDetails).toContainText('Part refunded');
  await expect(managerDetails).toContainText('$15.00 refundable');
});

test('the terminal: a declined card leaves the balance as it was, and Cancel stops a waiting payment', async ({ page, request }) => {
  const desk = await apiHeaders(request, 'frontdesk');
  const sale = await openSale(request, desk, brooklyn, 4200);

  await signIn(page, 'frontdesk', DEMO_PASSWORD, '/pos', brooklyn);
  await openFromHistory(page, sale);
  await page
    .getByRole('dialog', { name: `Sale ${sale.number}` })
    .getByRole('button', { name: 'Take payment' })
    .click();
  await expect(page.getByTestId('pos-balance')).toHaveText('$42.00');
  await page.getByRole('radio', { name: 'Card terminal' }).click();

  await withTerminal(brooklyn, async () => {
    await page.getByRole('button', { name: 'Charge $42.00 on the terminal' }).click();
    await expect(page.getByRole('status', { name: 'Card terminal' })).toContainText('Waiting for the card');
    // The payment panel with the simulator open has no serious accessibility violation.
    expect(await scan(page, '.pos-payment')).toEqual([]);
    await page.getByRole('button', { name: 'Tap the card ending 0002: Declined' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The card was declined' })).toBeVisible();
    await expect(page.getByTestId('pos-balance')).toHaveText('$42.00');

    await page.getByRole('button', { name: 'Charge $42.00 on the terminal' }).click();
    await expect(page.getByRole('status', { name: 'Card terminal' })).toContainText('Waiting for the card');
    await page.getByRole('button', { name: 'Cancel the card payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The payment was cancelled at the desk' })).toBeVisible();
    await expect(page.getByTestId('pos-balance')).toHaveText('$42.00');
  });
  const after = saleReply.parse(await (await request.get(`/api/sales/${sale.id}`, { headers: desk })).json());
  expect(after).toMatchObject({ paidCents: 0, balanceCents: 4200, payments: [] });
});
