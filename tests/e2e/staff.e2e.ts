import { test } from '@playwright/test';
import { apiHeaders, expect, setChecked, uniqueSuffix } from './support/business-e2e';
import { DEMO_PASSWORD, signIn } from './support/sign-in';
import { expectNoSidewaysScroll } from './support/team-e2e';

// The Staff screen (MODULES "Team"): the team at the header's location, the add/edit dialogs validated with
// the shared zod schemas, server refusals in a callout, and deactivation that locks the sign-in account.
// Hiring without a sign-in account, and adding one later, is staff-hiring.e2e.ts (run as the manager).
test.describe.configure({ timeout: 180_000 });

test('an administrator adds a staff member after fixing the form, edits, deactivates and reactivates them', async ({ page, request }) => {
  const headers = await apiHeaders(request);
  const suffix = uniqueSuffix();
  const lastName = `E2E${suffix}`;
  const name = `Robin ${lastName}`;
  const username = `robin.${suffix}`;
  const staffNamed = async () =>
    ((await (await request.get('/api/staff?includeInactive=true', { headers })).json()) as { id: string; lastName: string }[]).filter(
      (member) => member.lastName === lastName,
    );

  await signIn(page, 'admin', DEMO_PASSWORD, '/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff' });
  await expect(table.getByRole('row').filter({ hasText: 'Bailey Basic' })).toBeVisible();

  // An empty form: every problem next to its field, and nothing reaches the server.
  await page.getByRole('button', { name: 'Add staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff' });
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was saved.');
  // This person signs in: the sign-in fields appear, marked required with the e-mail.
  await setChecked(dialog.getByRole('checkbox', { name: 'Can sign in to Chairside' }), true);
  await expect(dialog.locator('label[for="staff-username"]')).toContainText('(required)');
  await expect(dialog.locator('label[for="staff-email"]')).toContainText('(required)');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-required', 'true');
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Title').fill('Stylist');
  await dialog.getByLabel('E-mail').fill(`${username}@example.test`);
  await dialog.getByLabel('Phone').fill('+1 312 555 0142');
  await dialog.getByLabel('Hourly rate').fill('ten');
  await dialog.getByLabel('Service commission').fill('40');
  await dialog.getByLabel('Username').fill('basic');
  await dialog.getByLabel('Password').fill('e2e-password-1');
  await expect(dialog.getByRole('checkbox', { name: 'Downtown' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(dialog.getByText('Hourly rate is an amount in dollars, like 25.50')).toBeVisible();
  expect(await staffNamed()).toHaveLength(0);

  // The server's refusal (the username belongs to someone else) shows in a callout.
  await dialog.getByLabel('Hourly rate').fill('25.50');
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Could not add the staff member' })).toContainText(
    'That username is already taken',
  );
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(dialog).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Stylist');
  await expect(row).toContainText('Active');
  expect(await staffNamed()).toMatchObject([
    { pay: { hourlyRateCents: 2550, serviceCommissionPercent: 40, productCommissionPercent: null } },
  ]);

  // The services they perform, one at their own price.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Services performed' }).click();
  const services = page.getByRole('dialog', { name: `Services performed by ${name}` });
  await setChecked(services.getByRole('checkbox', { name: 'Blowout' }), true);
  await services.getByLabel('Own price for Blowout ($)').fill('55');
  await services.getByRole('button', { name: 'Save services' }).click();
  await expect(services).toHaveCount(0);
  const [created] = await staffNamed();
  const blowout = (
    (await (await request.get('/api/services', { headers })).json()) as {
      name: string;
      staff: { staffId: string; priceCents: number | null }[];
    }[]
  ).find((service) => service.name === 'Blowout');
  expect(blowout?.staff).toContainEqual({ staffId: created?.id, priceCents: 5500, durationMinutes: null });

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Hourly rate')).toHaveValue('25.50');
  await edit.getByLabel('Title').fill('Senior Stylist');
  await edit.getByRole('button', { name: 'Save profile' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Senior Stylist');

  // Deactivating says what it means, hides them from the list and locks their sign-in.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await expect(confirm).toContainText('will not be able to sign in');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  expect((await request.post('/api/auth/login', { data: { identifier: username, password: 'e2e-password-1' } })).status()).not.toBe(200);

  await setChecked(page.getByRole('checkbox', { name: 'Show inactive' }), true);
  await expect(row).toContainText('Inactive');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  const reactivate = page.getByRole('alertdialog', { name: `Reactivate ${name}?` });
  await expect(reactivate).toContainText('will be able to sign in again');
  await reactivate.getByRole('button', { name: 'Reactivate' }).click();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Inactive');
  expect((await request.post('/api/auth/login', { data: { identifier: username, password: 'e2e-password-1' } })).status()).toBe(200);
});

test('on a phone the team list and the add dialog fit the screen', { tag: '@phone-only' }, async ({ page }) => {
  await signIn(page, 'admin', DEMO_PASSWORD, '/staff');
  const row = page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: 'Bailey Basic' });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row.getByRole('button', { name: 'Actions for Bailey Basic' }).click();
  await expect(page.getByRole('menuitem', { name: 'Schedule' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff' });
  await expect(dialog.getByLabel('First name')).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('staff without view_staff are told so instead of seeing an error', async ({ page }) => {
  await signIn(page, 'basic', DEMO_PASSWORD, '/staff');
  await expect(page.getByRole('heading', { name: 'You cannot see the team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add staff' })).toHaveCount(0);
});
