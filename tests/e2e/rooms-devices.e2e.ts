import { test, type Page } from '@playwright/test';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { expect, setChecked, uniqueSuffix } from './support/business-e2e';
import { signIn } from './support/sign-in';

// Multi-step flows on a loaded two-core machine: more room than the default 30 s.
test.describe.configure({ timeout: 120_000 });

// The Rooms and Devices screens (MODULES "Catalogue"): per location, with a count and the
// services they serve; archived instead of deleted.

// The header's location is a per-user choice kept in the browser; the Locations tests may move the
// default meanwhile, so these tests choose Downtown themselves.
async function openAtDowntown(page: Page, path: string) {
  await page.evaluate((locationId) => {
    const user = JSON.parse(localStorage.getItem('chairside_user') ?? '{}') as { id?: string };
    localStorage.setItem(`chairside_selected_location_${user.id}`, JSON.stringify(locationId));
  }, demoLocations.downtown.id);
  await page.goto(path);
  await expect(page.getByText('At Downtown.', { exact: false }).first()).toBeVisible();
}

type Kind = { path: string; title: string; noun: string; amount: string; first: string; second: string; shown: string };

const kinds: Kind[] = [
  { path: '/rooms', title: 'Rooms', noun: 'room', amount: 'Capacity', first: 'E2E Suite', second: '2', shown: '2 at a time' },
  { path: '/devices', title: 'Devices', noun: 'device', amount: 'Quantity', first: 'E2E Laser', second: '3', shown: '3 units' },
];

for (const kind of kinds) {
  test(`an administrator adds, edits, archives and restores a ${kind.noun} at the selected location`, async ({ page }) => {
    const name = `${kind.first} ${uniqueSuffix()}`;
    const renamed = `${name} B`;
    const row = (text: string) => page.getByRole('table', { name: kind.title }).getByRole('row').filter({ hasText: text });
    await signIn(page, 'admin');
    await openAtDowntown(page, kind.path);
    await expect(page.getByRole('heading', { name: kind.title, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: `Add ${kind.noun}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${kind.noun}` });
    await add.getByLabel(`${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)} name`).fill(name);
    await add.getByLabel(kind.amount).fill('0');
    await add.getByRole('button', { name: `Add ${kind.noun}` }).click();
    await expect(add.getByLabel(kind.amount)).toHaveAccessibleDescription(`${kind.amount} is at least 1`);
    await add.getByLabel(kind.amount).fill('1');
    await add.getByRole('button', { name: `Add ${kind.noun}` }).click();
    await expect(add).toHaveCount(0);
    await expect(row(name)).toContainText('None yet');

    // Edit: rename, change the count and pick the services it serves from the catalogue.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel(`${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)} name`).fill(renamed);
    await edit.getByLabel(kind.amount).fill(kind.second);
    const picker = edit.getByRole('group', { name: /^Services it serves/ });
    const firstService = picker.getByRole('checkbox').first();
    const serviceName = ((await firstService.locator('xpath=ancestor::label[1]').textContent()) ?? '').trim();
    await setChecked(firstService, true);
    await edit.getByRole('button', { name: `Save ${kind.noun}` }).click();
    await expect(edit).toHaveCount(0);
    await expect(row(renamed)).toContainText(kind.shown);
    await expect(row(renamed)).toContainText(serviceName);

    await page.getByRole('button', { name: `Archive ${renamed}` }).click();
    await expect(row(renamed)).toHaveCount(0);
    await setChecked(page.getByRole('switch', { name: 'Show archived' }), true);
    await expect(row(renamed)).toContainText('Archived');
    await page.getByRole('button', { name: `Restore ${renamed}` }).click();
    await expect(row(renamed)).not.toContainText('Archived');
  });
}

test('on a phone the rooms and devices lists stay within the screen', { tag: '@phone-only' }, async ({ page }) => {
  await signIn(page, 'admin');
  for (const kind of kinds) {
    await openAtDowntown(page, kind.path);
    await expect(page.getByRole('heading', { name: kind.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: `Search ${kind.title.toLowerCase()}` })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show archived' })).toBeAttached();
    expect(await page.locator('html').evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);
  }
});
