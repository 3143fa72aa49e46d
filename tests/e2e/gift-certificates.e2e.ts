import { test } from '@playwright/test';
import { formatGiftCardCode } from '@chairside/shared/gift-cards/gift-card-dto';
import { demo } from './support/appointments-e2e';
import { scan } from './support/axe';
import { expect } from './support/business-e2e';
import { seedWorld } from './support/seed-e2e';
import { signIn } from './support/sign-in';

// /gift-certificates (MODULES "Gift certificates and cards"), as the front desk: a client asks what is left on
// a card sold at Downtown; the desk types the code as printed, reads the balance and opens the card's
// history. A card sold meanwhile at another desk joins the list without a reload (the 'gift-cards' topic).
// The page and the history dialog have no serious accessibility violation. Selling starts at the POS.
test('the front desk looks a gift card up, reads its history, and sees a new card arrive live', async ({ page }) => {
  const {
    giftCards: [card],
  } = await seedWorld(page.request, { giftCards: [{ amountCents: 7_500, locationId: demo.downtown }] });
  if (!card) throw new Error('The seed sold no gift card');
  const printed = formatGiftCardCode(card.code);
  await signIn(page, 'frontdesk', undefined, '/gift-certificates');
  await expect(page.getByRole('heading', { name: 'Gift Certificates & Cards', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards' })).toBeVisible();
  expect(await scan(page)).toEqual([]);

  await page.getByLabel('Gift card code').fill(printed.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Check balance' }).click();
  const balance = page.getByRole('region', { name: `Balance of ${printed}` });
  await expect(balance).toContainText('$75.00');
  await expect(balance).toContainText('Active');

  await balance.getByRole('button', { name: 'View history' }).click();
  const history = page.getByRole('dialog', { name: `Gift card ${printed}` });
  await expect(history.getByRole('table', { name: 'History' }).getByRole('row').nth(1)).toContainText(/Sold\s*\+\$75\.00\s*\$75\.00/);
  await expect(history).toContainText('Downtown');
  expect(await scan(page, '[role="dialog"]')).toEqual([]);
  await history.getByRole('button', { name: 'Done' }).click();
  await expect(history).toHaveCount(0);

  const {
    giftCards: [sold],
  } = await seedWorld(page.request, { giftCards: [{ amountCents: 2_000, locationId: demo.uptown }] });
  if (!sold) throw new Error('The seed sold no gift card');
  await expect(page.getByRole('button', { name: `History of ${formatGiftCardCode(sold.code)}` })).toBeVisible();

  await page.getByRole('button', { name: 'Sell a gift card' }).click();
  await expect(page).toHaveURL(/\/pos\?giftCard=sell$/);
});
