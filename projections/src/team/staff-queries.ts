import { sql } from 'kysely';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import type { ReadDb } from '../database';
import { findAccounts, groupsOf } from '../identity/identity-queries';

export type StaffListFilter = { locationId?: string; includeInactive?: boolean; staffIds?: readonly string[] };

// Pay is personal: only callers with edit_staff or view_payroll (and admins) see it. Contact details
// (username, e-mail, phone, groups) only those with view_staff or edit_staff.
export type StaffReadOptions = { showPay: boolean; showContact: boolean };

// Someone without a sign-in account has no `users` row: their name and contact details are on the staff row.
function staffQuery(db: ReadDb) {
  return db
    .selectFrom('staff_members as s')
    .leftJoin('users as u', 'u.id', 's.id')
    .select([
      's.id',
      'u.username',
      's.has_account',
      sql<string>`coalesce(u.first_name, s.first_name, '')`.as('first_name'),
      sql<string>`coalesce(u.last_name, s.last_name, '')`.as('last_name'),
      sql<string | null>`case when u.id is null then s.email else u.email end`.as('email'),
      sql<string | null>`case when u.id is null then s.phone else u.phone end`.as('phone'),
      's.title',
      's.bio',
      's.photo',
      's.color',
      's.location_ids',
      's.pay',
      's.is_active',
    ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

async function toStaffMembers(db: ReadDb, rows: StaffRow[], options: StaffReadOptions): Promise<StaffMember[]> {
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    username: options.showContact ? (row.username ?? null) : null,
    hasAccount: row.has_account,
    firstName: row.first_name,
    lastName: row.last_name,
    email: options.showContact ? row.email : null,
    phone: options.showContact ? row.phone : null,
    title: row.title,
    bio: row.bio,
    photo: row.photo,
    color: row.color,
    locationIds: row.location_ids,
    permissionGroups: options.showContact ? (groups.get(row.id) ?? []) : [],
    pay: options.showPay
      ? {
          hourlyRateCents: row.pay.hourlyRateCents,
          serviceCommissionPercent: row.pay.serviceCommissionPercent,
          productCommissionPercent: row.pay.productCommissionPercent,
        }
      : null,
    isActive: row.is_active,
  }));
}

// The team, by first and last name: active people only unless asked, optionally those working at one location.
export async function listStaff(db: ReadDb, filter: StaffListFilter, options: StaffReadOptions): Promise<StaffMember[]> {
  let query = staffQuery(db);
  if (!filter.includeInactive) query = query.where('s.is_active', '=', true);
  if (filter.locationId) query = query.where(sql<boolean>`${filter.locationId} = any(s.location_ids)`);
  if (filter.staffIds) {
    if (filter.staffIds.length === 0) return [];
    query = query.where('s.id', 'in', [...filter.staffIds]);
  }
  const rows = await query
    .orderBy(sql`coalesce(u.first_name, s.first_name)`)
    .orderBy(sql`coalesce(u.last_name, s.last_name)`)
    .orderBy('s.id')
    .execute();
  return toStaffMembers(db, rows, options);
}

export async function getStaffMember(db: ReadDb, staffId: string, options: StaffReadOptions): Promise<StaffMember | null> {
  const row = await staffQuery(db).where('s.id', '=', staffId).executeTakeFirst();
  if (!row) return null;
  return (await toStaffMembers(db, [row], options))[0] ?? null;
}

// The people named as staff or instructors, for the routes to check they are active staff (not clients):
// sign-in accounts (identity's read model), and staff members hired without one (role staff, active as
// their staff profile is).
export async function findStaffAccounts(
  db: ReadDb,
  userIds: readonly string[],
): Promise<{ id: string; name: string; role: string; isActive: boolean }[]> {
  if (userIds.length === 0) return [];
  const accounts = await findAccounts(db, userIds);
  const withoutAccount = userIds.filter((id) => !accounts.some((account) => account.id === id));
  if (withoutAccount.length === 0) return accounts;
  const staff = await db
    .selectFrom('staff_members')
    .select(['id', 'first_name', 'last_name', 'is_active'])
    .where('id', 'in', withoutAccount)
    .where('has_account', '=', false)
    .execute();
  return [
    ...accounts,
    ...staff.map((row) => ({
      id: row.id,
      name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      role: 'staff',
      isActive: row.is_active,
    })),
  ];
}
