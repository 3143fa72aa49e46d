import { spawn } from 'node:child_process';
import { sql, type Kysely } from 'kysely';
import type { createRedis } from '@chairside/platform/redis';
import { readChanges } from '@chairside/projections/change-feed/change-feed-publisher';
import { compareChangeCursors, formatChangeCursor, parseChangeCursor, type ChangeCursor } from '@chairside/shared/live/change-cursor';
import { releasedStatuses } from '@chairside/shared/appointments/appointment-dto';
import type { Ack, Command } from './chaos-load';
import type { LiveClient } from './chaos-live';

// The chaos run's verdicts, one row each: what was checked, the counts behind it, pass or fail.
// notes: what a failing row is about (a few examples), printed under the table.
export type CheckRow = { check: string; counts: string; ok: boolean; notes?: string[] };

const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

export function checkAnswers(commands: readonly Command[]): CheckRow[] {
  const unsettled = commands.filter((entry) => entry.final === null);
  const retried = commands.filter((entry) => entry.attempts.length > 1);
  const finals = count(
    commands.filter((entry) => entry.final),
    (entry) => String(entry.final?.status),
  );
  const unexpected = commands.filter((entry) => entry.final && !(entry.final.status < 300 || entry.final.status === 409));
  // While PostgreSQL or Redis is away the API answers 503 (retry); a 500 is an error nobody classified.
  const attempts = commands.flatMap((entry) => entry.attempts);
  const failedWith = (status: number) => attempts.filter((attempt) => attempt.status === status);
  const internal = failedWith(500);
  return [
    {
      check: 'every request got a definite answer (retried with its key)',
      counts: `${commands.length} requests, ${retried.length} retried, ${unsettled.length} without an answer`,
      ok: unsettled.length === 0,
    },
    {
      check: 'every refusal is a conflict (409), nothing else',
      counts: `${[...finals].map(([status, n]) => `${status}: ${n}`).join(', ')}${unexpected.length ? `; e.g. ${unexpected[0]?.kind} ${unexpected[0]?.final?.status} ${unexpected[0]?.final?.text.slice(0, 120)}` : ''}`,
      ok: unexpected.length === 0,
    },
    {
      check: 'while a service was away: 503 or no connection, never 500',
      counts: `attempts answered 503: ${failedWith(503).length}, 500: ${internal.length}, no connection: ${failedWith(0).length}`,
      ok: internal.length === 0,
      notes: internal.slice(0, 5).map((attempt) => `500 ${attempt.text.slice(0, 160)}`),
    },
  ];
}

// Every acknowledged command is in the log exactly once; staff bookings of the run's client that no reply
// acknowledged would be bookings whose retries did not learn they had succeeded.
export async function checkEventLog(db: Kysely<unknown>, acks: readonly Ack[], clientId: string): Promise<CheckRow[]> {
  const logged = async (type: string, field: string, ids: string[]) => {
    if (ids.length === 0) return new Map<string, number>();
    const { rows } = await sql<{ id: string; n: number }>`
      select data->>${field} as id, count(*)::int as n from events
      where type = ${type} and data->>${field} = any(${ids}::text[]) group by 1`.execute(db);
    return new Map(rows.map((row) => [row.id, row.n]));
  };
  const rows: CheckRow[] = [];
  const kinds: { kind: Ack['kind']; type: string; field: string; id: (ack: Ack) => string }[] = [
    {
      kind: 'staff booking',
      type: 'AppointmentBooked',
      field: 'appointmentId',
      id: (ack) => (ack as { appointmentId: string }).appointmentId,
    },
    { kind: 'public hold', type: 'SlotHeld', field: 'holdId', id: (ack) => (ack as { holdId: string }).holdId },
    {
      kind: 'public booking',
      type: 'AppointmentBooked',
      field: 'appointmentId',
      id: (ack) => (ack as { appointmentId: string }).appointmentId,
    },
    { kind: 'sale opened', type: 'SaleOpened', field: 'saleId', id: (ack) => (ack as { saleId: string }).saleId },
    { kind: 'sale paid', type: 'PaymentTaken', field: 'saleId', id: (ack) => (ack as { saleId: string }).saleId },
  ];
  let lost = 0;
  let duplicated = 0;
  const parts: string[] = [];
  for (const { kind, type, field, id } of kinds) {
    const ids = acks.filter((ack) => ack.kind === kind).map(id);
    const found = await logged(type, field, ids);
    const kindLost = ids.filter((entry) => !found.has(entry)).length;
    const kindDuplicated = ids.filter((entry) => (found.get(entry) ?? 0) > 1).length;
    lost += kindLost;
    duplicated += kindDuplicated;
    parts.push(`${kind} ${ids.length}`);
  }
  rows.push({
    check: 'every 2xx command is in the event log exactly once',
    counts: `${parts.join(', ')}; lost ${lost}, duplicated ${duplicated}`,
    ok: lost === 0 && duplicated === 0,
  });
  const acknowledged = new Set(
    acks.filter((ack) => ack.kind === 'staff booking').map((ack) => (ack as { appointmentId: string }).appointmentId),
  );
  const { rows: booked } = await sql<{ id: string }>`
    select data->>'appointmentId' as id from events where type = 'AppointmentBooked' and data->>'clientId' = ${clientId}`.execute(db);
  const unacknowledged = booked.filter((row) => !acknowledged.has(row.id));
  rows.push({
    check: 'no staff booking in the log that no reply acknowledged',
    counts: `${booked.length} in the log, ${unacknowledged.length} unacknowledged`,
    ok: unacknowledged.length === 0,
  });
  return rows;
}

// No two live appointments of one staff member overlap, read from the read model (itself checked against a
// fresh fold of the log below).
export async function checkDoubleBooking(db: Kysely<unknown>, staffIds: string[]): Promise<CheckRow> {
  const { rows } = await sql<{ live: number; overlaps: number }>`
    with live as (
      select i.appointment_id, i.staff_id, i.starts_at, i.starts_at + make_interval(mins => i.duration_minutes) as ends_at
      from appointment_items i join appointments a on a.id = i.appointment_id
      where i.staff_id = any(${staffIds}::text[]) and a.status <> all(${[...releasedStatuses]}::text[])
    )
    select (select count(*)::int from live) as live,
      (select count(*)::int from live x join live y on x.staff_id = y.staff_id and x.appointment_id < y.appointment_id
        and x.starts_at < y.ends_at and y.starts_at < x.ends_at) as overlaps`.execute(db);
  const row = rows[0] ?? { live: 0, overlaps: 0 };
  return {
    check: 'no double booking (live appointments of one staff member never overlap)',
    counts: `${row.live} live appointments of ${staffIds.length} staff, ${row.overlaps} overlapping pairs`,
    ok: row.overlaps === 0,
  };
}

// `npm run projections -- verify`: folds every read model afresh into scratch schemas and compares.
export async function checkReadModels(root: string, databaseUrl: string, dataDir: string): Promise<CheckRow> {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'projections/src/cli/projections-cli.ts', 'verify'], {
      cwd: root,
      // DATA_DIR: where the system keeps the personal-data master key the events are sealed with.
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += String(chunk)));
    child.stderr.on('data', (chunk) => (text += String(chunk)));
    child.on('close', (exit) => resolve({ code: exit, output: text }));
  });
  const verdict =
    output
      .split('\n')
      .filter((line) => /read model/.test(line))
      .at(-1) ??
    output.trim().split('\n').at(-1) ??
    '';
  return { check: 'every read model equals a fresh rebuild (projections verify)', counts: verdict.trim(), ok: code === 0 };
}

// Each socket received every notice of its rooms written after the point it was promised from (its first
// 'ready', or the newest notice when it was told to resync).
export async function checkLive(db: Kysely<unknown>, clients: readonly LiveClient[]): Promise<CheckRow> {
  const notes: string[] = [];
  let missingSockets = 0;
  let missingNotices = 0;
  let expected = 0;
  const cache = new Map<string, string[]>();
  for (const client of clients) {
    const from = client.coverageFrom ? parseChangeCursor(client.coverageFrom) : null;
    const key = `${client.rooms.join(',')}@${client.coverageFrom}`;
    let positions = cache.get(key);
    if (!positions) {
      positions = (await readChanges(db, from, 1_000_000, client.rooms)).map((row) =>
        formatChangeCursor({ commit: BigInt(row.tx_text), id: row.id }),
      );
      cache.set(key, positions);
    }
    const missing = positions.filter((position) => !client.received.has(position));
    expected += positions.length;
    if (missing.length > 0) {
      missingSockets += 1;
      missingNotices += missing.length;
      if (notes.length < 10)
        notes.push(
          `socket ${client.index} (${client.rooms.join(',')}): ${missing.length}/${positions.length} missing from ${missing[0]} to ${missing.at(-1)}, ` +
            `${client.received.size} received, readies ${client.readies}, resyncs ${client.resyncs}, disconnects ${client.disconnects}, connected ${client.socket.connected}, last ${client.lastPosition}`,
        );
    }
  }
  const reconnected = clients.filter((client) => client.readies > 1).length;
  const resynced = clients.filter((client) => client.resyncs > 0).length;
  return {
    check: 'every live socket caught up after reconnecting, or was told to resync',
    counts: `${clients.length} sockets, ${reconnected} reconnected, ${resynced} told to resync, ${expected} notices due, ${missingNotices} missing at ${missingSockets} sockets`,
    ok: missingSockets === 0,
    notes,
  };
}

// Whether every socket has received the newest notice of its rooms that it is owed (the log being quiet): once
// they all have, what checkLive compares is complete. Notices reach a socket in order, so the newest one
// arriving means the others had their chance.
export async function socketsCaughtUp(db: Kysely<unknown>, clients: readonly LiveClient[]): Promise<boolean> {
  const newest = new Map<string, ChangeCursor | null>();
  for (const client of clients) {
    const rooms = client.rooms.join(',');
    if (!newest.has(rooms)) {
      const { rows } = await sql<{ tx_text: string; id: bigint }>`
        select transaction_id::text as tx_text, id from ui_changes
        where rooms && ${client.rooms}::text[] or patch_rooms && ${client.rooms}::text[] or '*' = any(rooms)
        order by transaction_id desc, id desc limit 1`.execute(db);
      newest.set(rooms, rows[0] ? { commit: BigInt(rows[0].tx_text), id: BigInt(rows[0].id) } : null);
    }
    const due = newest.get(rooms);
    if (!due) continue;
    const from = client.coverageFrom ? parseChangeCursor(client.coverageFrom) : null;
    if (from && compareChangeCursors(from, due) >= 0) continue;
    if (!client.received.has(formatChangeCursor(due))) return false;
  }
  return true;
}

// Every message the outbox holds (or held) for an acknowledged command reached the SMTP catcher, and no
// Message-ID arrived twice.
export async function checkMail(options: {
  acks: readonly Ack[];
  mailUrl: string;
  redis: ReturnType<typeof createRedis>;
  redisPrefix: string;
}): Promise<CheckRow[]> {
  const expected = options.acks.flatMap((ack) =>
    ack.kind === 'public booking' && ack.email
      ? [`booking-confirmation.${ack.appointmentId}`]
      : ack.kind === 'sale paid' && ack.email
        ? [`receipt.${ack.saleId}`]
        : [],
  );
  const delivered = (await (await fetch(`${options.mailUrl}/message-ids`)).json()) as Record<string, number>;
  let queued = 0;
  let notQueued = 0;
  let lost = 0;
  const notes: string[] = [];
  for (const key of expected) {
    const jobId = `email.${key}`;
    const inRedis = (await options.redis.exists(`${options.redisPrefix}:outbox:${jobId}`)) === 1;
    const times = delivered[`outbox.${jobId}@chairside.local`] ?? 0;
    if (inRedis || times > 0) queued += 1;
    else {
      notQueued += 1;
      notes.push(`never queued: ${key}`);
    }
    if (inRedis && times === 0) {
      lost += 1;
      notes.push(`queued, not delivered: ${key}`);
    }
  }
  // A resend keeps its Message-ID (a worker killed, or cut off from Redis, between the SMTP server's acceptance
  // and the job's completion sends it again: at-least-once), so a receiver drops the copy. A second message
  // about the same thing under another Message-ID, or one without the expected Message-ID, could not be dropped.
  const resent = Object.entries(delivered).filter(([, times]) => times > 1);
  const expectedIds = new Set(expected.map((key) => `outbox.email.${key}@chairside.local`));
  const recipients = new Set(options.acks.flatMap((ack) => ('email' in ack && ack.email ? [ack.email.toLowerCase()] : [])));
  const caught = (await (await fetch(`${options.mailUrl}/messages`)).json()) as { to: string[]; messageId: string | null }[];
  const ours = caught.filter((message) => message.to.some((address) => recipients.has(address.toLowerCase())));
  const stray = ours.filter((message) => !message.messageId || !expectedIds.has(message.messageId));
  const appendOnly = (await options.redis.config('GET', 'appendonly')) as string[];
  return [
    {
      check: 'every queued e-mail was delivered (none lost across restarts)',
      counts: `${expected.length} due, ${queued} queued, ${lost} not delivered, ${notQueued} never queued`,
      ok: lost === 0 && notQueued === 0,
      notes: notes.slice(0, 10),
    },
    {
      check: 'no e-mail delivered twice (deduplicated by its Message-ID)',
      counts:
        `${Object.keys(delivered).length} Message-IDs received, ${stray.length} of ${ours.length} kept messages under another Message-ID; ` +
        `${resent.length} resent under the same Message-ID (dropped by the receiver)`,
      ok: stray.length === 0,
      notes: [
        ...resent.map(([id, times]) => `resent ×${times}: ${id}`),
        ...stray.slice(0, 5).map((message) => `unexpected Message-ID ${message.messageId} to ${message.to.join(', ')}`),
      ],
    },
    {
      check: 'Redis keeps its queues across a restart (append-only file on)',
      counts: `appendonly ${appendOnly[1]}`,
      ok: appendOnly[1] === 'yes',
    },
  ];
}

type TextAck = Extract<Ack, { kind: 'text requested' }>;

// Every reset code by text that a 2xx answer promised reached the local SMS provider (sms_messages), and no
// request got two texts. The route answers before it looks the number up and queues the text (so neither
// the answer nor its timing tells whether the number has an account): a backend killed in that moment takes
// the request with it, nothing was queued, and the person asks again. Such a text, answered within a moment
// of the backend's kill, is counted apart; any other one missing fails the row.
//
// The local provider sends once per idempotency key, as a real one does, and counts each attempt: a resend
// under the same key (a worker killed, or cut off from Redis, after the provider took the text) is reported,
// as the e-mail rows report a resend under the same Message-ID. A second text for one request (another key,
// or none) could not be dropped: that fails.
export async function checkTexts(options: {
  db: Kysely<unknown>;
  redis: ReturnType<typeof createRedis>;
  redisPrefix: string;
  acks: readonly Ack[];
  commands: readonly Command[];
  users: readonly { id: string; phone: string }[];
  kills: readonly { name: string; at: number }[];
}): Promise<CheckRow[]> {
  const answered = options.acks.filter((ack): ack is TextAck => ack.kind === 'text requested');
  const phones = options.users.map((user) => user.phone);
  const phoneOf = new Map(options.users.map((user) => [user.id, user.phone]));
  const { rows: texts } = await sql<{ to: string; key: string | null; attempts: number }>`
    select to_number as to, message_key as key, send_attempts as attempts from sms_messages
    where to_number = any(${phones}::text[])`.execute(options.db);
  const { rows: codes } = await sql<{ id: string; user_id: string }>`
    select id, user_id from password_resets
    where channel = 'sms' and user_id = any(${options.users.map((user) => user.id)}::text[])`.execute(options.db);
  const backendKills = options.kills.filter((kill) => kill.name === 'backend').map((kill) => kill.at);
  let sent = 0;
  let lost = 0;
  let neverQueued = 0;
  let withTheBackend = 0;
  const notes: string[] = [];
  for (const ack of answered) {
    if (texts.some((text) => text.to === ack.phone)) {
      sent += 1;
      continue;
    }
    const keys = codes.filter((code) => phoneOf.get(code.user_id) === ack.phone).map((code) => `sms.password-reset-sms.${code.id}`);
    const inRedis = await Promise.all(keys.map((key) => options.redis.exists(`${options.redisPrefix}:outbox:${key}`)));
    const story = `text to ${ack.phone} (${keys.length} code(s) issued)`;
    if (inRedis.some((found) => found === 1)) {
      lost += 1;
      notes.push(`queued, not sent: ${story}`);
    } else if (backendKills.some((at) => ack.answeredAt >= at - 2000 && ack.answeredAt <= at + 500)) {
      withTheBackend += 1;
      notes.push(`answered just before the backend was killed, never queued: ${story}`);
    } else {
      neverQueued += 1;
      notes.push(`answered, never queued: ${story}`);
    }
  }
  const attemptsTo = new Map<string, number>();
  for (const entry of options.commands)
    if (entry.phone) attemptsTo.set(entry.phone, (attemptsTo.get(entry.phone) ?? 0) + entry.attempts.length);
  const unkeyed = texts.filter((text) => text.key === null);
  const perKey = count(
    texts.filter((text) => text.key !== null),
    (text) => text.key as string,
  );
  const twiceUnderOneKey = [...perKey].filter(([, n]) => n > 1);
  const perPhone = count(texts, (text) => text.to);
  // Each attempt of a request may have reached the backend (a reply lost on the way is retried): no more texts than that.
  const secondTexts = [...perPhone].filter(([phone, n]) => n > (attemptsTo.get(phone) ?? 0));
  const resent = texts.filter((text) => text.attempts > 1);
  return [
    {
      check: 'every text a 2xx answer promised was sent (none lost across restarts)',
      counts:
        `${answered.length} answered, ${sent} sent, ${lost} queued but not sent, ${neverQueued} never queued` +
        (withTheBackend ? `; ${withTheBackend} answered just before the backend's kill, not yet queued (the answer goes first)` : ''),
      ok: answered.length > 0 && lost === 0 && neverQueued === 0,
      notes: notes.slice(0, 10),
    },
    {
      check: 'no text sent twice (one per idempotency key; resends under it dropped by the provider)',
      counts:
        `${texts.length} texts to ${perPhone.size} numbers, ${unkeyed.length} without a key, ${twiceUnderOneKey.length} keys sent twice, ` +
        `${secondTexts.length} requests with a second text; ${resent.length} resent under the same key (dropped by the provider)`,
      ok: unkeyed.length === 0 && twiceUnderOneKey.length === 0 && secondTexts.length === 0,
      notes: [
        ...resent.map((text) => `resent ×${text.attempts}: ${text.key}`),
        ...secondTexts.map(([phone, n]) => `${n} texts to ${phone} for ${attemptsTo.get(phone) ?? 0} attempt(s)`),
      ].slice(0, 10),
    },
  ];
}
