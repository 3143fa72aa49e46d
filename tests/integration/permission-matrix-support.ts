import { randomUUID } from 'node:crypto';
import type { TestUser } from '@chairside/backend/testing/test-session';
import type { CatalogueWorld } from './permission-matrix-catalogue';
import type { TeamWorld } from './permission-matrix-team';

// The callers, row shape and expectation helpers of the permission matrix (permission-matrix.int.test.ts).

export const callers = ['admin', 'staff with permission', 'staff without permission', 'client', 'anonymous'] as const;
export type Caller = (typeof callers)[number];
export type SignedIn = Exclude<Caller, 'anonymous'>;

export type World = {
  users: Record<SignedIn, TestUser>;
  // Other people's records, and things routes act on.
  target: TestUser;
  switchable: TestUser;
  loginUser: TestUser;
  groupToEdit: string;
  groupToDelete: string;
  locationToEdit: string;
  team: TeamWorld;
  catalogue: CatalogueWorld;
};

export type Row = {
  route: string;
  path: (world: World, caller: Caller) => string;
  body?: (world: World, caller: Caller) => unknown;
  // Headers a route reads besides the session (a public booking manage link's X-Manage-Token).
  headers?: (world: World, caller: Caller) => Record<string, string>;
  // A list where the answer is not about permissions (health says 503 while a dependency is missing).
  expect: Record<Caller, number | readonly number[]>;
  // Logout revokes the token it is called with: those cells use a session of their own.
  ownSession?: boolean;
  note?: string;
};

export const everyone = <T extends number | readonly number[]>(status: T): Record<Caller, T> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': status,
  client: status,
  anonymous: status,
});
export const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), anonymous: 401 });
// Staff routes: admin, and staff holding the permission; never clients.
export const staffWith = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});
// Reads that follow from using the calendar: the front-desk caller ("without permission" for catalogue and
// team writes) may read what booking shows; clients never.
export const calendarUsers = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': status,
  client: 403,
  anonymous: 401,
});
export const adminOnly = (status: number): Record<Caller, number> => ({
  admin: status,
  'staff with permission': 403,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});

export const self = (world: World, caller: Caller) => (caller === 'anonymous' ? world.target.id : world.users[caller].id);
export const colors = {
  primaryColor: '#8b5cf6',
  isDarkMode: false,
  primaryTextColor: '#111827',
  secondaryTextColor: '#6b7280',
  savedBrandColors: [],
  savedTextColors: [],
};
export const unique = () => randomUUID().slice(0, 8);

// Admin calls that build the world the rows act on; each returns the command reply's id.
export type AdminApi = {
  call(method: 'POST' | 'PUT', path: string, body?: unknown, token?: string): Promise<string>;
  // A GET as the administrator, its JSON body.
  read(path: string): Promise<unknown>;
  signIn(identifier: string, password: string): Promise<string>;
};
