import { test, type Page } from '@playwright/test';
import { createThrowawayUser } from './support/throwaway-user';
import { apiHeaders, expect, newSession, setChecked, uniqueSuffix, withSharedStateLock } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';

// Multi-step flows through several sessions: more room than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// "Profile & Settings" (SPEC §2.6, §3, §7.2, §8, §9; MODULES "Settings").

// The theme is CSS variables on <html> and Blueprint's dark class on <body>.
async function expectTheme(page: Page, expected: { brand: string; primaryText: string; dark: boolean }) {
  await expect(page.locator('html')).toHaveCSS('--brand', expected.brand);
  await expect(page.locator('html')).toHaveCSS('--text-primary', expected.primaryText);
  if (expected.dark) await expect(page.locator('body')).toHaveClass(/\bbp6-dark\b/);
  else await expect(page.locator('body')).not.toHaveClass(/\bbp6-dark\b/);
}

test('an administrator renames the business in Settings and another signed-in session sees it without reloading', async ({
  page,
  browser,
  request,
}) => {
  const headers = await apiHeaders(request);
  await withSharedStateLock('business-settings', async () => {
    const original = ((await (await request.get('/api/business-settings')).json()) as { businessName: string }).businessName;
    const renamed = `Glow Studio ${uniqueSuffix()}`;
    const observerContext = await newSession(browser);
    try {
      const observer = await observerContext.newPage();
      await signIn(observer, 'admin', DEMO_PASSWORD, '/settings');
      await expect(observer.getByLabel('Business name')).toHaveValue(original);
      await observer.evaluate(() => Object.assign(globalThis, { notReloaded: true }));

      await signIn(page, 'admin', DEMO_PASSWORD, '/settings');
      await expect(page.getByRole('heading', { name: 'Profile & Settings', level: 1 })).toBeVisible();
      const business = page.getByRole('region', { name: 'Business' });
      const save = business.getByRole('button', { name: 'Save business settings' });
      await expect(save).toBeDisabled();
      await business.getByLabel('Business name').fill('   ');
      await save.click();
      await expect(business.getByRole('alert')).toHaveText('Business name is required');
      await business.getByLabel('Business name').fill(renamed);
      await expect(business.getByRole('group', { name: 'Logo preview' })).toContainText(renamed);
      await save.click();
      await expect(page.getByText('Business settings saved')).toBeVisible();
      await expect(save).toBeDisabled();

      await expect(observer.getByLabel('Business name')).toHaveValue(renamed);
      expect(await observer.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded)).toBe(true);

      // Put the demo name back through the screen, which also shows the change saved twice in a row works.
      await business.getByLabel('Business name').fill(original);
      await save.click();
      await expect(observer.getByLabel('Business name')).toHaveValue(original);
    } finally {
      await observerContext.close();
      const current = ((await (await request.get('/api/business-settings')).json()) as { businessName: string }).businessName;
      if (current !== original) await request.put('/api/business-settings', { headers, data: { businessName: original } });
    }
  });
});

test('saved color preferences become the theme at once and stay after a reload; reset brings back the defaults', async ({ page }) => {
  const user = await createThrowawayUser('colors');
  await signIn(page, user.username, user.password, '/settings');
  const colors = page.getByRole('region', { name: 'Color preferences' });
  await expect(colors.getByLabel('Brand color', { exact: true })).toHaveValue('#8b5cf6');
  await expectTheme(page, { brand: '#8b5cf6', primaryText: '#111827', dark: false });

  await colors.getByLabel('Brand color hex value').fill('#0ea5e9');
  await colors.getByLabel('Primary text color hex value').fill('#1e293b');
  await setChecked(colors.getByRole('switch', { name: 'Dark mode' }), true);
  await colors.getByRole('button', { name: 'Save current brand color' }).click();
  await expect(colors.getByRole('button', { name: 'Use saved brand color #0ea5e9' })).toBeVisible();
  await expect(colors.getByRole('region', { name: 'Color preview' })).toHaveAttribute('data-dark', 'true');
  await expect(colors.getByRole('status')).toHaveText('Unsaved changes');
  // Nothing is applied before saving.
  await expectTheme(page, { brand: '#8b5cf6', primaryText: '#111827', dark: false });

  await colors.getByRole('button', { name: 'Save colors' }).click();
  await expectTheme(page, { brand: '#0ea5e9', primaryText: '#1e293b', dark: true });

  await page.reload();
  await expect(colors.getByLabel('Brand color', { exact: true })).toHaveValue('#0ea5e9');
  await expect(colors.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(colors.getByRole('button', { name: 'Use saved brand color #0ea5e9' })).toBeVisible();
  await expectTheme(page, { brand: '#0ea5e9', primaryText: '#1e293b', dark: true });

  // A saved swatch applies its color; removing it takes it off the list.
  await colors.getByLabel('Brand color hex value').fill('#22c55e');
  await colors.getByRole('button', { name: 'Use saved brand color #0ea5e9' }).click();
  await expect(colors.getByLabel('Brand color', { exact: true })).toHaveValue('#0ea5e9');
  await colors.getByRole('button', { name: 'Remove saved brand color #0ea5e9' }).click();
  await expect(colors.getByRole('button', { name: 'Use saved brand color #0ea5e9' })).toHaveCount(0);

  await colors.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(colors.getByLabel('Brand color', { exact: true })).toHaveValue('#8b5cf6');
  await expect(colors.getByLabel('Secondary text color', { exact: true })).toHaveValue('#6b7280');
  await expect(colors.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  await colors.getByRole('button', { name: 'Save colors' }).click();
  await expectTheme(page, { brand: '#8b5cf6', primaryText: '#111827', dark: false });
  await page.reload();
  await expect(colors.getByLabel('Brand color', { exact: true })).toHaveValue('#8b5cf6');
  await expect(colors.getByRole('button', { name: 'Use saved brand color #0ea5e9' })).toHaveCount(0);
});

test('a staff member edits their profile: the header shows the new name, and it stays after a reload', async ({ page }) => {
  const user = await createThrowawayUser('profile');
  await signIn(page, user.username, user.password);
  await page.getByRole('button', { name: /Robin Reset/ }).click();
  await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('First name')).toHaveValue('Robin');
  await expect(profile.getByRole('img', { name: 'Initials RR' })).toBeVisible();
  // Without business permissions there is no business section.
  await expect(page.getByRole('region', { name: 'Business' })).toHaveCount(0);

  const lastName = `Lee ${uniqueSuffix()}`;
  await profile.getByLabel('First name').fill('Morgan');
  await profile.getByLabel('Last name').fill(lastName);
  await expect(profile.getByRole('img', { name: 'Initials ML' })).toBeVisible();
  await profile.getByLabel('E-mail').fill('not-an-address');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('alert')).toHaveText('Enter a valid e-mail address');
  await profile.getByLabel('E-mail').fill(user.email);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Morgan ${lastName}`) })).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Morgan');
  await expect(profile.getByLabel('Last name')).toHaveValue(lastName);

  // Someone else's address is refused by the server, and its reason shown.
  await profile.getByLabel('E-mail').fill('admin@chairside.test');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('alert')).toContainText('Could not save your profile');
});

test('a staff member changes their password: a wrong current password is refused, the new one signs in', async ({ page }) => {
  const user = await createThrowawayUser('password');
  await signIn(page, user.username, user.password, '/settings');
  const section = page.getByRole('region', { name: 'Change password' });
  const newPassword = `New-${uniqueSuffix()}-pass`;
  await section.getByLabel('Current password').fill('wrong-password');
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('The new password and its confirmation do not match');
  await section.getByLabel('Confirm new password').fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toContainText('Could not change your password');

  await section.getByLabel('Current password').fill(user.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, user.username, newPassword);
});
