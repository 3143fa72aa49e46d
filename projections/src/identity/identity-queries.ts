import { sql } from 'kysely';
import { DEFAULT_COLORS } from '@chairside/shared/constants';
import type { ColorPreferences, GroupRef, PermissionGroup, User, UserSummary } from '@chairside/shared/identity/identity-dto';
import { permissionNames } from '@chairside/shared/identity/permissions';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import type { ReadDb } from '../database';

// What sign-in and recovery need; never leaves the server.
export type UserCredentials = { id: string; role: string; isActive: boolean; passwordHash: string; email: string; phone: string | null };

export const defaultColorPreferences: ColorPreferences = { ...DEFAULT_COLORS, savedBrandColors: [], savedTextColors: [] };

function credentialsQuery(db: ReadDb) {
  return db.selectFrom('users').select(['id', 'role', 'is_active', 'password_hash', 'email', 'phone']);
}

type CredentialRow = { id: string; role: string; is_active: boolean; password_hash: string; email: string; phone: string | null };
const toCredentials = (row: CredentialRow): UserCredentials => ({
  id: row.id,
  role: row.role,
  isActive: row.is_active,
  passwordHash: row.password_hash,
  email: row.email,
  phone: row.phone,
});

// Usernames never contain "@" and e-mail addresses always do, so at most one user matches.
export async function findUserByIdentifier(db: ReadDb, identifier: string): Promise<UserCredentials | null> {
  const value = identifier.trim().toLowerCase();
  const column = value.includes('@') ? sql<string>`lower(email)` : sql<string>`lower(username)`;
  const row = await credentialsQuery(db).where(column, '=', value).orderBy('created_at').limit(1).executeTakeFirst();
  return row ? toCredentials(row) : null;
}

export async function findUserCredentials(db: ReadDb, userId: string): Promise<UserCredentials | null> {
  const row = await credentialsQuery(db).where('id', '=', userId).executeTakeFirst();
  return row ? toCredentials(row) : null;
}

// Phone numbers are stored as E.164 and compared by their digits, so "(312) 555-0100" and "+1 (312) 555-0100"
// both find "+13125550100".
export async function findUsersByPhone(db: ReadDb, phone: string): Promise<UserCredentials[]> {
  const digits = (normalizePhone(phone) ?? phone).replace(/[^0-9]/g, '');
  if (!digits) return [];
  const rows = await credentialsQuery(db)
    .where(sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`, '=', digits)
    .orderBy('created_at')
    .execute();
  return rows.map(toCredentials);
}

// The live (not deleted) groups of the given users (m: membership, g: group), by name.
function liveGroupsQuery(db: ReadDb, userIds: readonly string[]) {
  return db
    .selectFrom('user_group_memberships as m')
    .innerJoin('permission_groups as g', 'g.id', 'm.group_id')
    .where('m.user_id', 'in', userIds)
    .where('g.deleted', '=', false)
    .orderBy('g.name');
}

// Live (not deleted) groups of each user, by name.
export async function groupsOf(db: ReadDb, userIds: string[]): Promise<Map<string, GroupRef[]>> {
  const byUser = new Map<string, GroupRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await liveGroupsQuery(db, userIds).select(['m.user_id', 'g.id', 'g.name']).execute();
  for (const row of rows) byUser.get(row.user_id)?.push({ id: row.id, name: row.name });
  return byUser;
}

export async function getUser(db: ReadDb, userId: string): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const groups = await groupsOf(db, [row.id]);
  return {
    id: row.id,
    role: row.role,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    profilePicture: row.profile_picture,
    permissionGroups: groups.get(row.id) ?? [],
    isActive: row.is_active,
  };
}

// The staff directory: admins and staff (clients are the clients module's business), by name.
export async function listStaffUsers(db: ReadDb): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('role', '<>', 'client')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('username')
    .execute();
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    isActive: row.is_active,
    groups: groups.get(row.id) ?? [],
    directPermissions: row.direct_permissions,
  }));
}

// SPEC §9 defaults until the user saves colors; null for an unknown user.
export async function getColorPreferences(db: ReadDb, userId: string): Promise<ColorPreferences | null> {
  const row = await db.selectFrom('users').select('color_preferences').where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return row.color_preferences ?? defaultColorPreferences;
}

export type UserPermissions = { role: string; isActive: boolean; permissions: string[]; groups: GroupRef[]; directPermissions: string[] };

// Effective permissions: the user's live groups' permissions ∪ direct ones; an admin holds the whole catalogue.
export async function getUserPermissions(db: ReadDb, userId: string): Promise<UserPermissions | null> {
  const row = await db.selectFrom('users').select(['role', 'is_active', 'direct_permissions']).where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const groups = await liveGroupsQuery(db, [userId]).select(['g.id', 'g.name', 'g.permissions']).execute();
  const granted = new Set([...groups.flatMap((group) => group.permissions), ...row.direct_permissions]);
  const permissions = row.role === 'admin' ? [...permissionNames] : permissionNames.filter((name) => granted.has(name));
  return {
    role: row.role,
    isActive: row.is_active,
    permissions,
    groups: groups.map(({ id, name }) => ({ id, name })),
    directPermissions: row.direct_permissions,
  };
}

export async function listPermissionGroups(db: ReadDb): Promise<PermissionGroup[]> {
  const rows = await db
    .selectFrom('permission_groups as g')
    .leftJoin('user_group_memberships as m', 'm.group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.description', 'g.permissions', sql<number>`count(m.user_id)::int`.as('member_count')])
    .where('g.deleted', '=', false)
    .groupBy(['g.id', 'g.name', 'g.description', 'g.permissions', 'g.created_at'])
    .orderBy('g.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    memberCount: row.member_count,
  }));
}

// The ids among `groupIds` that are not live groups (unknown or deleted).
export async function findMissingGroups(db: ReadDb, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('permission_groups')
    .select('id')
    .where('id', 'in', [...groupIds])
    .where('deleted', '=', false)
    .execute();
  const live = new Set(rows.map((row) => row.id));
  return groupIds.filter((id) => !live.has(id));
}

// The sign-in accounts among these ids: name, role and whether they may sign in (what another read model
// needs to name a person, without reading this one's tables).
export async function findAccounts(
  db: ReadDb,
  userIds: readonly string[],
): Promise<{ id: string; name: string; role: string; isActive: boolean }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role', 'is_active'])
    .where('id', 'in', [...userIds])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    isActive: row.is_active,
  }));
}

// What another read model shows of a sign-in account (a staff member's name and contact details, who
// changed an appointment), by id; ids without an account are not in the map. One query however many ids.
export type UserProfile = { firstName: string; lastName: string; username: string; email: string; phone: string | null };

export async function userProfilesByIds(db: ReadDb, userIds: readonly string[]): Promise<Map<string, UserProfile>> {
  const profiles = new Map<string, UserProfile>();
  if (userIds.length === 0) return profiles;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username', 'email', 'phone'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows)
    profiles.set(row.id, {
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
      email: row.email,
      phone: row.phone,
    });
  return profiles;
}

// A signed-in user's role and whether they may still sign in (the session check on every request), or
// null when the read model has no such user.
export async function findAccountStatus(db: ReadDb, userId: string): Promise<{ role: string; isActive: boolean } | null> {
  const row = await db.selectFrom('users').select(['role', 'is_active']).where('id', '=', userId).executeTakeFirst();
  return row ? { role: row.role, isActive: row.is_active } : null;
}
