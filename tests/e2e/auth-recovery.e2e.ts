import { expect, test, type Page } from '@playwright/test';
import { inboxMark, resetLinkPath, waitForNewEmail } from './support/mail-inbox';
import { codeIn, smsMark, waitForNewSms } from './support/sms-inbox';
import { apiToken, signInThroughForm } from './support/sign-in';
import { createThrowawayUser } from './support/throwaway-user';

// Password recovery end to end: the e-mail goes through real SMTP to the catcher, the text
// message to the local SMS provider; the tests read them there like a person would read their phone.
const invalidLink = 'This reset link or code is invalid or has expired';

async function submitLogin(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail', { exact: true }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function choosePassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test('the full e-mail reset: request, read the mail, set a new password, sign in with it', async ({ page, request }) => {
  const user = await createThrowawayUser('mail');
  const oldSession = await apiToken(request, user.username, user.password);
  const seen = await inboxMark(user.email);

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(/\S/);

  const email = await waitForNewEmail(user.email, seen);
  const link = resetLinkPath(email);
  const newPassword = 'Fresh-start-2026';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await choosePassword(page, newPassword);
  await expect(page.getByRole('status')).toContainText('Your password has been reset');

  // The reset ended every session the account had.
  const verify = await request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${oldSession}` } });
  expect(verify.status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect username, e-mail or password');
  await signInThroughForm(page, user.username, newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  // The link works once only.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await choosePassword(page, 'Another-new-one-2026');
  await expect(page.getByRole('alert')).toContainText(invalidLink);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the e-mail request answers the same for an address that has no account', async ({ page }) => {
  const user = await createThrowawayUser('neutral');
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const known = (await page.getByRole('status').textContent()) ?? '';
  expect(known.length).toBeGreaterThan(0);

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address', { exact: true }).fill(`nobody-${Date.now()}@chairside.test`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(known);
});

test('the e-mail form explains a missing or malformed address', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter the e-mail address of your account', { exact: true })).toBeVisible();
  await page.getByLabel('E-mail address', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid e-mail address', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the reset by text message: phone, code, new password, sign in', async ({ page }) => {
  const user = await createThrowawayUser('sms');
  const seen = await smsMark(user.phone);

  await page.goto('/forgot-password-sms');
  await page.getByLabel('Phone number', { exact: true }).fill(user.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/\S/);

  const code = codeIn(await waitForNewSms(user.phone, seen));
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code', { exact: true }).fill(wrongCode);
  await choosePassword(page, 'Texted-reset-2026');
  await expect(page.getByRole('alert')).toHaveText(invalidLink);

  await page.getByLabel('Code', { exact: true }).fill(code);
  await choosePassword(page, 'Texted-reset-2026');
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signInThroughForm(page, user.email, 'Texted-reset-2026');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('the text message form checks the code and passwords before sending', async ({ page }) => {
  await page.goto('/forgot-password-sms');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter the phone number of your account', { exact: true })).toBeVisible();
  await page.getByLabel('Phone number', { exact: true }).fill('+1 312 555 0199');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill('12ab');
  await choosePassword(page, 'short', 'short');
  await expect(page.getByText('The code is 6 digits.', { exact: true })).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use a different number' }).click();
  await expect(page.getByLabel('Phone number', { exact: true })).toBeVisible();
});

test('a reset link with a bogus token shows the error, after the browser checks the passwords', async ({ page }) => {
  const resetCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/reset-password')) resetCalls.push(request.url());
  });
  await page.goto(`/reset-password?token=${'bogus'.repeat(8)}`);
  await choosePassword(page, 'short', 'short');
  await expect(page.getByText('Use at least 8 characters.', { exact: true })).toBeVisible();
  await choosePassword(page, 'long-enough-1', 'long-enough-2');
  await expect(page.getByText('The two passwords do not match.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Confirm new password', { exact: true })).toBeFocused();
  expect(resetCalls).toEqual([]);

  // One switch shows both fields (Blueprint draws the box over the input, so the label is what gets clicked).
  await page.getByText('Show passwords', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Show passwords' })).toBeChecked();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAttribute('type', 'text');

  await choosePassword(page, 'long-enough-1');
  await expect(page.getByRole('alert')).toContainText(invalidLink);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
});

test('a reset page without a token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('link', { name: 'ask for a new reset link' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
});
