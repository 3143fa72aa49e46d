import { test } from '@playwright/test';
import { apiHeaders, expect, newSession } from './support/business-e2e';
import { signIn } from './support/sign-in';

// /time-clock (MODULES "Time clock"): the basic staff member clocks in, takes a break and clocks out at
// Downtown, and the manager's open board follows each step live, without a reload.
test('basic staff clock in, take a break and clock out, and the manager’s board follows live', async ({ page, browser }) => {
  // A rerun against the same server finds Bailey as the last run left them: clocked out, whatever it was.
  await page.request.post('/api/time-clock/clock-out', { headers: await apiHeaders(page.request, 'basic'), data: {} });

  const manager = await newSession(browser);
  const managerPage = await manager.newPage();
  await signIn(managerPage, 'manager', undefined, '/time-clock');
  await expect(managerPage.getByRole('heading', { name: 'On the clock now at Downtown' })).toBeVisible();
  const bailey = managerPage.getByRole('listitem', { name: 'Bailey Basic' });
  await expect(bailey).toHaveCount(0);

  await signIn(page, 'basic', undefined, '/time-clock');
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(page.getByText(/^Clocked in since .* at Downtown\.$/)).toBeVisible();
  await expect(bailey).toContainText('Working');

  await page.getByRole('button', { name: 'Start break' }).click();
  await expect(bailey).toContainText(/On break since \d/);
  await page.getByRole('button', { name: 'End break' }).click();
  await expect(bailey).toContainText('Working');

  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByText('You are not clocked in.')).toBeVisible();
  await expect(bailey).toHaveCount(0);
  await manager.close();
});
