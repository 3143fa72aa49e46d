import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoSession, isDemoUser, login, type StoredSession } from './demo-sessions';

export { DEMO_PASSWORD, type DemoUsername } from './demo-sessions';

// Signs a user in the quick way, for tests about what comes after sign-in: a demo role with its demo
// password reuses the session the setup project signed in once (setup/demo-sessions.setup.ts); anyone else
// gets a real login call. The token and user are stored where the app keeps them (SPEC §4.1) before the
// app's first script runs, then `at` (the user's landing page by default) is loaded once, where the app
// restores and re-verifies the session as on any start. A test that ends its session (signs out, revokes
// it) would end it for every other test sharing it, so it uses signInOwnSession. The login form itself is
// tested through signInThroughForm (auth-login.e2e.ts, auth-recovery.e2e.ts).
// `at` is the page to open instead of the landing page, and `locationId` the location the user has chosen
// before it opens (as the header's selector keeps it): a test about the calendar loads the calendar once,
// not the dashboard first.
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, at?: string, locationId?: string): Promise<void> {
  const session =
    isDemoUser(username) && password === DEMO_PASSWORD ? demoSession(username) : await login(page.request, username, password);
  await openSignedIn(page, session, at, locationId);
}

// Opens `path` unless the page shows it already (a test that signed in straight onto it).
export async function visit(page: Page, path: string): Promise<void> {
  const shown = new URL(page.url());
  if (shown.pathname + shown.search !== path) await page.goto(path);
}

// As signIn, with a session of the test's own: for tests that sign out or revoke it.
export async function signInOwnSession(page: Page, username: string, password = DEMO_PASSWORD, at?: string): Promise<void> {
  await openSignedIn(page, await login(page.request, username, password), at);
}

async function openSignedIn(page: Page, reply: StoredSession, at: string | undefined, locationId?: string): Promise<void> {
  // Stored at most once per tab (sessionStorage marks each sign-in), so a later sign-out, a second sign-in
  // or another location chosen in the same test is not undone by the next page load.
  await page.addInitScript(
    ({ session, location }) => {
      try {
        const mark = `e2e_signed_in_${session.token.slice(0, 16)}`;
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        localStorage.setItem('chairside_token', session.token);
        localStorage.setItem('chairside_user', JSON.stringify(session.user));
        if (session.user.profilePicture) localStorage.setItem('chairside_profile_picture', session.user.profilePicture);
        if (location) localStorage.setItem(`chairside_selected_location_${session.user.id}`, JSON.stringify(location));
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { session: reply, location: locationId ?? null },
  );
  await page.goto(at ?? (reply.user.role === 'client' ? '/booking' : '/dashboard'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

// Signs a demo user in through the login form, as a person does, and waits until the app has left /login
// and shows the signed-in screen (the dashboard for staff, /booking for a client).
export async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
}

// The bearer token of the session the page signed in with.
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('chairside_token'));
  if (!token) throw new Error('The page is not signed in');
  return token;
}

// An API session for reading or arranging state around a test: a demo role's shared one (never to be
// ended), anyone else's from a real login.
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  if (isDemoUser(username) && password === DEMO_PASSWORD) return demoSession(username).token;
  return (await login(request, username, password)).token;
}

// A fresh API session of its own, for a test that ends it.
export async function ownApiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  return (await login(request, username, password)).token;
}

// On a phone the sidebar starts closed (SPEC §4.4): open it before using it.
export async function openSidebarIfClosed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-label')) === 'Open menu') await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

export function isMobileProject(projectName: string): boolean {
  return projectName === 'mobile';
}
