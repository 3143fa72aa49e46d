import { sql } from 'kysely';
import {
  GIFT_CARD_LIST_LIMIT,
  giftCardStatus,
  type GiftCardBalance,
  type GiftCardDetail,
  type GiftCardList,
  type GiftCardListQuery,
  type GiftCardPolicy,
  type GiftCardSummary,
} from '@chairside/shared/gift-cards/gift-card-dto';
import type { ReadDb } from '../database';
import { locationNamesByIds } from '../business/business-queries';

type CardRow = {
  id: string;
  code: string;
  initial_cents: number;
  balance_cents: number;
  issued_at: Date;
  expires_at: Date | null;
  location_id: string;
  sale_id: string;
  last_activity_at: Date;
};

function balanceOf(row: CardRow, now: Date): GiftCardBalance {
  const expiresAt = row.expires_at?.toISOString() ?? null;
  return {
    id: row.id,
    code: row.code,
    balanceCents: row.balance_cents,
    status: giftCardStatus({ balanceCents: row.balance_cents, expiresAt }, now),
    expiresAt,
  };
}

function summaryOf(row: CardRow, names: Map<string, string>, now: Date): GiftCardSummary {
  return {
    ...balanceOf(row, now),
    initialCents: row.initial_cents,
    issuedAt: row.issued_at.toISOString(),
    locationId: row.location_id,
    locationName: names.get(row.location_id) ?? null,
    saleId: row.sale_id,
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

// The card with this code (already normalised), for the balance lookup at the desk.
export async function findGiftCardByCode(db: ReadDb, code: string, now = new Date()): Promise<GiftCardBalance | null> {
  const row = await db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? balanceOf(row, now) : null;
}

// Cards by latest activity, those whose code contains `search` (spaces and dashes ignored) or of one status;
// with the money owed on every card still usable, whatever the filter (the gift-card liability).
export async function listGiftCards(db: ReadDb, filter: GiftCardListQuery, now = new Date()): Promise<GiftCardList> {
  let query = db.selectFrom('gift_cards').selectAll().orderBy('last_activity_at', 'desc').orderBy('id').limit(GIFT_CARD_LIST_LIMIT);
  const fragment = filter.search?.replace(/[\s-]/g, '').toUpperCase();
  if (fragment) query = query.where(sql<boolean>`strpos(code, ${fragment}) > 0`);
  if (filter.status === 'expired') query = query.where('expires_at', '<=', now);
  else if (filter.status)
    query = query
      .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
      .where('balance_cents', filter.status === 'active' ? '>' : '=', 0);
  const [rows, owed] = await Promise.all([query.execute(), outstanding(db, now)]);
  const names = await locationNamesByIds(
    db,
    rows.map((row) => row.location_id),
  );
  return {
    cards: rows.map((row) => summaryOf(row, names, now)),
    outstandingCents: owed.cents,
    activeCount: owed.cards,
  };
}

// One card with everything that happened to it, oldest first.
export async function getGiftCard(db: ReadDb, giftCardId: string, now = new Date()): Promise<GiftCardDetail | null> {
  const row = await db.selectFrom('gift_cards').selectAll().where('id', '=', giftCardId).executeTakeFirst();
  if (!row) return null;
  const history = await db.selectFrom('gift_card_history').selectAll().where('gift_card_id', '=', giftCardId).orderBy('revision').execute();
  const names = await locationNamesByIds(db, [row.location_id]);
  return {
    ...summaryOf(row, names, now),
    history: history.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountCents: entry.amount_cents,
      balanceCents: entry.balance_cents,
      saleId: entry.sale_id,
      locationId: entry.location_id,
      at: entry.at.toISOString(),
    })),
  };
}

async function outstanding(db: ReadDb, now: Date): Promise<{ cents: number; cards: number }> {
  const row = await db
    .selectFrom('gift_cards')
    .select([sql<string>`coalesce(sum(balance_cents), 0)`.as('cents'), sql<string>`count(*) filter (where balance_cents > 0)`.as('cards')])
    .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return { cents: Number(row.cents), cards: Number(row.cards) };
}

// Money owed on every card still usable at `now`: the gift-card liability.
export async function giftCardLiabilityCents(db: ReadDb, now = new Date()): Promise<number> {
  return (await outstanding(db, now)).cents;
}

export async function getGiftCardPolicy(db: ReadDb): Promise<GiftCardPolicy> {
  const row = await db.selectFrom('gift_card_policy').selectAll().executeTakeFirst();
  return { expiryMonths: row?.expiry_months ?? null, updatedAt: row?.updated_at.toISOString() ?? null };
}

// The cards sold in these sales (a client's gift cards), newest first: one query however many sales.
export type SoldGiftCard = {
  id: string;
  last4: string;
  initialCents: number;
  balanceCents: number;
  expiresAt: string | null;
  issuedAt: string;
};

export async function giftCardsBySaleIds(db: ReadDb, saleIds: readonly string[]): Promise<SoldGiftCard[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .selectFrom('gift_cards')
    .select(['id', 'code', 'initial_cents', 'balance_cents', 'expires_at', 'issued_at'])
    .where('sale_id', 'in', [...new Set(saleIds)])
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    last4: row.code.slice(-4),
    initialCents: row.initial_cents,
    balanceCents: row.balance_cents,
    expiresAt: row.expires_at?.toISOString() ?? null,
    issuedAt: row.issued_at.toISOString(),
  }));
}
