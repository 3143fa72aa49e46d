import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// /audit, Read models (beyond SPEC): an administrator opens the BullMQ board in a new tab. The tab signs in to
// the board with a one-time link (the board's pages cannot send the app's token), and the board's own
// scripts run under the app's Content-Security-Policy.
test('an administrator opens the queue board in a new tab', async ({ page, context }) => {
  await signIn(page, 'admin', undefined, '/audit');
  await page.getByRole('tab', { name: 'Read models' }).click();
  const [board] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open queue board' }).click()]);
  await expect(board).toHaveURL(/\/api\/system\/queues\/board\/$/);
  await expect(board).toHaveTitle('Chairside queues');
  // Drawn by the board's scripts from its own API: every queue the workers run is listed.
  for (const queue of ['outbox', 'hold-expiry', 'client-import', 'missed-clock-out'])
    await expect(board.getByText(queue, { exact: true }).first()).toBeVisible();
});
