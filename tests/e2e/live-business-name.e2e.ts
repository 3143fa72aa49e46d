import { expect, test } from '@playwright/test';
import { withSharedStateLock } from './support/business-e2e';
import { liveReady } from './support/live-ready';
import { apiToken, signIn } from './support/sign-in';

test('a business name changed elsewhere appears on an open dashboard without a reload', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  await withSharedStateLock('business-settings', async () => {
    const original = ((await (await request.get('/api/business-settings')).json()) as { businessName: string }).businessName;
    try {
      const joined = liveReady(page);
      await signIn(page, 'frontdesk');
      await joined;
      const welcome = page.getByRole('main');
      await expect(welcome).toContainText(original);
      await page.evaluate(() => Object.assign(globalThis, { notReloaded: true }));
      const newName = `Glow Studio ${Date.now()}`;
      const response = await request.put('/api/business-settings', { headers, data: { businessName: newName } });
      expect(response.status()).toBe(200);
      await expect(welcome).toContainText(newName, { timeout: 5000 });
      expect(await page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      await request.put('/api/business-settings', { headers, data: { businessName: original } });
    }
  });
});
