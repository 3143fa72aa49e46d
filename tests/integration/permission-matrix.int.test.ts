import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBookingDesign } from '@chairside/shared/booking/booking-dto';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { FRONT_DESK_PERMISSIONS } from '@chairside/shared/identity/permissions';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { createTestSession, createTestUser, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { activityRows } from './permission-matrix-activity';
import { auditRows } from './permission-matrix-audit';
import { auditReadModelRows } from './permission-matrix-audit-read-models';
import { appointmentRows, setUpAppointmentWorld } from './permission-matrix-appointments';
import { cardPaymentRows, setUpCardPaymentsWorld } from './permission-matrix-card-payments';
import { catalogueRows, setUpCatalogueWorld } from './permission-matrix-catalogue';
import { clientsWaitlistRows, setUpClientsWaitlistWorld } from './permission-matrix-clients-waitlist';
import { clientPrivacyRows, setUpClientPrivacyWorld } from './permission-matrix-client-privacy';
import { clientNoteRows, setUpClientNotesWorld } from './permission-matrix-client-notes';
import { clientRows, setUpClientsWorld } from './permission-matrix-clients';
import { giftCardRows, setUpGiftCardsWorld } from './permission-matrix-gift-cards';
import { noteTemplateRows, setUpNoteTemplatesWorld } from './permission-matrix-note-templates';
import { clientImportRows, setUpClientImportsWorld } from './permission-matrix-client-imports';
import { reportRows } from './permission-matrix-reports';
import { salesRows, setUpSalesWorld } from './permission-matrix-sales';
import { publicBookingRows, setUpPublicBookingWorld } from './permission-matrix-public-booking';
import {
  adminOnly,
  callers,
  colors,
  everyone,
  self,
  signedIn,
  staffWith,
  unique,
  type AdminApi,
  type Caller,
  type Row,
  type World,
} from './permission-matrix-support';
import { systemRows } from './permission-matrix-system';
import { setUpTeamWorld, teamRows } from './permission-matrix-team';
import { timeClockRows } from './permission-matrix-time-clock';
import { payrollRows, setUpPayrollWorld } from './permission-matrix-payroll';
import { auditIntegrityRows } from './permission-matrix-audit-integrity';
import { testingSeedRows } from './permission-matrix-testing-seed';

// Every /api route × every kind of caller → the status the server must answer (ARCHITECTURE §7: the
// server enforces every permission). One vitest case per cell, so a failure names the route and caller.
// Each cell must pass in any order: mutations use throwaway entities or bodies that change nothing twice.

const identityAndBusinessRows: Row[] = [
  {
    route: 'GET /api/health',
    path: () => '/api/health',
    expect: everyone([200, 503]),
    note: 'public; the in-process test system has no projections heartbeat, so it may say 503',
  },

  // Sign-in and recovery are open to everyone (a signed-in caller may use them too).
  {
    route: 'POST /api/auth/login',
    path: () => '/api/auth/login',
    body: (w) => ({ identifier: w.loginUser.username, password: w.loginUser.password }),
    expect: everyone(200),
  },
  { route: 'POST /api/auth/logout', path: () => '/api/auth/logout', ownSession: true, expect: signedIn(204) },
  { route: 'GET /api/auth/verify', path: () => '/api/auth/verify', expect: signedIn(200) },
  {
    route: 'POST /api/auth/forgot-password',
    path: () => '/api/auth/forgot-password',
    body: () => ({ email: `matrix-${unique()}@chairside.test` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/forgot-password-sms',
    path: () => '/api/auth/forgot-password-sms',
    body: () => ({ phone: `+1312${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    path: () => '/api/auth/reset-password',
    body: () => ({ token: randomUUID() + randomUUID(), password: 'a-new-password' }),
    expect: everyone(400),
    note: 'public; an unknown token is a 400, never a 401/403',
  },

  // The staff directory and user records.
  { route: 'GET /api/users', path: () => '/api/users', expect: staffWith(200) },
  { route: 'GET /api/users/:id', path: (w, c) => `/api/users/${self(w, c)}`, expect: signedIn(200), note: 'own record' },
  {
    route: 'GET /api/users/:id',
    path: (w) => `/api/users/${w.target.id}`,
    expect: staffWith(200),
    note: "someone else's record (view_staff)",
  },
  {
    route: 'PUT /api/users/:id',
    path: (w, c) => `/api/users/${self(w, c)}`,
    body: (w, caller) => {
      const user = caller === 'anonymous' ? w.target : w.users[caller];
      return { firstName: 'Matrix', lastName: 'User', email: user.email, phone: null, profilePicture: null };
    },
    expect: signedIn(200),
    note: 'own profile',
  },
  {
    route: 'PUT /api/users/:id',
    path: (w) => `/api/users/${w.target.id}`,
    body: (w) => ({ firstName: 'Matrix', lastName: 'Target', email: w.target.email, phone: null, profilePicture: null }),
    expect: adminOnly(200),
    note: "someone else's profile",
  },
  {
    route: 'POST /api/users/:id/password',
    path: (w, c) => `/api/users/${self(w, c)}/password`,
    body: (w, caller) => {
      const user = caller === 'anonymous' ? w.target : w.users[caller];
      return { currentPassword: user.password, newPassword: user.password };
    },
    expect: signedIn(200),
    note: 'own password',
  },
  {
    route: 'POST /api/users/:id/password',
    path: (w) => `/api/users/${w.target.id}/password`,
    body: (w) => ({ currentPassword: w.target.password, newPassword: w.target.password }),
    expect: { ...adminOnly(403), anonymous: 401 },
    note: "someone else's password: nobody, not even an admin",
  },
  {
    route: 'GET /api/users/:id/color-preferences',
    path: (w, c) => `/api/users/${self(w, c)}/color-preferences`,
    expect: signedIn(200),
    note: 'own colors',
  },
  {
    route: 'GET /api/users/:id/color-preferences',
    path: (w) => `/api/users/${w.target.id}/color-preferences`,
    expect: adminOnly(200),
    note: "someone else's colors",
  },
  {
    route: 'PUT /api/users/:id/color-preferences',
    path: (w, c) => `/api/users/${self(w, c)}/color-preferences`,
    body: () => colors,
    expect: signedIn(200),
    note: 'own colors',
  },
  {
    route: 'PUT /api/users/:id/color-preferences',
    path: (w) => `/api/users/${w.target.id}/color-preferences`,
    body: () => colors,
    expect: { ...adminOnly(403), anonymous: 401 },
    note: "someone else's colors: nobody",
  },
  {
    route: 'GET /api/users/:id/permissions',
    path: (w, c) => `/api/users/${self(w, c)}/permissions`,
    expect: signedIn(200),
    note: 'own permissions',
  },
  {
    route: 'GET /api/users/:id/permissions',
    path: (w) => `/api/users/${w.target.id}/permissions`,
    expect: adminOnly(200),
    note: "someone else's permissions",
  },
  {
    route: 'PUT /api/users/:id/groups',
    path: (w) => `/api/users/${w.target.id}/groups`,
    body: () => ({ groupIds: [] }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/users/:id/groups',
    path: (w, c) => `/api/users/${self(w, c)}/groups`,
    body: () => ({ groupIds: [] }),
    expect: adminOnly(200),
    note: 'own groups: admin only too',
  },
  {
    route: 'PUT /api/users/:id/direct-permissions',
    path: (w) => `/api/users/${w.target.id}/direct-permissions`,
    body: () => ({ permissions: [] }),
    expect: adminOnly(200),
  },
  { route: 'POST /api/users/:id/deactivate', path: (w) => `/api/users/${w.switchable.id}/deactivate`, expect: adminOnly(200) },
  { route: 'POST /api/users/:id/reactivate', path: (w) => `/api/users/${w.switchable.id}/reactivate`, expect: adminOnly(200) },

  // The Permissions screen.
  { route: 'GET /api/permissions', path: () => '/api/permissions', expect: adminOnly(200) },
  { route: 'GET /api/permission-groups', path: () => '/api/permission-groups', expect: adminOnly(200) },
  {
    route: 'POST /api/permission-groups',
    path: () => '/api/permission-groups',
    body: () => ({ name: `Matrix ${unique()}`, permissions: ['view_dashboard'] }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/permission-groups/:id',
    path: (w) => `/api/permission-groups/${w.groupToEdit}`,
    body: () => ({ name: 'Matrix edited group', description: '', permissions: ['view_dashboard'] }),
    expect: adminOnly(200),
  },
  { route: 'DELETE /api/permission-groups/:id', path: (w) => `/api/permission-groups/${w.groupToDelete}`, expect: adminOnly(200) },

  // Business settings and locations.
  { route: 'GET /api/business-settings', path: () => '/api/business-settings', expect: everyone(200) },
  {
    route: 'PUT /api/business-settings',
    path: () => '/api/business-settings',
    body: () => ({ businessName: 'Chairside Demo Salon & Spa' }),
    expect: staffWith(200),
  },
  { route: 'GET /api/booking-design', path: () => '/api/booking-design', expect: staffWith(200) },
  { route: 'GET /api/booking-design/options', path: () => '/api/booking-design/options', expect: staffWith(200) },
  { route: 'PUT /api/booking-design', path: () => '/api/booking-design', body: () => defaultBookingDesign, expect: staffWith(200) },
  { route: 'GET /api/locations', path: () => '/api/locations', expect: signedIn(200) },
  {
    route: 'POST /api/locations',
    path: () => '/api/locations',
    body: () => ({ name: `Matrix ${unique()}`, isDefault: false }),
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/locations/:id',
    path: (w) => `/api/locations/${w.locationToEdit}`,
    body: () => ({ name: 'Matrix Edited Location' }),
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/locations/:id/details',
    path: (w) => `/api/locations/${w.locationToEdit}/details`,
    body: () => ({
      timeZone: 'America/Denver',
      address: '1 Matrix Way',
      phone: '(312) 555-0100',
      openingHours: [{ weekday: 1, hours: [{ start: '09:00', end: '17:00' }] }],
    }),
    expect: staffWith(200),
  },
  {
    route: 'POST /api/locations/:id/default',
    path: () => `/api/locations/${demoLocations.downtown.id}/default`,
    expect: staffWith(200),
    note: 'the current default: a no-op',
  },
  { route: 'POST /api/locations/:id/activate', path: (w) => `/api/locations/${w.locationToEdit}/activate`, expect: staffWith(200) },
  { route: 'POST /api/locations/:id/deactivate', path: (w) => `/api/locations/${w.locationToEdit}/deactivate`, expect: staffWith(200) },

  // Operations.
  { route: 'GET /api/system/projections', path: () => '/api/system/projections', expect: adminOnly(200) },
  {
    route: 'POST /api/system/projections/:name/rebuild',
    path: () => '/api/system/projections/business_settings/rebuild',
    expect: adminOnly(202),
  },
];

const rows: Row[] = [
  ...identityAndBusinessRows,
  ...teamRows,
  ...catalogueRows,
  ...clientsWaitlistRows,
  ...clientRows,
  ...appointmentRows,
  ...publicBookingRows,
  ...testingSeedRows,
  ...noteTemplateRows,
  ...salesRows,
  ...cardPaymentRows,
  ...giftCardRows,
  ...clientImportRows,
  ...clientPrivacyRows,
  ...timeClockRows,
  ...clientNoteRows,
  ...reportRows,
  ...activityRows,
  ...payrollRows,
  ...auditRows,
  ...auditReadModelRows,
  ...auditIntegrityRows,
  ...systemRows,
];

let system: TestSystem;
let world: World;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  const [admin, withPermission, withoutPermission, client, target, switchable, loginUser] = await Promise.all([
    createTestUser(system, { role: 'admin' }),
    createTestUser(system, {
      permissions: [
        'view_staff',
        'edit_staff',
        'view_schedules',
        'edit_schedules',
        'view_services',
        'edit_services',
        'edit_business_settings',
        'edit_locations',
        'edit_note_templates',
        'view_pos',
        'create_payments',
        'refund_payments',
        'manage_cash_drawer',
        'edit_gift_certificates',
        'import_clients',
        'delete_clients',
        'view_reports',
        'edit_time_clock',
        'view_payroll',
        'edit_payroll',
        'view_audit_log',
      ],
    }),
    // Front Desk's permissions without reading schedules: a realistic staff member without any of the ones these routes need.
    createTestUser(system, { permissions: FRONT_DESK_PERMISSIONS.filter((permission) => permission !== 'view_schedules') }),
    createTestUser(system, { role: 'client' }),
    createTestUser(system),
    createTestUser(system),
    createTestUser(system),
  ]);
  const api: AdminApi = {
    async call(method, path, body, token = admin.token) {
      const response = await fetch(`${system.baseUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body ?? {}),
      });
      if (response.status !== 200) throw new Error(`setup ${method} ${path} answered ${response.status}: ${await response.text()}`);
      return commandReplySchema.parse(await response.json()).id;
    },
    async read(path) {
      const response = await fetch(`${system.baseUrl}${path}`, { headers: { Authorization: `Bearer ${admin.token}` } });
      if (response.status !== 200) throw new Error(`setup GET ${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    async signIn(identifier, password) {
      const response = await fetch(`${system.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier, password }),
      });
      if (response.status !== 200) throw new Error(`setup sign-in answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
  };
  const adminCall = (path: string, body: unknown) => api.call('POST', path, body);
  const team = await setUpTeamWorld(api);
  world = {
    users: { admin, 'staff with permission': withPermission, 'staff without permission': withoutPermission, client },
    target,
    switchable,
    loginUser,
    groupToEdit: await adminCall('/api/permission-groups', { name: `Matrix edit ${unique()}`, permissions: [] }),
    groupToDelete: await adminCall('/api/permission-groups', { name: `Matrix delete ${unique()}`, permissions: [] }),
    locationToEdit: await adminCall('/api/locations', { name: `Matrix location ${unique()}`, isDefault: false }),
    team,
    catalogue: await setUpCatalogueWorld(api, team.member.id),
  };
  await setUpClientsWaitlistWorld(api);
  await setUpClientsWorld(api);
  await setUpAppointmentWorld(api);
  await setUpPublicBookingWorld(api, system.baseUrl, client.token);
  await setUpNoteTemplatesWorld(api);
  await setUpSalesWorld(api);
  await setUpCardPaymentsWorld(api);
  await setUpGiftCardsWorld(system);
  await setUpClientImportsWorld(system.baseUrl, admin.token);
  await setUpClientPrivacyWorld(api);
  await setUpClientNotesWorld(api);
  await setUpPayrollWorld(api);
}, 120_000);
afterAll(() => system.stop());

async function tokenFor(row: Row, caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  const user = world.users[caller];
  if (!row.ownSession) return user.token;
  return createTestSession(system.database.db, {
    userId: user.id,
    role: caller === 'admin' ? 'admin' : caller === 'client' ? 'client' : 'staff',
  });
}

describe('permission matrix', () => {
  for (const row of rows) {
    const [method] = row.route.split(' ') as [string];
    for (const caller of callers) {
      const expected = row.expect[caller];
      const allowed = typeof expected === 'number' ? [expected] : [...expected];
      it(`${row.route}${row.note ? ` (${row.note})` : ''} as ${caller} → ${allowed.join(' or ')}`, async () => {
        const token = await tokenFor(row, caller);
        const body = row.body?.(world, caller);
        const response = await fetch(`${system.baseUrl}${row.path(world, caller)}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...row.headers?.(world, caller),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        expect(allowed, `answered ${response.status}: ${text}`).toContain(response.status);
        if (expected === 401) expect(JSON.parse(text)).toEqual({ error: 'Authentication required' });
        if (expected === 403) expect(JSON.parse(text)).toEqual({ error: 'You do not have permission to do this' });
      });
    }
  }
});

// The routes Express actually serves, read from the app, so a new route without a row fails here.
function servedRoutes(app: Express): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] }; rawPath?: unknown };
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all'))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...new Set(found.filter((route) => route.split(' ')[1]?.startsWith('/api/')))].sort();
}

describe('permission matrix coverage', () => {
  it('has a row for every /api route the backend serves', () => {
    const served = servedRoutes(system.backend.app);
    expect(served.length).toBeGreaterThan(30);
    expect(served).toEqual([...new Set(rows.map((row) => row.route))].sort());
  });
});
