import { expect } from '@playwright/test';
import pg from 'pg';
import { systemInfo } from './system-info';

// The local SMS provider records every text it "sends" in sms_messages; tests read reset codes there.
type SmsRow = { id: string; body: string };

async function textsTo(phone: string): Promise<SmsRow[]> {
  const client = new pg.Client({ connectionString: systemInfo().databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<SmsRow>(
      'select id::text as id, body from sms_messages where to_number = $1 order by created_at desc, id',
      [phone],
    );
    return rows;
  } finally {
    await client.end();
  }
}

export async function smsMark(phone: string): Promise<Set<string>> {
  return new Set((await textsTo(phone)).map((row) => row.id));
}

export async function waitForNewSms(phone: string, seen: Set<string>): Promise<string> {
  let body: string | undefined;
  await expect
    .poll(
      async () => {
        body = (await textsTo(phone)).find((row) => !seen.has(row.id))?.body;
        return body !== undefined;
      },
      { message: `a text message to ${phone}`, timeout: 20_000 },
    )
    .toBe(true);
  return body as string;
}

export function codeIn(body: string): string {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No 6-digit code in the text "${body}"`);
  return code;
}
