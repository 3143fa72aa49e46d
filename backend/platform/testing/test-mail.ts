import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { listSmsMessages, type SmsRecord } from '../src/messaging/local-sms-provider';
import type { CaughtEmail } from '../src/messaging/smtp-catcher';

declare module 'vitest' {
  // Provided by tests/support/global-setup.ts: one SMTP catcher for the whole run.
  export interface ProvidedContext {
    smtpUrl: string;
    mailInboxUrl: string;
  }
}

export type { CaughtEmail, SmsRecord };

export function testSmtpUrl(): string {
  return inject('smtpUrl');
}

export function testMailInboxUrl(): string {
  return inject('mailInboxUrl');
}

export type EmailQuery = {
  to: string;
  subject?: string | RegExp;
  // Test files run in parallel against one catcher and share the demo addresses: narrow the match with
  // text only this test's message has, e.g. its test system's baseUrl (the publicUrl in its links).
  contains?: string;
  timeoutMs?: number;
};

const matches = (message: CaughtEmail, query: EmailQuery) =>
  (query.subject === undefined ||
    (typeof query.subject === 'string' ? message.subject === query.subject : query.subject.test(message.subject))) &&
  (query.contains === undefined || message.text.includes(query.contains) || (message.html ?? '').includes(query.contains));

// Polls the catcher until a matching message has arrived; the newest match wins.
export async function waitForEmail(inboxUrl: string, query: EmailQuery): Promise<CaughtEmail> {
  const deadline = Date.now() + (query.timeoutMs ?? 20_000);
  for (;;) {
    const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(query.to)}`);
    if (!response.ok) throw new Error(`mail catcher answered HTTP ${response.status}`);
    const found = ((await response.json()) as CaughtEmail[]).find((message) => matches(message, query));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no e-mail to ${query.to}${query.subject ? ` with subject ${String(query.subject)}` : ''} arrived at ${inboxUrl} within ${query.timeoutMs ?? 20_000} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// What the local SMS provider recorded for a number in this test database, oldest first.
export function readSms(db: Kysely<unknown>, to: string): Promise<SmsRecord[]> {
  return listSmsMessages(db, to);
}

// Polls until at least `count` messages to the number are recorded; returns the newest.
export async function waitForSms(
  db: Kysely<unknown>,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<SmsRecord> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const messages = await readSms(db, to);
    if (messages.length >= (options.count ?? 1)) return messages[messages.length - 1] as SmsRecord;
    if (Date.now() > deadline) throw new Error(`no SMS to ${to} was recorded within ${options.timeoutMs ?? 20_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
