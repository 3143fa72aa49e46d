import { test, type Page } from '@playwright/test';
import { scan } from './support/axe';
import { expect, uniqueSuffix } from './support/business-e2e';
import { signIn } from './support/sign-in';

// /clients-import (MODULES "Clients"), as a manager (the demo group that holds import_clients): a CSV with
// good rows, bad rows (one with a formula in a cell) and duplicates (of a client already in the book and
// within the file) is checked in a dry run, imported as a background job whose progress bar is still there
// after a reload, and reports the right counts; the imported clients are found by search.

const api = async (page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const token = await page.evaluate(() => localStorage.getItem('chairside_token'));
  const response = await page.request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as unknown;
};

test('a manager imports a CSV of clients with good, bad and duplicate rows', async ({ page }) => {
  const tag = uniqueSuffix();
  await signIn(page, 'manager', undefined, '/clients-import');
  await expect(page.getByRole('heading', { name: 'Client Import', level: 1 })).toBeVisible();
  await api(page, 'POST', '/api/clients', { firstName: 'Already', lastName: `Here${tag}`, phone: '', email: `already.${tag}@example.com` });

  const csv = [
    'First Name,Surname,Mobile,Email',
    `Ines,Import${tag},(312) 555-0161,ines.${tag}@example.com`,
    `Omar,Import${tag},,omar.${tag}@example.com`,
    `"Pia","Import${tag}",312.555.0163,`,
    `,Import${tag},3125550164,`,
    `"=HYPERLINK(""http://example.com"",""x"")",Import${tag},not a phone,`,
    `Twin,Import${tag},,already.${tag}@example.com`,
    `Ines Again,Import${tag},+1 312 555 0161,`,
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles({ name: `clients-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`clients-${tag}.csv: 7 rows (UTF-8)`)).toBeVisible();
  await expect(page.getByLabel('First name column')).toHaveValue('0');
  await expect(page.getByLabel('Last name column')).toHaveValue('1');
  await expect(page.getByLabel('Phone column')).toHaveValue('2');
  await expect(page.getByLabel('E-mail column')).toHaveValue('3');
  expect(await scan(page)).toEqual([]);

  await page.getByRole('button', { name: 'Check file' }).click();
  const dryRun = page.getByRole('region', { name: 'Dry run' });
  await expect(dryRun).toContainText('3 new clients, 2 duplicates (skipped), 2 rows with problems');
  const problems = dryRun.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByRole('row').nth(1)).toContainText('5First name is missing');
  await expect(problems.getByRole('row').nth(2)).toContainText('The phone number "not a phone" is not valid');

  await page.getByRole('button', { name: 'Import 7 rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page).toHaveURL(/\/clients-import\?import=/);
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Import finished: clients-${tag}.csv` })).toBeVisible();
  const counts = page.getByRole('definition');
  await expect(counts).toHaveText(['3', '0', '2', '2']);
  await expect(page.getByText('7 of 7 rows done')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download error report' }).click();
  const report = await (await download).createReadStream();
  let text = '';
  for await (const chunk of report) text += String(chunk);
  expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""x"")"`);

  const found = (await api(page, 'GET', `/api/clients?search=import${tag}`)) as { firstName: string }[];
  expect(found.map((client) => client.firstName).sort()).toEqual(['Ines', 'Omar', 'Pia']);
});
