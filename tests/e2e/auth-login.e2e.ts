import { expect, test, type Page } from '@playwright/test';
import { createThrowawayUser } from './support/throwaway-user';

// The login page (SPEC §2.2): every demo user signs in by username and by e-mail and lands where
// their role belongs; mistakes are explained on the page.
const demoUsers = [
  { username: 'admin', email: 'admin@chairside.test', landing: '/dashboard' },
  { username: 'frontdesk', email: 'frontdesk@chairside.test', landing: '/dashboard' },
  { username: 'basic', email: 'basic@chairside.test', landing: '/dashboard' },
  { username: 'client', email: 'client@chairside.test', landing: '/booking' },
] as const;

async function submitLogin(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or e-mail', { exact: true }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignedInAt(page: Page, path: string) {
  // The form stays (read-only) while the request is out, so its going away means the sign-in finished.
  await expect(page.getByLabel('Username or e-mail', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(await page.evaluate(() => localStorage.getItem('chairside_token'))).toBeTruthy();
}

for (const user of demoUsers) {
  for (const way of ['username', 'email'] as const) {
    test(
      `${user.username} signs in by ${way === 'email' ? 'e-mail' : 'username'} and lands on ${user.landing}`,
      { tag: way === 'username' && user.username === 'frontdesk' ? ['@phone'] : [] },
      async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
        await submitLogin(page, user[way], 'demo1234');
        await expectSignedInAt(page, user.landing);
        const stored = await page.evaluate(
          () => JSON.parse(localStorage.getItem('chairside_user') ?? 'null') as { username: string } | null,
        );
        expect(stored?.username).toBe(user.username);
      },
    );
  }
}

test('a wrong password is explained and the visitor stays on /login', async ({ page }) => {
  // An account of its own: failed sign-ins count towards a lockout that would disturb tests using a demo user.
  const user = await createThrowawayUser('wrong');
  await page.goto('/login');
  await submitLogin(page, user.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect username, e-mail or password');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  // The identifier is kept and the password cleared for another try.
  await expect(page.getByLabel('Username or e-mail', { exact: true })).toHaveValue(user.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('chairside_token'))).toBeNull();
});

test('empty fields are pointed out without calling the server', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) calls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your username or e-mail')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await expect(page.getByLabel('Username or e-mail', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Username or e-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
});

test('the password can be shown and hidden again', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-word');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a staff member returns to the page named in ?next=', async ({ page }) => {
  await page.goto('/login?next=%2Fsettings');
  await submitLogin(page, 'admin', 'demo1234');
  await expectSignedInAt(page, '/settings');
});

test('a protected path shows the login page and, once signed in, the page itself', async ({ page }) => {
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await submitLogin(page, 'admin@chairside.test', 'demo1234');
  await expectSignedInAt(page, '/locations');
});

test('a link to another site in ?next= is not followed', async ({ page }) => {
  await page.goto('/login?next=%2F%2Fexample.com%2Fphish');
  await submitLogin(page, 'frontdesk', 'demo1234');
  await expectSignedInAt(page, '/dashboard');
});

test('a client goes to booking even when another page was asked for', async ({ page }) => {
  await page.goto('/login?next=%2Fcalendar');
  await submitLogin(page, 'client', 'demo1234');
  await expectSignedInAt(page, '/booking');
});

test('the login page links to both ways of recovering a password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByRole('link', { name: 'Reset by text message' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password-sms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset by text message');
});
