import { test } from '@playwright/test';
import { apiHeaders, expect, newSession, uniqueSuffix } from './support/business-e2e';
import { DEMO_PASSWORD, signIn, signInThroughForm } from './support/sign-in';

// Hiring someone who never signs in. As the manager (edit_staff, edit_schedules; not an
// administrator): the form marks what is required and asks for no username, password or e-mail; the new
// person is on the team list and gets a schedule; a sign-in account is added later and works; and phone
// numbers, stored in one format, are found however they are typed.
test.describe.configure({ timeout: 180_000 });

// A valid US number of its own for this run (the exchange starts with 2–9), in three ways of writing it.
function randomPhone() {
  const digit = () => Math.floor(Math.random() * 10);
  const exchange = `${2 + Math.floor(Math.random() * 8)}${digit()}${digit()}`;
  const line = `${digit()}${digit()}${digit()}${digit()}`;
  return {
    typed: `(312) ${exchange}-${line}`,
    dotted: `312.${exchange}.${line}`,
    international: `+1 312 ${exchange} ${line}`,
    stored: `+1312${exchange}${line}`,
  };
}

test('the manager hires a staff member without a sign-in account, gives them a schedule and adds an account later', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const lastName = `Hire${suffix}`;
  const name = `Sage ${lastName}`;
  const phone = randomPhone();

  await signIn(page, 'manager', DEMO_PASSWORD, '/staff');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff' });
  // Required fields are marked; the sign-in fields are not asked for until "Can sign in" is on.
  await expect(dialog.locator('label[for="staff-firstName"]')).toContainText('(required)');
  await expect(dialog.locator('label[for="staff-lastName"]')).toContainText('(required)');
  await expect(dialog.getByRole('group', { name: /Locations/ })).toContainText('(required)');
  await expect(dialog.locator('label[for="staff-email"]')).not.toContainText('(required)');
  await expect(dialog.getByRole('checkbox', { name: 'Can sign in to Chairside' })).not.toBeChecked();
  await expect(dialog.getByLabel('Username')).toHaveCount(0);
  await expect(dialog.getByLabel('Password')).toHaveCount(0);

  // A phone that is not a number is refused next to its field.
  await dialog.getByLabel('First name').fill('Sage');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Title').fill('Assistant');
  await dialog.getByLabel('Phone').fill('555-01');
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(dialog.getByText('That phone number is not valid')).toBeVisible();
  await dialog.getByLabel('Phone').fill(phone.dotted);
  await dialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(dialog).toHaveCount(0);

  // On the team list, the phone in one format, marked as not signing in.
  const row = page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Assistant');
  await expect(row).toContainText(phone.typed);
  await expect(row).toContainText('No sign-in');

  // A schedule, from the row's actions; the screen explains its two ways of giving a day off.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: `Schedule of ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/Change one date.*replaces the weekly hours of a single date/)).toBeVisible();
  await expect(page.getByText(/Add time off.*records an absence inside the working hours/)).toBeVisible();
  await page.getByRole('button', { name: 'Add schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Add schedule' });
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedule).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Downtown, from / })).toContainText('Mon–Fri 9:00 AM–5:00 PM');

  // Later they need to sign in: an account from the row's actions.
  await page.goto('/staff');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Add sign-in account' }).click();
  const account = page.getByRole('dialog', { name: `Sign-in account for ${name}` });
  await expect(account.locator('label[for="staff-account-username"]')).toContainText('(required)');
  await account.getByLabel('Username').fill('frontdesk');
  await account.getByLabel('Password').fill('e2e-password-1');
  await account.getByLabel('E-mail').fill(`sage.${suffix}@example.test`);
  await account.getByRole('button', { name: 'Add sign-in account' }).click();
  await expect(account.getByRole('alert').filter({ hasText: 'Could not add the sign-in account' })).toContainText(
    'That username is already taken',
  );
  await account.getByLabel('Username').fill(`sage.${suffix}`);
  await account.getByRole('button', { name: 'Add sign-in account' }).click();
  await expect(account).toHaveCount(0);
  await expect(row).not.toContainText('No sign-in');
  await expect(row).toContainText(`sage.${suffix}@example.test`);
  await expect(row.getByRole('button', { name: `Actions for ${name}` })).toBeVisible();

  // They sign in with it, through the form.
  const elsewhere = await newSession(browser);
  const theirPage = await elsewhere.newPage();
  await signInThroughForm(theirPage, `sage.${suffix}`, 'e2e-password-1');
  await expect(theirPage.getByRole('button', { name: `User menu: ${name}` })).toBeVisible();
  await elsewhere.close();
});

test('a client is found by their phone number typed in another format than it was given', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const phone = randomPhone();
  const headers = await apiHeaders(request, 'manager');
  const created = await request.post('/api/clients', {
    headers,
    data: { firstName: 'Phoebe', lastName: `Phone${suffix}`, phone: phone.typed, email: '' },
  });
  expect(created.status(), await created.text()).toBe(200);
  // Stored in one format.
  const { id } = (await created.json()) as { id: string };
  expect(((await (await request.get(`/api/clients/${id}`, { headers })).json()) as { phone: string }).phone).toBe(phone.stored);

  await signIn(page, 'manager', DEMO_PASSWORD, '/appointments');
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  for (const typed of [phone.dotted, phone.international]) {
    await dialog.getByRole('combobox', { name: 'Client' }).fill(typed);
    await expect(dialog.getByRole('option', { name: new RegExp(`Phoebe Phone${suffix}`) })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
