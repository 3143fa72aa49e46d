import { test } from '@playwright/test';
import { expect, newSession, setChecked, uniqueSuffix } from './support/business-e2e';
import { signIn } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

// /note-templates (MODULES "Clients"): a manager, the least-privileged demo role that may edit templates,
// writes one with placeholders and sees it previewed with sample values, edits and archives it; the front
// desk, who may only read them, sees each change live in another session and has no controls to change them.
test('a manager writes, edits and archives a note template, and the front desk sees it live', async ({ page, browser }) => {
  const name = `Aftercare ${uniqueSuffix()}`;
  await signIn(page, 'manager', undefined, '/note-templates');
  await expect(page.getByRole('heading', { name: 'Note Templates', level: 1 })).toBeVisible();

  const desk = await newSession(browser);
  const deskPage = await desk.newPage();
  await signIn(deskPage, 'frontdesk', undefined, '/note-templates');
  await expect(deskPage.getByRole('heading', { name: 'Note Templates', level: 1 })).toBeVisible();
  await expect(deskPage.getByRole('button', { name: 'Add note template' })).toHaveCount(0);
  const deskRow = deskPage.getByRole('table', { name: 'Note templates' }).getByRole('row').filter({ hasText: name });

  await page.getByRole('button', { name: 'Add note template' }).click();
  const add = page.getByRole('dialog', { name: 'Add note template' });
  await add.getByLabel('Template name').fill(name);
  await add.getByLabel('Note text').fill('Hi {nickname}');
  await add.getByRole('button', { name: 'Add note template' }).click();
  await expect(add.getByLabel('Note text')).toHaveAccessibleDescription(/^Unknown placeholder \{nickname\}; use \{client first name\}/);

  await add.getByLabel('Note text').fill('Hi');
  await add.getByRole('button', { name: 'Insert client first name' }).click();
  await expect(add.getByLabel('Note text')).toHaveValue('Hi {client first name}');
  await add.getByLabel('Note text').fill('Hi {client first name}, enjoy your {service} with {staff first name}.');
  await expect(add.getByRole('region', { name: 'Preview' })).toContainText('Hi Jordan, enjoy your Women’s Cut with Maya.');
  await add.getByRole('button', { name: 'Add note template' }).click();
  await expect(add).toHaveCount(0);

  const row = page.getByRole('table', { name: 'Note templates' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Hi Jordan, enjoy your Women’s Cut with Maya.');
  await expect(deskRow).toContainText('Hi Jordan, enjoy your Women’s Cut with Maya.');
  await expect(deskPage.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Note text').fill('See you {date} at {time}, {client first name}.');
  await expect(edit.getByRole('region', { name: 'Preview' })).toContainText('See you Tue, Mar 3 at 10:30 AM, Jordan.');
  await edit.getByRole('button', { name: 'Save note template' }).click();
  await expect(edit).toHaveCount(0);
  await expect(deskRow).toContainText('See you Tue, Mar 3 at 10:30 AM, Jordan.');

  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(row).toHaveCount(0);
  await expect(deskRow).toHaveCount(0);
  await setChecked(page.getByRole('switch', { name: 'Show archived' }), true);
  await expect(row).toContainText('Archived');
  await desk.close();
});
