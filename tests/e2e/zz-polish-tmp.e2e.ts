import { test } from '@playwright/test';
import { apiHeaders, expect } from './support/business-e2e';
import { signIn } from './support/sign-in';
import { scan } from './support/axe';

test('tmp: audit and look at the client pages', async ({ page, request }) => {
  const note = await request.post('/api/client-notes', {
    headers: await apiHeaders(request, 'admin'),
    data: { clientId: 'c1e00000-0000-4000-8000-000000000001', appointmentId: null, text: 'Latex allergy', pinned: true },
  });
  expect(note.status(), await note.text()).toBe(200);
  await signIn(page, 'manager', undefined, '/clients');
  await expect(page.getByRole('link', { name: 'Import clients' })).toBeVisible();
  expect(await scan(page, undefined, 'all')).toEqual([]);
  await page.screenshot({ path: '/tmp/polish-clients.png', fullPage: false });
  await page.goto('/clients/c1e00000-0000-4000-8000-000000000001');
  await expect(page.getByRole('combobox', { name: 'How the client answered' })).toBeVisible();
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveText('Alert: Latex allergy');
  expect(await scan(page, undefined, 'all')).toEqual([]);
  await page.screenshot({ path: '/tmp/polish-profile.png', fullPage: true });
  await page.getByRole('button', { name: 'Merge a duplicate into Emma Smith' }).click();
  await page.getByRole('searchbox', { name: 'Find the duplicate by name, phone or e-mail' }).fill('Abigail Adams');
  await page.getByRole('list', { name: 'Matching clients' }).getByRole('button').first().click();
  await expect(page.getByRole('table', { name: 'Values to keep' })).toBeVisible();
  await page.screenshot({ path: '/tmp/polish-merge.png' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'All clients' }).click();
  await page.getByRole('link', { name: 'Import clients' }).click();
  await expect(page.getByRole('heading', { name: 'Client Import', level: 1 })).toBeVisible();
  await page.goto('/help/clients');
  await expect(page.getByRole('link', { name: 'Open Clients' })).toHaveAttribute('href', '/clients');
  expect(await scan(page, undefined, 'all')).toEqual([]);
  await page.screenshot({ path: '/tmp/polish-help.png', fullPage: true });
});
