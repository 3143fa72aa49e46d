import { test, type Page } from '@playwright/test';
import { createThrowawayUser, type ThrowawayUser } from './support/throwaway-user';
import { apiHeaders, expect, newSession, setChecked, uniqueSuffix } from './support/business-e2e';
import { openSidebarIfClosed, DEMO_PASSWORD, signIn } from './support/sign-in';

// Multi-step flows through several sessions: more room than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// The Permissions screen (SPEC §6; MODULES "Permissions"). Grants go to throwaway staff accounts so the
// demo users keep exactly the permissions other tests expect.

async function expectBookingDesign(page: Page, user: ThrowawayUser, allowed: boolean) {
  await signIn(page, user.username, user.password);
  // The Business group opens by itself on /settings (SPEC §2.8).
  await page.goto('/settings');
  // The header (and its "Open menu" button) must be there before the sidebar is checked.
  await expect(page.getByRole('heading', { name: 'Profile & Settings', level: 1 })).toBeVisible();
  await openSidebarIfClosed(page);
  await expect(page.getByRole('link', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Booking Design' })).toHaveCount(allowed ? 1 : 0);
  await page.goto('/booking-design');
  if (allowed) {
    await expect(page).toHaveURL((url) => url.pathname === '/booking-design');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } else {
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  }
}

// createThrowawayUser names its accounts "Robin Reset <suffix>", the suffix ending the username.
const fullName = (user: ThrowawayUser) => `Robin Reset ${user.username.split('-').at(-1)}`;
const userCard = (page: Page, user: ThrowawayUser) => page.getByRole('group', { name: fullName(user), exact: true });

async function openUserAccess(page: Page, user: ThrowawayUser) {
  await page.getByRole('tab', { name: 'Users' }).click();
  await userCard(page, user).getByRole('button', { name: 'Edit access' }).click();
  return page.getByRole('dialog', { name: `Access for ${fullName(user)}` });
}

test('an administrator creates a group, puts a staff member in it, and after signing in again they reach what it grants', async ({
  page,
  browser,
  request,
}) => {
  const user = await createThrowawayUser('group');
  const groupName = `E2E Designers ${uniqueSuffix()}`;
  const headers = await apiHeaders(request);
  const staffContext = await newSession(browser);
  try {
    const staff = await staffContext.newPage();
    await expectBookingDesign(staff, user, false);

    await signIn(page, 'admin', DEMO_PASSWORD, '/permissions');
    await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Front Desk', exact: true })).toContainText(/\d+ members?/);

    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByLabel('Group name').fill(groupName);
    await dialog.getByLabel('Description').fill('Made by an end-to-end test');
    // "Select all in Business" ticks the whole area; unticking one leaves it partly selected.
    await setChecked(dialog.getByRole('checkbox', { name: 'Select all in Business' }), true);
    await expect(dialog.getByRole('checkbox', { name: 'Edit business settings' })).toBeChecked();
    await setChecked(dialog.getByRole('checkbox', { name: 'Select all in Business' }), false);
    await expect(dialog.getByRole('checkbox', { name: 'View business settings' })).not.toBeChecked();
    await setChecked(dialog.getByRole('checkbox', { name: 'View business settings' }), true);
    await expect(dialog.getByRole('checkbox', { name: 'Select all in Business' })).toBeChecked({ indeterminate: true });
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(dialog).toHaveCount(0);
    const groupCard = page.getByRole('group', { name: groupName, exact: true });
    await expect(groupCard).toContainText('0 members');
    await expect(groupCard).toContainText('1 permission');

    const access = await openUserAccess(page, user);
    await setChecked(access.getByRole('checkbox', { name: groupName }), true);
    await expect(access.getByRole('list', { name: 'Effective permissions' })).toContainText('View business settings');
    await access.getByRole('button', { name: 'Save access' }).click();
    await expect(access).toHaveCount(0);
    await page.getByRole('tab', { name: 'Groups' }).click();
    await expect(groupCard).toContainText('1 member');

    // A fresh sign-in reads the new permissions (SPEC §6.4: the cache is per user and session).
    await staff.evaluate(() => localStorage.clear());
    await expectBookingDesign(staff, user, true);
    await staff.goto('/settings');
    const business = staff.getByRole('region', { name: 'Business' });
    await expect(business.getByLabel('Business name')).toHaveAttribute('readonly', '');
    await expect(business.getByRole('button', { name: 'Save business settings' })).toHaveCount(0);

    // Delete asks first; the member loses the permission.
    await groupCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${groupName}?` });
    await expect(confirm).toContainText('1 member loses');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(groupCard).toBeVisible();
    await groupCard.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(groupCard).toHaveCount(0);
    await staff.evaluate(() => localStorage.clear());
    await expectBookingDesign(staff, user, false);
  } finally {
    await staffContext.close();
    const groups = (await (await request.get('/api/permission-groups', { headers })).json()) as { id: string; name: string }[];
    const left = groups.find((group) => group.name === groupName);
    if (left) await request.delete(`/api/permission-groups/${left.id}`, { headers });
  }
});

test('an administrator grants a direct permission and the staff member can use it after signing in again', async ({ page, browser }) => {
  const user = await createThrowawayUser('direct');
  const staffContext = await newSession(browser);
  try {
    const staff = await staffContext.newPage();
    await signIn(staff, user.username, user.password);
    await staff.goto('/locations');
    await expect(staff.getByRole('group', { name: 'Downtown' })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Add location' })).toHaveCount(0);

    await signIn(page, 'admin', DEMO_PASSWORD, '/permissions');
    const access = await openUserAccess(page, user);
    await expect(access.getByText('Effective permissions (0)')).toBeVisible();
    await setChecked(access.getByRole('checkbox', { name: 'Create and edit locations' }), true);
    await expect(access.getByText('Effective permissions after saving (1)')).toBeVisible();
    await access.getByRole('button', { name: 'Save access' }).click();
    await expect(access).toHaveCount(0);
    const card = userCard(page, user);
    await expect(card).toContainText('1 direct permission');

    await staff.evaluate(() => localStorage.clear());
    await signIn(staff, user.username, user.password);
    await staff.goto('/locations');
    await expect(staff.getByRole('button', { name: 'Add location' })).toBeVisible();

    // Take it away again through the screen.
    const again = await openUserAccess(page, user);
    await expect(again.getByText('Effective permissions (1)')).toBeVisible();
    await setChecked(again.getByRole('checkbox', { name: 'Create and edit locations' }), false);
    await again.getByRole('button', { name: 'Save access' }).click();
    await expect(card).not.toContainText('direct permission');
  } finally {
    await staffContext.close();
  }
});

test('basic staff who open /permissions are told only administrators manage permissions', async ({ page }) => {
  await signIn(page, 'basic');
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await openSidebarIfClosed(page);
  await expect(page.getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  await page.goto('/permissions');
  await expect(page.getByRole('heading', { name: 'Only administrators can manage permissions' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});
