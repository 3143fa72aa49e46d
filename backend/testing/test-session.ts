import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loginReplySchema, type LoginReply } from '@chairside/shared/identity/identity-dto';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import type { Role } from '../src/auth/principal';
import { createSession } from '../src/auth/sessions';
import { registerUser, setDirectPermissions } from '../src/identity/user-service';
import { demoPassword } from '../src/identity/demo-users';
import type { TestSystem } from './test-system';

// A session stored as sign-in stores it. The role and active flag come from the users read model when
// the id is a user's; for an id no user has, the session's own role applies (see auth/principal.ts).
export async function createTestSession(db: Kysely<unknown>, user: { userId: string; role: Role }): Promise<string> {
  const { token } = await createSession(db, user, 60 * 60 * 1000);
  return token;
}

// Signs in through the API, exactly as the browser does.
export async function signIn(baseUrl: string, identifier: string, password: string): Promise<LoginReply> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in as ${identifier} failed with ${response.status}: ${await response.text()}`);
  return loginReplySchema.parse(await response.json());
}

// A request to the API as the browser makes it; `token` null for an anonymous one.
export function callApi(baseUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// The tokens of demo accounts signed in through the API, in the order asked.
export async function signInDemoUsers<const Names extends readonly string[]>(
  baseUrl: string,
  usernames: Names,
): Promise<{ [K in keyof Names]: string }> {
  const tokens: string[] = [];
  for (const username of usernames) tokens.push((await signIn(baseUrl, username, demoPassword)).token);
  return tokens as { [K in keyof Names]: string };
}

// Resolves once every read model has folded every event written so far.
export async function waitForReadModels(system: Pick<TestSystem, 'database' | 'store'>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await getProjectionStatuses(system.database.db, system.store)).some((status) => status.eventsBehind > 0)) {
    if (Date.now() > deadline) throw new Error(`read models did not catch up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type TestUser = { id: string; username: string; email: string; password: string; token: string };

// A throwaway user registered through the real commands (role staff unless told), holding exactly the
// given direct permissions, signed in through the API.
export async function createTestUser(
  system: Pick<TestSystem, 'database' | 'store' | 'baseUrl'>,
  options: { role?: string; permissions?: string[]; phone?: string | null } = {},
): Promise<TestUser> {
  const suffix = randomUUID().slice(0, 8);
  const username = `user-${suffix}`;
  const email = `${username}@chairside.test`;
  const password = `pw-${randomUUID()}`;
  const context = { userId: null, source: 'seed' as const };
  const { id: userId } = await registerUser(
    { store: system.store },
    { username, email, phone: options.phone ?? null, firstName: 'Test', lastName: suffix, role: options.role ?? 'staff', password },
    context,
  );
  if (options.permissions?.length) await setDirectPermissions({ store: system.store }, userId, options.permissions, context);
  await waitForReadModels(system);
  const { token } = await signIn(system.baseUrl, username, password);
  return { id: userId, username, email, password, token };
}
