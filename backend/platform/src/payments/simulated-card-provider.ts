import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { testCardOutcomes, type TestCardOutcome } from './test-cards';
import {
  CardProviderError,
  type CardProvider,
  type ChargeOutcome,
  type TerminalReading,
  type TerminalState,
  type TerminalStatus,
} from './card-provider-port';
import {
  cardDetails,
  decideCard,
  defaultSimulatorTimings,
  isExpired,
  outcomeMessages,
  validCardNumber,
  type SimulatorTimings,
} from './card-simulator-rules';

// The built-in card provider (CARD_PROVIDER=simulator, the default): a stand-in for a real provider's test
// mode, with its state in its own PostgreSQL tables (platform migration 2026_11_27_000000) so every backend
// process, and one restarted, sees the same terminals and transactions. Time-driven changes (a terminal
// timing out, a late answer arriving) are made by whoever reads the transaction next; waiting polls.

type TransactionRow = {
  idempotency_key: string;
  id: string;
  kind: 'terminal' | 'token';
  location_id: string | null;
  amount_cents: string;
  state: Exclude<TerminalState, 'idle'>;
  message: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  reusable_token: string | null;
  captured_cents: string;
  refunded_cents: string;
};

const finalStates = new Set<TerminalState>(['approved', 'declined', 'timed_out', 'cancelled']);
// Dollars as the desk reads them, e.g. $20.00 (the platform formats its one sentence with money itself).
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export type SimulatedCardProviderOptions = { db: Kysely<unknown>; timings?: Partial<SimulatorTimings>; pollMs?: number };

export function createSimulatedCardProvider(options: SimulatedCardProviderOptions): CardProvider {
  const { db } = options;
  const timings = { ...defaultSimulatorTimings, ...options.timings };
  const pollMs = options.pollMs ?? 100;

  const statusOf = (row: TransactionRow | undefined, locationId: string): TerminalStatus =>
    row
      ? {
          locationId,
          state: row.state,
          paymentKey: row.idempotency_key,
          amountCents: Number(row.amount_cents),
          message: row.message,
          simulated: true,
        }
      : { locationId, state: 'idle', paymentKey: null, amountCents: 0, message: null, simulated: true };
  const terminalChanges = (rows: TransactionRow[]) =>
    rows.filter((row) => row.kind === 'terminal' && row.location_id).map((row) => statusOf(row, row.location_id as string));

  // Makes the changes whose time has come: a waiting terminal times out, a late answer arrives.
  async function settle(filter: { key: string } | { locationId: string }): Promise<TransactionRow[]> {
    const where = 'key' in filter ? sql`idempotency_key = ${filter.key}` : sql`location_id = ${filter.locationId} and kind = 'terminal'`;
    const { rows } = await sql<TransactionRow>`
      update card_simulator_transactions
      set state = case when state = 'waiting' then 'timed_out' else pending_state end,
          message = case when state = 'waiting' then ${outcomeMessages.no_card} else pending_message end,
          pending_state = null, pending_message = null, due_at = null, updated_at = now()
      where ${where} and state in ('waiting', 'card_presented') and due_at <= clock_timestamp()
      returning *`.execute(db);
    return rows;
  }

  async function byKey(key: string): Promise<TransactionRow | undefined> {
    const { rows } = await sql<TransactionRow>`select * from card_simulator_transactions where idempotency_key = ${key}`.execute(db);
    return rows[0];
  }

  async function latestAt(locationId: string): Promise<TransactionRow | undefined> {
    const { rows } = await sql<TransactionRow>`
      select * from card_simulator_transactions where location_id = ${locationId} and kind = 'terminal'
      order by seq desc limit 1`.execute(db);
    return rows[0];
  }

  function outcomeOf(row: TransactionRow): ChargeOutcome | null {
    if (!finalStates.has(row.state)) return null;
    if (row.state === 'approved')
      return {
        status: 'approved',
        providerTransactionId: row.id,
        card: { brand: row.brand ?? 'unknown', last4: row.last4 ?? '', expMonth: row.exp_month ?? 0, expYear: row.exp_year ?? 0 },
        reusableToken: row.reusable_token,
      };
    return { status: row.state as 'declined' | 'timed_out' | 'cancelled', message: row.message ?? outcomeMessages.declined };
  }

  async function waitFor(key: string, onChange: (changes: TerminalStatus[]) => Promise<void>): Promise<ChargeOutcome> {
    for (;;) {
      const changes = terminalChanges(await settle({ key }));
      if (changes.length > 0) await onChange(changes);
      const row = await byKey(key);
      if (!row) throw new CardProviderError('No payment was started with this key', 404);
      const outcome = outcomeOf(row);
      if (outcome) return outcome;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  // The same key always means the same charge: asked with another amount or elsewhere, it is refused.
  function sameCharge(row: TransactionRow, expected: { kind: string; amountCents: number; locationId?: string; token?: string }) {
    if (
      row.kind !== expected.kind ||
      Number(row.amount_cents) !== expected.amountCents ||
      (expected.locationId && row.location_id !== expected.locationId)
    )
      throw new CardProviderError('This payment key was already used for another charge', 409);
  }

  async function reading(locationId: string, made: TransactionRow[] = []): Promise<TerminalReading> {
    const changes = [...terminalChanges(made), ...terminalChanges(await settle({ locationId }))];
    return { status: statusOf(await latestAt(locationId), locationId), changes };
  }

  return {
    simulated: true,

    async tokenize(input) {
      const digits = validCardNumber(input.number);
      if (isExpired(input.expMonth, input.expYear, new Date())) throw new CardProviderError('The card has expired', 400);
      const { brand, last4, outcome } = cardDetails(digits);
      const token = newId('tok');
      // The number and the security code end here: only what a person may see, and the test outcome, are kept.
      await sql`
        insert into card_simulator_tokens (token, brand, last4, exp_month, exp_year, outcome, single_use)
        values (${token}, ${brand}, ${last4}, ${input.expMonth}, ${input.expYear}, ${outcome}, true)`.execute(db);
      return { token, card: { brand, last4, expMonth: input.expMonth, expYear: input.expYear } };
    },

    async chargeToken({ paymentKey, token, amountCents }) {
      const existing = await byKey(paymentKey);
      if (existing) {
        sameCharge(existing, { kind: 'token', amountCents });
        return waitFor(paymentKey, async () => undefined);
      }
      const { rows: tokens } = await sql<{
        brand: string;
        last4: string;
        exp_month: number;
        exp_year: number;
        outcome: string;
        single_use: boolean;
      }>`
        update card_simulator_tokens set used_by = case when single_use then ${paymentKey} else used_by end
        where token = ${token} and (not single_use or used_by is null or used_by = ${paymentKey})
        returning brand, last4, exp_month, exp_year, outcome, single_use`.execute(db);
      const card = tokens[0];
      if (!card) {
        const { rows } = await sql`select 1 from card_simulator_tokens where token = ${token}`.execute(db);
        throw rows.length > 0
          ? new CardProviderError('This card entry was already used for another payment; enter the card again', 409)
          : new CardProviderError('The card token is not valid', 400);
      }
      const outcome: TestCardOutcome = (testCardOutcomes as readonly string[]).includes(card.outcome)
        ? (card.outcome as TestCardOutcome)
        : 'declined';
      const decision = isExpired(card.exp_month, card.exp_year, new Date())
        ? { state: 'declined' as const, message: 'The card has expired', pending: null, captures: false }
        : decideCard(outcome, timings, false);
      // A single-use token's approval also leaves a reusable token of the same card, to keep on file.
      const reusable = card.single_use && decision.captures ? newId('pm') : null;
      await db.transaction().execute(async (trx) => {
        const { rows } = await sql`
          insert into card_simulator_transactions (idempotency_key, id, kind, token, amount_cents, state, message, pending_state,
            pending_message, due_at, brand, last4, exp_month, exp_year, reusable_token, captured_cents)
          values (${paymentKey}, ${newId('ch')}, 'token', ${token}, ${amountCents}, ${decision.state}, ${decision.message},
            ${decision.pending?.state ?? null}, ${decision.pending?.message ?? null},
            ${decision.pending ? sql`clock_timestamp() + make_interval(secs => ${decision.pending.dueInMs / 1000})` : null},
            ${card.brand}, ${card.last4}, ${card.exp_month}, ${card.exp_year}, ${reusable}, ${decision.captures ? amountCents : 0})
          on conflict (idempotency_key) do nothing returning id`.execute(trx);
        if (rows.length > 0 && reusable)
          await sql`
            insert into card_simulator_tokens (token, brand, last4, exp_month, exp_year, outcome, single_use)
            values (${reusable}, ${card.brand}, ${card.last4}, ${card.exp_month}, ${card.exp_year}, ${card.outcome}, false)`.execute(trx);
      });
      const row = await byKey(paymentKey);
      if (row) sameCharge(row, { kind: 'token', amountCents });
      return waitFor(paymentKey, async () => undefined);
    },

    async startTerminalPayment({ paymentKey, locationId, amountCents }) {
      const existing = await byKey(paymentKey);
      if (existing) {
        sameCharge(existing, { kind: 'terminal', amountCents, locationId });
        return reading(locationId);
      }
      // A payment that has timed out frees the terminal first.
      const settled = await settle({ locationId });
      const { rows } = await sql<TransactionRow>`
        insert into card_simulator_transactions (idempotency_key, id, kind, location_id, amount_cents, state, due_at)
        values (${paymentKey}, ${newId('ch')}, 'terminal', ${locationId}, ${amountCents}, 'waiting',
          clock_timestamp() + make_interval(secs => ${timings.terminalTimeoutMs / 1000}))
        on conflict do nothing returning *`.execute(db);
      if (rows.length === 0) {
        const same = await byKey(paymentKey);
        if (!same) throw new CardProviderError('The terminal is busy with another payment; finish or cancel it first', 409);
        sameCharge(same, { kind: 'terminal', amountCents, locationId });
      }
      return reading(locationId, [...settled, ...rows]);
    },

    awaitTerminalPayment: waitFor,

    terminalStatus: (locationId) => reading(locationId),

    async cancelTerminal(locationId) {
      const settled = await settle({ locationId });
      const { rows } = await sql<TransactionRow>`
        update card_simulator_transactions
        set state = 'cancelled', message = ${outcomeMessages.cancelled}, due_at = null, updated_at = now()
        where location_id = ${locationId} and kind = 'terminal' and state = 'waiting'
        returning *`.execute(db);
      if (rows.length === 0) {
        const latest = await latestAt(locationId);
        if (latest?.state === 'card_presented') throw new CardProviderError('The card is being processed; wait for its answer', 409);
        throw new CardProviderError('No payment is waiting on this terminal', 409);
      }
      return reading(locationId, [...settled, ...rows]);
    },

    async presentCard({ locationId, cardNumber }) {
      const digits = validCardNumber(cardNumber);
      const { brand, last4, outcome } = cardDetails(digits);
      const decision = decideCard(outcome, timings, true);
      // A chip card's expiry is read from the card; the simulator's test cards are good for two more years.
      const expYear = new Date().getUTCFullYear() + 2;
      const settled = await settle({ locationId });
      const { rows } = await sql<TransactionRow>`
        update card_simulator_transactions
        set state = ${decision.state}, message = ${decision.message}, pending_state = ${decision.pending?.state ?? null},
            pending_message = ${decision.pending?.message ?? null},
            due_at = ${decision.pending ? sql`clock_timestamp() + make_interval(secs => ${decision.pending.dueInMs / 1000})` : null},
            brand = ${brand}, last4 = ${last4}, exp_month = 12, exp_year = ${expYear},
            captured_cents = ${decision.captures ? sql`amount_cents` : sql`0`}, updated_at = now()
        where location_id = ${locationId} and kind = 'terminal' and state = 'waiting'
        returning *`.execute(db);
      if (rows.length === 0) throw new CardProviderError('No payment is waiting on this terminal', 409);
      return reading(locationId, [...settled, ...rows]);
    },

    async refund({ refundKey, providerTransactionId, amountCents }) {
      return db.transaction().execute(async (trx) => {
        // The capture's row first, locked: refunds of one payment take turns, so together they never exceed it.
        const { rows } = await sql<TransactionRow>`
          select * from card_simulator_transactions where id = ${providerTransactionId} for update`.execute(trx);
        const charge = rows[0];
        if (!charge) throw new CardProviderError('No such card payment at the provider', 404);
        const { rows: earlier } = await sql<{ id: string; transaction_id: string; amount_cents: string }>`
          select id, transaction_id, amount_cents from card_simulator_refunds where refund_key = ${refundKey}`.execute(trx);
        const previous = earlier[0];
        if (previous) {
          if (previous.transaction_id !== providerTransactionId || Number(previous.amount_cents) !== amountCents)
            throw new CardProviderError('This refund key was already used for another refund', 409);
          return { providerRefundId: previous.id };
        }
        const left = Number(charge.captured_cents) - Number(charge.refunded_cents);
        if (amountCents > left)
          throw new CardProviderError(`The refund is more than what is left of the card payment (${dollars(left)})`, 409);
        const id = newId('re');
        await sql`update card_simulator_transactions set refunded_cents = refunded_cents + ${amountCents}, updated_at = now()
          where id = ${providerTransactionId}`.execute(trx);
        await sql`insert into card_simulator_refunds (refund_key, id, transaction_id, amount_cents)
          values (${refundKey}, ${id}, ${providerTransactionId}, ${amountCents})`.execute(trx);
        return { providerRefundId: id };
      });
    },
  };
}
