import { test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, expect, newSession, setChecked, uniqueSuffix } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { createThrowawayUser } from './support/throwaway-user';

// Multi-step flows through several sessions: more room than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// The Services screen (MODULES "Catalogue"): categories, services with their times and price,
// who performs them, archive instead of delete once a service has history, and live updates.

type ServiceRow = { id: string; name: string; categoryId: string };

async function listServices(request: APIRequestContext, headers: Record<string, string>): Promise<ServiceRow[]> {
  return (await (await request.get('/api/services?includeArchived=true', { headers })).json()) as ServiceRow[];
}

const serviceRow = (page: Page, name: string) => page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: name });
const categoryRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Categories' }).getByRole('row').filter({ hasText: name });

async function addCategory(page: Page, name: string) {
  // At the top of the page beside Add service, seen without scrolling past the list of services.
  await expect(page.getByRole('button', { name: 'Add category' })).toBeInViewport();
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByLabel('Category name').fill(name);
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(categoryRow(page, name)).toBeVisible();
}

test('an administrator manages categories and a service: validation, edit, who performs it, archive and restore', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const category = `E2E Gloss ${suffix}`;
  const renamed = `E2E Shine ${suffix}`;
  const empty = `E2E Empty ${suffix}`;
  const service = `E2E Glaze ${suffix}`;
  const headers = await apiHeaders(request);
  await signIn(page, 'admin', DEMO_PASSWORD, '/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();

  // Categories: add two, rename one, delete the one that stays empty.
  await addCategory(page, category);
  await addCategory(page, empty);
  await page.getByRole('button', { name: `Edit category ${category}` }).click();
  const rename = page.getByRole('dialog', { name: `Edit category ${category}` });
  await rename.getByLabel('Category name').fill(renamed);
  await rename.getByRole('button', { name: 'Save category' }).click();
  await expect(categoryRow(page, renamed)).toContainText('0 services');
  await page.getByRole('button', { name: `Delete category ${empty}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete category ${empty}?` });
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(categoryRow(page, empty)).toHaveCount(0);

  // A service the schema refuses: each message next to its field, nothing sent.
  await page.getByRole('button', { name: 'Add service' }).click();
  const add = page.getByRole('dialog', { name: 'Add service' });
  await add.getByLabel('Category').selectOption({ label: renamed });
  await add.getByLabel('Duration (minutes)').fill('7');
  await add.getByLabel('Price ($)').fill('45');
  await add.getByRole('button', { name: 'Add service' }).click();
  await expect(add.getByLabel('Service name')).toHaveAccessibleDescription('Service name is required');
  await expect(add.getByLabel('Duration (minutes)')).toHaveAccessibleDescription('Duration is in steps of 5 minutes');
  await expect(add.getByLabel('Duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
  expect((await listServices(request, headers)).filter((row) => row.name.includes(suffix))).toEqual([]);

  await add.getByLabel('Service name').fill(service);
  await add.getByLabel('Duration (minutes)').fill('45');
  await add.getByLabel('Processing time (minutes)').fill('15');
  await expect(add.getByLabel('Processing time (minutes)')).toHaveAccessibleDescription(/the staff member is free for someone else/);
  await add.getByRole('button', { name: 'Add service' }).click();
  await expect(add).toHaveCount(0);
  await expect(serviceRow(page, service)).toContainText('45 min + 15 min processing');
  await expect(serviceRow(page, service)).toContainText('$45.00');
  await expect(serviceRow(page, service)).toContainText('0 people');
  await expect(categoryRow(page, renamed)).toContainText('1 service');
  await expect(page.getByRole('button', { name: `Delete category ${renamed}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${service}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${service}` });
  await expect(edit.getByLabel('Price ($)')).toHaveValue('45.00');
  await edit.getByLabel('Price ($)').fill('52.50');
  await setChecked(edit.getByRole('switch', { name: 'Bookable online' }), false);
  await edit.getByRole('button', { name: 'Save service' }).click();
  await expect(edit).toHaveCount(0);
  await expect(serviceRow(page, service)).toContainText('$52.50');

  // Without history a service may be deleted; once someone performs it, it can only be archived.
  await expect(page.getByRole('button', { name: `Delete ${service}` })).toBeVisible();
  await page.getByRole('button', { name: `Who performs ${service}` }).click();
  const performers = page.getByRole('dialog', { name: `Who performs ${service}` });
  await setChecked(performers.getByRole('checkbox', { name: /^Maya Chen/ }), true);
  await performers.getByLabel('Own price for Maya Chen ($)').fill('60');
  await performers.getByRole('button', { name: 'Save staff' }).click();
  await expect(performers).toHaveCount(0);
  await expect(serviceRow(page, service)).toContainText('1 person');
  await expect(page.getByRole('button', { name: `Delete ${service}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Archive ${service}` }).click();
  await expect(serviceRow(page, service)).toHaveCount(0);
  await setChecked(page.getByRole('switch', { name: 'Show archived' }), true);
  await expect(serviceRow(page, service)).toContainText('Archived');
  await page.getByRole('button', { name: `Restore ${service}` }).click();
  await expect(serviceRow(page, service)).not.toContainText('Archived');
  await setChecked(page.getByRole('switch', { name: 'Show archived' }), false);
  await expect(serviceRow(page, service)).toBeVisible();
});

test('a service added in one session appears in another session’s list without a reload', async ({ page, browser, request }) => {
  const suffix = uniqueSuffix();
  const category = `E2E Live ${suffix}`;
  const service = `E2E Live Trim ${suffix}`;
  const headers = await apiHeaders(request);
  const created = await request.post('/api/service-categories', { headers, data: { name: category } });
  expect(created.status(), await created.text()).toBe(200);
  const otherContext = await newSession(browser);
  try {
    const other = await otherContext.newPage();
    await signIn(other, 'admin', DEMO_PASSWORD, '/services');
    await expect(other.getByRole('table', { name: 'Services' })).toBeVisible();
    await expect(serviceRow(other, service)).toHaveCount(0);

    await signIn(page, 'admin', DEMO_PASSWORD, '/services');
    await page.getByRole('button', { name: 'Add service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service' });
    await dialog.getByLabel('Service name').fill(service);
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByLabel('Duration (minutes)').fill('30');
    await dialog.getByLabel('Price ($)').fill('28');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(serviceRow(page, service)).toBeVisible();

    await expect(serviceRow(other, service)).toContainText('$28.00');
    await expect(other.getByRole('table', { name: 'Categories' }).getByRole('row').filter({ hasText: category })).toContainText(
      '1 service',
    );
  } finally {
    await otherContext.close();
  }
});

test('a staff member who may only view services sees the catalogue without edit controls', async ({ page, request }) => {
  const user = await createThrowawayUser('viewer');
  const granted = await request.put(`/api/users/${user.id}/direct-permissions`, {
    headers: await apiHeaders(request),
    data: { permissions: ['view_services'] },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await signIn(page, user.username, user.password, '/services');
  await expect(page.getByRole('table', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add category' })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Services' }).getByRole('button', { name: /^(Edit|Archive|Delete|Who performs) / }),
  ).toHaveCount(0);
});

test('the front desk opens the catalogue screens its sidebar offers and reads them, without edit controls', async ({ page }) => {
  await signIn(page, 'frontdesk');
  for (const [path, table, add] of [
    ['/services', 'Services', 'Add service'],
    ['/classes', 'Classes', 'Add class'],
    ['/rooms', 'Rooms', 'Add room'],
    ['/devices', 'Devices', 'Add device'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1), path).toBeVisible();
    await expect(page.getByText('You do not have permission to do this')).toHaveCount(0);
    await expect(page.getByRole('button', { name: add })).toHaveCount(0);
  }
});

test('on a phone the services list scrolls inside its table, not the page', { tag: '@phone-only' }, async ({ page }) => {
  await signIn(page, 'admin', DEMO_PASSWORD, '/services');
  const table = page.getByRole('table', { name: 'Services' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add service' })).toBeVisible();
  // The page never scrolls sideways; a wide table scrolls in its own box.
  expect(await page.locator('html').evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);
});
