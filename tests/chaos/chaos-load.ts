import { randomUUID } from 'node:crypto';
import { addDays, localInstant, localToday, type ApiCall, type AppointmentWorld } from '@chairside/backend/testing/appointment-test-world';

// The chaos run's load: lanes that each send one command after another, every request with an
// Idempotency-Key of its own, retried with that same key on a connection error, a 5xx or a 409 "still being
// processed" until the answer is definite. What a 2xx answer acknowledged is remembered for the checks.
// Besides the lanes, a few requests for a password reset code by text (one phone number each), at a low
// rate and when the run asks (around its faults): the API allows 20 an hour from one address.

export type Reply = { status: number; text: string };
export type CommandKind = 'staff booking' | 'public hold' | 'public booking' | 'sale opened' | 'sale paid' | 'text requested';
// phone: whom a text request was for.
export type Command = { kind: CommandKind; key: string; attempts: Reply[]; final: Reply | null; phone?: string };
// What an acknowledged command must have left in the event log.
export type Ack =
  | { kind: 'staff booking' | 'public booking'; appointmentId: string; email: string | null }
  | { kind: 'public hold'; holdId: string }
  | { kind: 'sale opened' | 'sale paid'; saleId: string; email: string | null }
  // answeredAt: when the 2xx arrived (the route answers before it queues the text).
  | { kind: 'text requested'; phone: string; answeredAt: number };

export const definiteAnswerWithinMs = 120_000;

// Staff with a sign-in account and a phone number of their own each (exchange 7xx, never a demo number),
// hired through the API: who the text requests are for. Answers id and phone of each.
export async function hireTextUsers(call: ApiCall, locationId: string, count: number): Promise<{ id: string; phone: string }[]> {
  const tag = randomUUID().slice(0, 8);
  const base = Math.floor(Math.random() * 900_000);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const phone = `+13127${String(base + index).padStart(6, '0')}`;
      const response = await call('POST', '/staff', {
        firstName: `Texter${index + 1}`,
        lastName: `Chaos ${tag}`,
        email: `texter.${tag}.${index + 1}@chairside.test`,
        phone,
        color: '#0ea5e9',
        locationIds: [locationId],
        pay: {},
        username: `texter.${tag}.${index + 1}`,
        password: 'a-long-password',
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`hiring a text user answered ${response.status}: ${text}`);
      return { id: (JSON.parse(text) as { id: string }).id, phone };
    }),
  );
}
const stillPending = (reply: Reply) => reply.status === 409 && reply.text.includes('still being processed');
const isDefinite = (reply: Reply) => reply.status > 0 && reply.status < 500 && !stillPending(reply);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Load = {
  commands: Command[];
  acks: Ack[];
  stop(): Promise<void>;
  // Acknowledged commands since `from` (an index into commands) that needed one attempt: the system answers.
  answeredSince(from: number): number;
  // One more staff booking, outside the lanes (at a slot of the caller's choice), settled and checked like theirs.
  book(date: string, time: string, staffId: string): { command: Promise<Command>; sent: Command };
  // A reset code by text to the next phone number not yet used; null once every number has had its request.
  text(): Promise<Command | null>;
};

export type LoadOptions = {
  base: string;
  token: string;
  world: AppointmentWorld;
  days: number;
  // Phone numbers of active accounts, one text request each (see text()).
  phones?: readonly string[];
  // The low-rate text lane: one request this often, at most `textLane` of them.
  textEveryMs?: number;
  textLane?: number;
};

export function startLoad(options: LoadOptions): Load {
  const { base, token, world } = options;
  const commands: Command[] = [];
  const acks: Ack[] = [];
  let stopped = false;

  async function send(method: string, path: string, body: unknown, key: string, auth: boolean): Promise<Reply> {
    try {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          ...(auth ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { status: 0, text: cause ?? (error instanceof Error ? error.message : String(error)) };
    }
  }

  // Sends until the answer is definite; null when none came within definiteAnswerWithinMs.
  async function command(kind: CommandKind, path: string, body: unknown, auth = true, entry = track(kind)): Promise<Reply | null> {
    const deadline = Date.now() + definiteAnswerWithinMs;
    for (;;) {
      const reply = await send('POST', path, body, entry.key, auth);
      entry.attempts.push(reply);
      if (isDefinite(reply)) {
        entry.final = reply;
        return reply;
      }
      if (Date.now() > deadline) return null;
      await sleep(250);
    }
  }

  // Slots of 30 minutes over `days` days and every staff member of the world, 08:00 to 20:00. One pick in
  // four goes to a few hot slots, so staff bookings and online holds race for the same staff and time.
  const slotsPerDay = 24;
  function pickSlot(): { staffId: string; startsAt: string } {
    const hot = Math.random() < 0.25;
    const day = hot ? 0 : Math.floor(Math.random() * options.days);
    const staff = hot ? 0 : Math.floor(Math.random() * world.staff.length);
    const half = hot ? Math.floor(Math.random() * 3) : Math.floor(Math.random() * slotsPerDay);
    const time = `${String(8 + Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
    return { staffId: world.staff[staff]!.id, startsAt: localInstant(addDays(localToday(), 2 + day), time) };
  }
  const ok = (reply: Reply | null) => reply !== null && reply.status >= 200 && reply.status < 300;
  const json = <T>(reply: Reply) => JSON.parse(reply.text) as T;
  function track(kind: CommandKind): Command {
    const entry: Command = { kind, key: `chaos-${randomUUID()}`, attempts: [], final: null };
    commands.push(entry);
    return entry;
  }

  async function staffBooking(slot = pickSlot(), entry = track('staff booking')) {
    const reply = await command(
      'staff booking',
      '/appointments',
      {
        locationId: world.locationId,
        clientId: world.clientId,
        startsAt: slot.startsAt,
        items: [{ serviceId: world.services.plain, staffId: slot.staffId }],
      },
      true,
      entry,
    );
    if (reply && ok(reply)) acks.push({ kind: 'staff booking', appointmentId: json<{ id: string }>(reply).id, email: null });
  }
  const extras: Promise<unknown>[] = [];

  async function publicBooking() {
    const slot = pickSlot();
    const hold = await command(
      'public hold',
      '/public/booking/holds',
      { locationId: world.locationId, serviceIds: [world.services.plain], staffId: slot.staffId, startsAt: slot.startsAt },
      false,
    );
    if (!hold || !ok(hold)) return;
    const { holdId, holdToken } = json<{ holdId: string; holdToken: string }>(hold);
    acks.push({ kind: 'public hold', holdId });
    const email = `chaos.${randomUUID().slice(0, 12)}@chairside.test`;
    const booked = await command(
      'public booking',
      '/public/booking/bookings',
      { holdId, holdToken, client: { firstName: 'Chaos', lastName: 'Visitor', email, phone: '' } },
      false,
    );
    if (booked && ok(booked))
      acks.push({ kind: 'public booking', appointmentId: json<{ appointmentId: string }>(booked).appointmentId, email });
  }

  async function checkout() {
    const saleId = randomUUID();
    const cents = 1000 + Math.floor(Math.random() * 9000);
    const opened = await command('sale opened', '/sales', {
      saleId,
      locationId: world.locationId,
      clientId: world.clientId,
      cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Chaos item', unitPriceCents: cents, taxable: false }] },
    });
    if (!opened || !ok(opened)) return;
    acks.push({ kind: 'sale opened', saleId, email: null });
    const paid = await command(`sale paid`, `/sales/${saleId}/payments`, { method: 'cash', amountCents: cents, tenderedCents: cents });
    if (paid && ok(paid)) acks.push({ kind: 'sale paid', saleId, email: world.clientEmail });
  }

  const phones = [...(options.phones ?? [])];
  async function text(): Promise<Command | null> {
    const phone = phones.shift();
    if (!phone) return null;
    const entry = track('text requested');
    entry.phone = phone;
    const reply = await command('text requested', '/auth/forgot-password-sms', { phone }, false, entry);
    if (reply && ok(reply)) acks.push({ kind: 'text requested', phone, answeredAt: Date.now() });
    return entry;
  }
  // A pause that ends early when the load stops.
  let wakeOnStop = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeOnStop = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  async function textLane() {
    for (let sent = 0; sent < (options.textLane ?? 0); sent += 1) {
      await pause(options.textEveryMs ?? 5000);
      if (stopped) return;
      await text();
    }
  }

  const lane = async (step: () => Promise<void>) => {
    while (!stopped) await step();
  };
  const steps = { staffBooking: () => staffBooking() };
  const lanes = [lane(steps.staffBooking), lane(steps.staffBooking), lane(publicBooking), lane(publicBooking), lane(checkout), textLane()];
  return {
    commands,
    acks,
    answeredSince: (from) => commands.slice(from).filter((entry) => entry.attempts.length === 1 && entry.final !== null).length,
    book(date, time, staffId) {
      const sent = track('staff booking');
      const command = staffBooking({ staffId, startsAt: localInstant(date, time) }, sent).then(() => sent);
      extras.push(command);
      return { command, sent };
    },
    text() {
      const sent = text();
      extras.push(sent);
      return sent;
    },
    async stop() {
      stopped = true;
      wakeOnStop();
      await Promise.all([...lanes, ...extras]);
    },
  };
}
