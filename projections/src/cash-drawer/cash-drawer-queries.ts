import type { CashDrawer } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { displayName } from '@chairside/shared/format/name-format';
import type { ReadDb } from '../database';
import { userProfilesByIds } from '../identity/identity-queries';

const closedShown = 30;

// The location's drawer: the open session with the cash expected in it, and the latest closed sessions.
export async function getCashDrawer(db: ReadDb, locationId: string): Promise<CashDrawer> {
  const rows = await db
    .selectFrom('cash_drawer_sessions')
    .selectAll()
    .where('location_id', '=', locationId)
    .orderBy('opened_at', 'desc')
    .orderBy('id')
    .limit(closedShown + 1)
    .execute();
  const people = await userProfilesByIds(
    db,
    rows.flatMap((row) => [row.opened_by, row.counted_by]).filter((id): id is string => id !== null),
  );
  const nameOf = (id: string | null) => {
    const profile = id ? people.get(id) : undefined;
    return profile ? displayName(profile) : null;
  };
  const open = rows.find((row) => row.status === 'open');
  return {
    session: open
      ? {
          id: open.id,
          openedAt: open.opened_at.toISOString(),
          openedBy: nameOf(open.opened_by),
          floatCents: Number(open.float_cents),
          cashInCents: Number(open.cash_in_cents),
          cashOutCents: Number(open.cash_out_cents),
          expectedCents: Number(open.float_cents) + Number(open.cash_in_cents) - Number(open.cash_out_cents),
        }
      : null,
    closed: rows
      .filter((row) => row.status === 'closed')
      .slice(0, closedShown)
      .map((row) => ({
        id: row.id,
        openedAt: row.opened_at.toISOString(),
        closedAt: (row.closed_at ?? row.opened_at).toISOString(),
        floatCents: Number(row.float_cents),
        expectedCents: Number(row.expected_cents ?? 0),
        countedCents: Number(row.counted_cents ?? 0),
        differenceCents: Number(row.difference_cents ?? 0),
        countedBy: nameOf(row.counted_by),
        note: row.note ?? '',
      })),
  };
}

// What the open session should hold now (float + cash in − cash out), for the close to record.
export async function expectedDrawerCash(db: ReadDb, sessionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('cash_drawer_sessions')
    .select(['float_cents', 'cash_in_cents', 'cash_out_cents'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row ? Number(row.float_cents) + Number(row.cash_in_cents) - Number(row.cash_out_cents) : null;
}
