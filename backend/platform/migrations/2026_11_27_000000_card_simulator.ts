import { sql, type Kysely } from 'kysely';

// The card simulator's own storage, as an external provider keeps its own: tokens (what a person may see of
// the card and the test card's outcome, never the number), transactions keyed by the caller's idempotency
// key (so one key never captures twice, whichever process asks), and refunds keyed by the refund key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table card_simulator_tokens (
      token text primary key,
      brand text not null,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      outcome text not null,
      single_use boolean not null,
      used_by text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table card_simulator_transactions (
      idempotency_key text primary key,
      seq bigint generated always as identity,
      id text not null unique,
      kind text not null check (kind in ('terminal', 'token')),
      location_id text,
      token text,
      amount_cents bigint not null,
      state text not null check (state in ('waiting', 'card_presented', 'approved', 'declined', 'timed_out', 'cancelled')),
      message text,
      pending_state text,
      pending_message text,
      due_at timestamptz,
      brand text,
      last4 text,
      exp_month integer,
      exp_year integer,
      reusable_token text,
      captured_cents bigint not null default 0,
      refunded_cents bigint not null default 0 check (refunded_cents <= captured_cents),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // One payment at a time on a location's terminal.
  await sql`
    create unique index card_simulator_terminal_busy on card_simulator_transactions (location_id)
    where kind = 'terminal' and state in ('waiting', 'card_presented')`.execute(db);
  await sql`create index card_simulator_terminal_latest on card_simulator_transactions (location_id, seq) where kind = 'terminal'`.execute(
    db,
  );
  await sql`
    create table card_simulator_refunds (
      refund_key text primary key,
      id text not null unique,
      transaction_id text not null references card_simulator_transactions (id),
      amount_cents bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table card_simulator_refunds`.execute(db);
  await sql`drop table card_simulator_transactions`.execute(db);
  await sql`drop table card_simulator_tokens`.execute(db);
}
