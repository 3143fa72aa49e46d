import { test } from '@playwright/test';
import { apiHeaders, expect, newSession, setChecked, uniqueSuffix } from './support/business-e2e';
import { liveReady } from './support/live-ready';
import { signIn } from './support/sign-in';

// /clients and /clients/:clientId as the front desk: the search finds a client by part of the name, by the
// phone typed in another format and by e-mail; the profile opens, is edited, consent is recorded with how
// the client answered, and a change made in another session shows without a reload.
test('the front desk finds a client three ways, opens and edits the profile, and sees another session’s change live', async ({
  page,
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const lastName = `Quill${suffix}`;
  const email = `opal.${suffix}@example.com`;
  // A number of its own: the last four digits vary with the run.
  const four = String(Math.floor(Math.random() * 9000) + 1000);
  const headers = await apiHeaders(request, 'frontdesk');
  const created = await request.post('/api/clients', { headers, data: { firstName: 'Opal', lastName, phone: `(773) 555-${four}`, email } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, 'frontdesk', undefined, '/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  const results = page.getByRole('table', { name: 'Clients' });
  const found = results.getByRole('link', { name: `Opal ${lastName}` });

  await search.fill(lastName.slice(0, -2).toLowerCase());
  await expect(found).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText('1 client found.');
  await search.fill(`773.555.${four}`);
  await expect(found).toBeVisible();
  await search.fill(email.toUpperCase());
  await expect(found).toBeVisible();

  await found.click();
  await expect(page).toHaveURL(`/clients/${id}`);
  await expect(page.getByRole('heading', { name: `Opal ${lastName}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`(773) 555-${four}`)).toBeVisible();

  await page.getByRole('button', { name: `Edit Opal ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Opal ${lastName}` });
  await dialog.getByLabel('Birthday').fill('--03-14');
  await dialog.getByLabel('Tags').fill('VIP, Colour');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog).toHaveCount(0);
  const facts = page.getByRole('region', { name: 'Contact and consent' });
  await expect(facts).toContainText('March 14');
  await expect(facts).toContainText('VIP');

  // Another session changes the client: this page shows it without a reload.
  const other = await newSession(browser);
  const otherPage = await other.newPage();
  const joined = liveReady(otherPage);
  await signIn(otherPage, 'frontdesk', undefined, `/clients/${id}`);
  await joined;
  // The client asked by phone: the desk says so, and the profile records how, by whom and when.
  await otherPage.getByRole('combobox', { name: 'How the client answered' }).selectOption({ label: 'At the client’s request' });
  await setChecked(otherPage.getByRole('switch', { name: 'SMS marketing' }), true);
  await expect(otherPage.getByRole('group', { name: 'Marketing consent' })).toContainText(
    /Given at the client’s request by Fran Desk, \w+ \d+, \d{4}, \d+:\d\d [AP]M/,
  );
  await page.evaluate(() => Object.assign(globalThis, { notReloaded: true }));
  const renamed = await request.put(`/api/clients/${id}`, {
    headers,
    data: { firstName: 'Opaline', lastName, phone: `773 555 ${four}`, email, birthday: '--03-14', tags: ['VIP', 'Colour'] },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect(page.getByRole('heading', { name: `Opaline ${lastName}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'SMS marketing' })).toBeChecked();
  expect(await page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await other.close();
});
