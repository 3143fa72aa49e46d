import { test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, expect, newSession, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

// Multi-step flows through several sessions: more room than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// The Locations screen (SPEC §2.7, §4.2; MODULES "Locations"): exactly one default, the default stays
// active, only an active location can become the default, names unique.

type LocationRow = { id: string; name: string; isDefault: boolean; isActive: boolean };

async function listLocations(request: APIRequestContext, headers: Record<string, string>): Promise<LocationRow[]> {
  return (await (await request.get('/api/locations', { headers })).json()) as LocationRow[];
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('an administrator adds, renames, makes default, deactivates and activates a location, and is told the rules when refused', async ({
  page,
  request,
}) => {
  await withSharedStateLock('locations', async () => {
    const headers = await apiHeaders(request);
    const name = `E2E Studio ${uniqueSuffix()}`;
    const renamed = `${name} East`;
    await signIn(page, 'admin', DEMO_PASSWORD, '/locations');
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Locations' })).toBeVisible();

    // Add: the dialog validates, and the server refuses a duplicate name whatever its case.
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add location' });
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Location name is required');
    await dialog.getByLabel('Location name').fill('downtown');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Could not add the location');
    await dialog.getByLabel('Location name').fill(name);
    await expect(dialog.getByRole('checkbox', { name: 'Make this the default location' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, name)).toContainText('Active');
    await expect(card(page, name)).not.toContainText('Default');

    await card(page, name).getByRole('button', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: `Rename ${name}` });
    await renameDialog.getByLabel('Location name').fill(renamed);
    await renameDialog.getByRole('button', { name: 'Save name' }).click();
    await expect(card(page, renamed)).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);

    // Deactivated, it is not offered as the default (the rule says why): only "Activate".
    await card(page, renamed).getByRole('button', { name: 'Deactivate' }).click();
    await expect(card(page, renamed)).toContainText('Inactive');
    await expect(card(page, renamed).getByRole('button', { name: 'Set as default' })).toHaveCount(0);
    await expect(page.getByText('An inactive location cannot become the default. Activate it first.')).toBeVisible();
    await card(page, renamed).getByRole('button', { name: 'Activate' }).click();
    await expect(card(page, renamed)).toContainText('Active');

    // Changing the default touches shared demo state: one test at a time, and always put back.
    await withSharedStateLock('default-location', async () => {
      const original = (await listLocations(request, headers)).find((location) => location.isDefault);
      if (!original) throw new Error('The demo business has no default location');
      try {
        await card(page, renamed).getByRole('button', { name: 'Set as default' }).click();
        await expect(card(page, renamed)).toContainText('Default');
        await expect(card(page, original.name)).not.toContainText('Default');
        await expect(card(page, original.name).getByRole('button', { name: 'Set as default' })).toBeVisible();

        await card(page, renamed).getByRole('button', { name: 'Deactivate' }).click();
        const deactivateRefusal = page.getByRole('alert').filter({ hasText: `Could not deactivate ${renamed}` });
        await expect(deactivateRefusal).toContainText(`${renamed} is the default location. Make another location the default first`);
        await expect(card(page, renamed)).toContainText('Active');

        await card(page, original.name).getByRole('button', { name: 'Set as default' }).click();
        await expect(card(page, original.name)).toContainText('Default');
        await expect(card(page, renamed)).not.toContainText('Default');
      } finally {
        const now = (await listLocations(request, headers)).find((location) => location.isDefault);
        if (now?.id !== original.id) await request.post(`/api/locations/${original.id}/default`, { headers });
      }
    });

    // Leave the test location inactive so location pickers stay as the demo has them.
    await card(page, renamed).getByRole('button', { name: 'Deactivate' }).click();
    await expect(card(page, renamed)).toContainText('Inactive');
  });
});

test('staff without the right to edit locations see the list read-only', async ({ page }) => {
  await signIn(page, 'frontdesk', DEMO_PASSWORD, '/locations');
  const list = page.getByRole('list', { name: 'Locations' });
  await expect(card(page, 'Downtown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add location' })).toHaveCount(0);
  await expect(list.getByRole('button')).toHaveCount(0);
});

test('a location added in one session appears in another without a reload', async ({ page, browser, request }) => {
  await withSharedStateLock('locations', async () => {
    const headers = await apiHeaders(request);
    const otherContext = await newSession(browser);
    const name = `E2E Live ${uniqueSuffix()}`;
    try {
      const other = await otherContext.newPage();
      await signIn(other, 'frontdesk', DEMO_PASSWORD, '/locations');
      await expect(card(other, 'Downtown')).toBeVisible();

      await signIn(page, 'admin', DEMO_PASSWORD, '/locations');
      await page.getByRole('button', { name: 'Add location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add location' });
      await dialog.getByLabel('Location name').fill(name);
      await dialog.getByRole('button', { name: 'Add location' }).click();
      await expect(card(page, name)).toBeVisible();
      await expect(card(other, name)).toContainText('Active');
    } finally {
      await otherContext.close();
      const created = (await listLocations(request, headers)).find((location) => location.name === name);
      if (created?.isActive) await request.post(`/api/locations/${created.id}/deactivate`, { headers });
    }
  });
});
