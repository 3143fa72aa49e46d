import { test } from '@playwright/test';
import { expect } from './support/business-e2e';
import { signIn } from './support/sign-in';
import { scan } from './support/axe';

test('tmp: audit and look at the client pages', async ({ page }) => {
  await signIn(page, 'manager', undefined, '/clients');
  await expect(page.getByRole('link', { name: 'Import clients' })).toBeVisible();
  expect(await scan(page, undefined, 'all')).toEqual([]);
  await page.screenshot({ path: '/tmp/polish-clients.png', fullPage: false });
  await page.goto('/clients/c1e00000-0000-4000-8000-000000000001');
  await expect(page.getByRole('combobox', { name: 'How the client answered' })).toBeVisible();
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  expect(await scan(page, undefined, 'all')).toEqual([]);
  await page.screenshot({ path: '/tmp/polish-profile.png', fullPage: true });
  await page.getByRole('link', { name: 'All clients' }).click();
  await page.getByRole('link', { name: 'Import clients' }).click();
  await expect(page.getByRole('heading', { name: 'Client Import', level: 1 })).toBeVisible();
  await page.goto('/help/clients');
  await expect(page.getByRole('link', { name: 'Open Clients' })).toHaveAttribute('href', '/clients');
  expect(await scan(page, undefined, 'all')).toEqual([]);
  await page.screenshot({ path: '/tmp/polish-help.png', fullPage: true });
});
