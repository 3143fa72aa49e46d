import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { sql } from 'kysely';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { businessToday, rateOn, type PayRate } from '@chairside/shared/team/pay-rates';
import type { ReadDb } from '../database';
import { orderCollated } from '../collated-order';
import { findAccounts, groupsOf, userProfilesByIds } from '../identity/identity-queries';

export type StaffListFilter = { locationId?: string; includeInactive?: boolean; staffIds?: readonly string[] };

// Pay is personal: only callers with edit_staff or view_payroll (and admins) see it. Contact details
// (username, e-mail, phone, groups) only those with view_staff or edit_staff.
export type StaffReadOptions = { showPay: boolean; showContact: boolean };

// Someone without a sign-in account has no `users` row: their name and contact details are on the staff row.
// The account's (identity's read model) are asked of its owner and laid over the staff rows here.
function staffQuery(db: ReadDb) {
  return db
    .selectFrom('staff_members')
    .select([
      'id',
      'has_account',
      'first_name',
      'last_name',
      'email',
      'phone',
      'title',
      'bio',
      'photo',
      'color',
      'location_ids',
      'pay_rates',
      'is_active',
    ]);
}

type StaffMemberRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

// Each staff row with its account's name and contact details when it has one. The sort keys are the
// names as they were (null when neither the account nor the staff row has one), for orderCollated.
async function withAccounts(db: ReadDb, members: StaffMemberRow[]) {
  const accounts = await userProfilesByIds(
    db,
    members.map((member) => member.id),
  );
  return members.map((member) => {
    const account = accounts.get(member.id);
    return {
      ...member,
      username: account?.username ?? null,
      sortFirst: account?.firstName ?? member.first_name,
      sortLast: account?.lastName ?? member.last_name,
      first_name: account?.firstName ?? member.first_name ?? '',
      last_name: account?.lastName ?? member.last_name ?? '',
      email: account ? account.email : member.email,
      phone: account ? account.phone : member.phone,
    };
  });
}

type StaffRow = Awaited<ReturnType<typeof withAccounts>>[number];

async function toStaffMembers(db: ReadDb, rows: StaffRow[], options: StaffReadOptions): Promise<StaffMember[]> {
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  const today = businessToday(new Date(), BUSINESS_TIME_ZONE);
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
    pay: options.showPay ? rateOn(row.pay_rates, today) : null,
    isActive: row.is_active,
  }));
}

// The team, by first and last name: active people only unless asked, optionally those working at one location.
export async function listStaff(db: ReadDb, filter: StaffListFilter, options: StaffReadOptions): Promise<StaffMember[]> {
  let query = staffQuery(db);
  if (!filter.includeInactive) query = query.where('is_active', '=', true);
  if (filter.locationId) query = query.where(sql<boolean>`${filter.locationId} = any(location_ids)`);
  if (filter.staffIds) {
    if (filter.staffIds.length === 0) return [];
    query = query.where('id', 'in', [...filter.staffIds]);
  }
  // A team is a few dozen people: sorted once their accounts' names are known, as PostgreSQL would.
  const rows = await orderCollated(db, await withAccounts(db, await query.execute()), (row) => [row.sortFirst, row.sortLast, row.id]);
  return toStaffMembers(db, rows, options);
}

export async function getStaffMember(db: ReadDb, staffId: string, options: StaffReadOptions): Promise<StaffMember | null> {
  const member = await staffQuery(db).where('id', '=', staffId).executeTakeFirst();
  if (!member) return null;
  return (await toStaffMembers(db, await withAccounts(db, [member]), options))[0] ?? null;
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

// A staff member's name as other read models show it (the calendar, the waitlist, timeline lines): their
// account's when they have one, else the staff row's. Ids with neither (or an account holder whose account
// is not read yet) are not in the map. One query per read model however many ids.
export async function staffNamesByIds(
  db: ReadDb,
  staffIds: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  const ids = [...new Set(staffIds)];
  const names = new Map<string, { firstName: string; lastName: string }>();
  if (ids.length === 0) return names;
  for (const [id, account] of await userProfilesByIds(db, ids)) names.set(id, { firstName: account.firstName, lastName: account.lastName });
  const withoutAccount = ids.filter((id) => !names.has(id));
  if (withoutAccount.length === 0) return names;
  const rows = await db
    .selectFrom('staff_members')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', withoutAccount)
    .where('has_account', '=', false)
    .execute();
  for (const row of rows) names.set(row.id, { firstName: row.first_name ?? '', lastName: row.last_name ?? '' });
  return names;
}

// A staff member's pay over time, oldest first (null: not on the team).
export async function getPayHistory(db: ReadDb, staffId: string): Promise<PayRate[] | null> {
  const row = await db.selectFrom('staff_members').select('pay_rates').where('id', '=', staffId).executeTakeFirst();
  return row ? row.pay_rates : null;
}

// The pay histories of several staff members at once (those not on the team are not in the map).
export async function payHistoriesByIds(db: ReadDb, staffIds: readonly string[]): Promise<Map<string, PayRate[]>> {
  const ids = [...new Set(staffIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('staff_members').select(['id', 'pay_rates']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.pay_rates]));
}
