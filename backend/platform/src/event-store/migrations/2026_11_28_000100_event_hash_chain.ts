import { sql, type Kysely } from 'kysely';

// Tamper evidence: every event row carries a SHA-256 chained to the one before it in its stream, and the
// stream's row keeps the last one, so an auditor can tell an edited or deleted row (verifyChain):
//
//   hash = sha256(previous hash in the stream, empty for the stream's first event
//                 || int8 revision || uuid event_id (16 bytes)
//                 || for stream, type, data::text, metadata::text: int4 byte length || UTF-8 bytes)
//
// integers big-endian (PostgreSQL's int4send/int8send). jsonb's text output is canonical (keys sorted,
// whitespace fixed), so the hash is recomputed from the stored row alone; event-chain.ts recomputes it
// in the application, independently of these functions.
//
// append_to_stream learns the stream's last hash from the UPDATE that already locks and checks the
// stream's row (or starts from the empty hash for a new stream), chains the new events in memory, inserts
// them with their hashes and stores the last one: still one round trip, nothing read from events. Only
// those lines change, so the definition is edited in place (as 2026_11_24_000020 did).
const edits: [from: string, to: string][] = [
  [
    `      v_found int;
    begin`,
    `      v_found int;
      v_previous bytea;
      v_hashes bytea[];
    begin`,
  ],
  [
    `        returning s.revision - v_count into v_current;`,
    // last_hash is not set by this UPDATE, so RETURNING gives the hash the stream had before it.
    `        returning s.revision - v_count, s.last_hash into v_current, v_previous;`,
  ],
  [
    `      if v_current is not null then
        v_first := v_current + 1;
      else`,
    `      if v_current is not null then
        v_first := v_current + 1;
        v_hashes := event_chain(v_previous, p_stream, v_first, p_events);
        update streams s set last_hash = v_hashes[v_count] where s.stream = p_stream;
      else`,
  ],
  [
    `        insert into streams (stream, revision) values (p_stream, v_count - 1) on conflict do nothing;`,
    `        v_hashes := event_chain(''::bytea, p_stream, 0, p_events);
        insert into streams (stream, revision, last_hash) values (p_stream, v_count - 1, v_hashes[v_count]) on conflict do nothing;`,
  ],
  [
    `          insert into events (event_id, stream, category, revision, type, data, metadata)
          select (x->>'id')::uuid, p_stream, p_category, v_first + n - 1, x->>'type', x->'data', x->'metadata'`,
    `          insert into events (event_id, stream, category, revision, type, data, metadata, hash)
          select (x->>'id')::uuid, p_stream, p_category, v_first + n - 1, x->>'type', x->'data', x->'metadata', v_hashes[n]`,
  ],
];

// All the edits are made to the text, then the function is replaced once: a definition with only some of
// them would not compile.
async function edit(db: Kysely<unknown>, pairs: [string, string][]): Promise<void> {
  await sql`
    do $$
    declare
      definition text := pg_get_functiondef('append_to_stream(text, text, text, bigint, jsonb)'::regprocedure);
      pairs jsonb := ${sql.lit(JSON.stringify(pairs))}::jsonb;
    begin
      for i in 0 .. jsonb_array_length(pairs) - 1 loop
        if position(pairs->i->>0 in definition) = 0 then
          raise exception 'append_to_stream does not hold the expected text; it was changed elsewhere: %', pairs->i->>0;
        end if;
        definition := replace(definition, pairs->i->>0, pairs->i->>1);
      end loop;
      execute definition;
    end
    $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events add column hash bytea`.execute(db);
  await sql`alter table streams add column last_hash bytea`.execute(db);

  // One link of the chain. plpgsql, so each field's text (a jsonb's above all) is made once: as an inlined
  // SQL expression it was made twice, for its length and its bytes (a third slower).
  await sql`
    create function event_hash(p_previous bytea, p_stream text, p_revision bigint, p_event_id uuid, p_type text, p_data jsonb, p_metadata jsonb)
    returns bytea language plpgsql immutable parallel safe as $$
    declare
      v_stream bytea := convert_to(p_stream, 'UTF8');
      v_type bytea := convert_to(p_type, 'UTF8');
      v_data bytea := convert_to(p_data::text, 'UTF8');
      v_metadata bytea := convert_to(p_metadata::text, 'UTF8');
    begin
      return sha256(p_previous || int8send(p_revision) || uuid_send(p_event_id)
        || int4send(length(v_stream)) || v_stream || int4send(length(v_type)) || v_type
        || int4send(length(v_data)) || v_data || int4send(length(v_metadata)) || v_metadata);
    end
    $$`.execute(db);

  // The hashes of an append's events (the payload append_to_stream takes), the first after p_previous.
  await sql`
    create function event_chain(p_previous bytea, p_stream text, p_first bigint, p_events jsonb)
    returns bytea[] language plpgsql immutable parallel safe as $$
    declare
      v_hash bytea := p_previous;
      v_hashes bytea[] := '{}';
      v_event jsonb;
    begin
      for i in 0 .. jsonb_array_length(p_events) - 1 loop
        v_event := p_events -> i;
        v_hash := event_hash(v_hash, p_stream, p_first + i, (v_event->>'id')::uuid, v_event->>'type', v_event->'data', v_event->'metadata');
        v_hashes := v_hashes || v_hash;
      end loop;
      return v_hashes;
    end
    $$`.execute(db);

  // The chain as a running aggregate (over (partition by stream order by revision)): a whole store is
  // hashed by one set-based statement.
  await sql`
    create aggregate event_chain_agg(text, bigint, uuid, text, jsonb, jsonb) (
      sfunc = event_hash, stype = bytea, initcond = ''
    )`.execute(db);

  // Hashes every event and every stream's last hash from the rows as they are. The backfill below, and a
  // sanctioned rewrite of the whole store (seal-history.ts) after its copy; never an ordinary append.
  await sql`
    create function rechain_event_store() returns bigint language plpgsql as $$
    declare
      v_count bigint;
    begin
      update events e set hash = c.hash
      from (select position, event_chain_agg(stream, revision, event_id, type, data, metadata)
                               over (partition by stream order by revision) as hash
            from events) c
      where e.position = c.position and e.hash is distinct from c.hash;
      get diagnostics v_count = row_count;
      update streams s set last_hash = e.hash
      from events e where e.stream = s.stream and e.revision = s.revision and s.last_hash is distinct from e.hash;
      return v_count;
    end
    $$`.execute(db);
  await sql`select rechain_event_store()`.execute(db);

  await edit(db, edits);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await edit(
    db,
    edits.map(([from, to]) => [to, from]),
  );
  await sql`drop function rechain_event_store()`.execute(db);
  await sql`drop aggregate event_chain_agg(text, bigint, uuid, text, jsonb, jsonb)`.execute(db);
  await sql`drop function event_chain(bytea, text, bigint, jsonb)`.execute(db);
  await sql`drop function event_hash(bytea, text, bigint, uuid, text, jsonb, jsonb)`.execute(db);
  await sql`alter table streams drop column last_hash`.execute(db);
  await sql`alter table events drop column hash`.execute(db);
}
