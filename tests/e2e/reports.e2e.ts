import { test, type APIRequestContext } from '@playwright/test';
import { chooseLocation, demo } from './support/appointments-e2e';
import { apiHeaders, expect } from './support/business-e2e';
import { liveReady } from './support/live-ready';
import { signIn } from './support/sign-in';

// The sales report and the dashboard as a manager leaves them open: a sale paid at the desk (a third
// session, through the API) moves the report's count and net, the dashboard's sales today and its recent
// activity, without a reload. The figures' rules are the reports' projection and route tests'.
const managerId = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000005';

// A $12.34 sale of one untaxed amount, paid in cash by the front desk through the API.
async function cashSale(request: APIRequestContext, locationId: string): Promise<void> {
  const desk = await apiHeaders(request, 'frontdesk');
  const saleId = crypto.randomUUID();
  const opened = await request.post('/api/sales', {
    headers: { ...desk, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      saleId,
      locationId,
      cart: { lines: [{ kind: 'custom', lineId: crypto.randomUUID(), description: 'Hair oil', unitPriceCents: 1234, taxable: false }] },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const paid = await request.post(`/api/sales/${saleId}/payments`, {
    headers: { ...desk, 'Idempotency-Key': crypto.randomUUID() },
    data: { method: 'cash', amountCents: 1234, tenderedCents: 1234 },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

// "$1,234.56" → 123456
const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test('a sale in a third session moves the manager’s dashboard and the open sales report, without a reload', async ({ page, request }) => {
  await signIn(page, 'manager');
  await chooseLocation(page, managerId, demo.uptown);
  const ready = liveReady(page);
  await page.goto('/reports');
  await ready;
  await expect(page.getByRole('tab', { name: 'Sales', selected: true })).toBeVisible();
  await expect(page.getByLabel('Date range')).toHaveValue('today');
  await expect(page.getByRole('img', { name: /^Bar chart of net sales per day/ })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Sales by day' }).getByRole('row', { name: /^Total/ });
  const cells = totals.getByRole('cell');
  await expect(cells.first()).toBeVisible();
  const countOf = (text: string | null) => Number((text ?? '').replace(/,/g, ''));
  const count = countOf(await cells.nth(0).textContent());
  const net = centsOf(await cells.nth(3).textContent());
  // The manager's dashboard beside it, in a second tab (the same session and location).
  const dashboard = await page.context().newPage();
  const dashboardReady = liveReady(dashboard);
  await dashboard.goto('/');
  await dashboardReady;
  const salesToday = dashboard.getByRole('region', { name: 'Today’s sales' }).getByTestId('sales-today-count');
  await expect(salesToday).toBeVisible();
  const salesBefore = countOf(await salesToday.textContent());
  const activity = dashboard.getByRole('list', { name: 'Recent activity, newest first' });
  const saleNews = activity.getByRole('listitem').filter({ hasText: /took a sale of \$12\.34/ });
  const newsBefore = await saleNews.count();

  await cashSale(request, demo.uptown);

  await expect.poll(async () => countOf(await salesToday.textContent())).toBeGreaterThanOrEqual(salesBefore + 1);
  await expect.poll(() => saleNews.count()).toBeGreaterThan(newsBefore);

  await expect.poll(async () => countOf(await cells.nth(0).textContent())).toBeGreaterThanOrEqual(count + 1);
  await expect.poll(async () => centsOf(await cells.nth(3).textContent())).toBeGreaterThanOrEqual(net + 1234);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});
