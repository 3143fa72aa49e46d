import { expect, test, type Page } from '@playwright/test';
import { liveReady } from './support/live-ready';
import { createThrowawayUser } from './support/throwaway-user';
import { apiToken, openSidebarIfClosed, signIn } from './support/sign-in';

// Live updates of the identity slice (ARCHITECTURE §6) as the shell uses them: a change to a user's groups
// reaches their open session without a reload, past the local permission cache (SPEC §6.4).

type Group = { id: string; name: string };

async function sidebarTopLevel(page: Page): Promise<string[]> {
  await openSidebarIfClosed(page);
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .evaluate((element) =>
      [...element.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button')].map((item) => item.textContent?.trim() ?? ''),
    );
}

test('putting a signed-in staff member into Basic Staff reduces their sidebar and guards without a reload', async ({ page, request }) => {
  const user = await createThrowawayUser('shell-live');
  const admin = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const groups = (await (await request.get('/api/permission-groups', { headers: admin })).json()) as Group[];
  const basic = groups.find((group) => group.name === 'Basic Staff');
  if (!basic) throw new Error('the demo business has no Basic Staff group');

  // With no group and no permission, a staff member sees the full sidebar but no appointment screens (and no
  // Insights: Reports and Payroll are offered only to those who may open them, docs/decisions.md).
  await signIn(page, user.username, user.password);
  await expect.poll(() => sidebarTopLevel(page)).toHaveLength(10);
  const joined = liveReady(page);
  await page.goto('/appointments');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await joined;
  await page.evaluate(() => Object.assign(globalThis, { notReloaded: true }));

  const response = await request.put(`/api/users/${user.id}/groups`, { headers: admin, data: { groupIds: [basic.id] } });
  expect(response.status(), await response.text()).toBe(200);

  await expect.poll(() => sidebarTopLevel(page), { timeout: 10_000 }).toEqual(['Dashboard', 'Appointments', 'Clients', 'Staff']);
  expect(await page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The permission cache is never kept for a "basic" group.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('chairside_permissions_')))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
});
