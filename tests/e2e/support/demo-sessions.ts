import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ROLES = ['admin', 'frontdesk', 'basic', 'manager', 'client', 'auditor'] as const;
export type DemoUsername = (typeof DEMO_ROLES)[number];

// What the app keeps in localStorage after a sign-in (frontend/src/session/session-storage.ts).
export type StoredSession = { token: string; user: { id: string; role: string; profilePicture: string | null } };

function sessionsDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through tests/playwright.config.ts');
  return join(dataDir, 'sessions');
}

// A Playwright storageState file per role, so `test.use({ storageState: demoStorageState('admin') })` works
// too; the origin is the app's, where it keeps the session.
export const demoStorageState = (role: DemoUsername) => join(sessionsDir(), `${role}.json`);

export function isDemoUser(username: string): username is DemoUsername {
  return (DEMO_ROLES as readonly string[]).includes(username);
}

export async function login(request: APIRequestContext, identifier: string, password: string): Promise<StoredSession> {
  const response = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredSession;
}

// The setup project's part: one real login per role, written where every worker finds it.
export async function signInOnce(request: APIRequestContext, role: DemoUsername): Promise<void> {
  const session = await login(request, role, DEMO_PASSWORD);
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the e2e tests through tests/playwright.config.ts');
  const localStorage = [
    { name: 'chairside_token', value: session.token },
    { name: 'chairside_user', value: JSON.stringify(session.user) },
    ...(session.user.profilePicture ? [{ name: 'chairside_profile_picture', value: session.user.profilePicture }] : []),
  ];
  mkdirSync(sessionsDir(), { recursive: true });
  writeFileSync(demoStorageState(role), JSON.stringify({ cookies: [], origins: [{ origin: baseURL, localStorage }] }));
}

const cache = new Map<DemoUsername, StoredSession>();

// The role's session from the setup project (read once per worker).
export function demoSession(role: DemoUsername): StoredSession {
  const cached = cache.get(role);
  if (cached) return cached;
  const state = JSON.parse(readFileSync(demoStorageState(role), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const value = (name: string) => state.origins[0]?.localStorage.find((entry) => entry.name === name)?.value;
  const token = value('chairside_token');
  const user = value('chairside_user');
  if (!token || !user) throw new Error(`The setup project left no session for ${role}`);
  const session = { token, user: JSON.parse(user) as StoredSession['user'] };
  cache.set(role, session);
  return session;
}
