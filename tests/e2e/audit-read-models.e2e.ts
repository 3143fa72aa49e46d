import { expect, test } from '@playwright/test';
import { scan } from './support/axe';
import { signIn } from './support/sign-in';

// /audit, Read models (beyond SPEC): an administrator, the only role that may rebuild a read model, rebuilds
// the note templates' one, follows its progress bar, and finds it caught up again on a new generation with
// every event folded once more.
test('an administrator rebuilds a read model and follows its progress', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/audit');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Read models' }).click();

  const table = page.getByRole('table', { name: 'Read models' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Note templates', exact: true }) });
  await expect(row.getByRole('cell').nth(4)).toHaveText('Caught up');
  const version = await row.getByRole('cell').nth(0).innerText();
  const generation = Number(/g(\d+)/.exec(version)?.[1]);
  const folded = Number((await row.getByRole('cell').nth(2).innerText()).replace(/,/g, ''));
  const rowNumber = (await table.locator('tbody tr').allInnerTexts()).findIndex((text) => text.startsWith('Note templates')) + 1;

  await row.getByRole('button', { name: 'Rebuild Note templates' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Rebuild Note templates?' });
  await confirm.getByRole('button', { name: 'Rebuild', exact: true }).click();
  await expect(confirm).toHaveCount(0);

  await expect(row.getByRole('progressbar', { name: 'Rebuild progress of Note templates' })).toBeVisible();
  await expect(row).toContainText(/[\d,]+ of [\d,]+ events · [\d,]+ events\/s/);
  await expect(row.getByRole('button', { name: 'Rebuild Note templates' })).toBeDisabled();
  // Every control is found by role and name above; axe measures the text contrast of the row it rebuilds
  // (a scan costs seconds, so not of the whole list).
  expect(await scan(page, `.read-models-table thead, .read-models-table tbody tr:nth-child(${rowNumber})`, 'contrast')).toEqual([]);

  await expect(row.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(row.getByRole('cell').nth(4)).toHaveText('Caught up');
  await expect(row.getByRole('cell').nth(0)).toHaveText(version.replace(/g\d+/, `g${generation + 1}`));
  // The new generation folded the whole log again: as many events as the old one, or more when other
  // journeys appended some meanwhile.
  const after = Number((await row.getByRole('cell').nth(2).innerText()).replace(/,/g, ''));
  expect(after).toBeGreaterThanOrEqual(folded);
});
