import { expect } from '@playwright/test';
import type { CaughtEmail } from '@chairside/platform/messaging/smtp-catcher';
import { mailUrl } from './system-info';

// The SMTP catcher's JSON view of the mail the app sent (newest first): the catcher's own type.
export type { CaughtEmail };

export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

// Take note of the mail already there, so a later wait only accepts what arrives after the action.
export async function inboxMark(address: string): Promise<Set<string>> {
  return new Set((await emailsTo(address)).map((message) => message.id));
}

// Mail leaves through the outbox and the workers process, so it arrives a moment after the request.
export async function waitForNewEmail(address: string, seen: Set<string>): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address)).find((message) => !seen.has(message.id));
        return found !== undefined;
      },
      { message: `an e-mail to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as CaughtEmail;
}

// The path and query of the reset link in the e-mail, to open against the app under test.
export function resetLinkPath(email: CaughtEmail): string {
  const match =
    /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>)]+/.exec(email.text) ??
    /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>)]+/.exec(email.html ?? '');
  if (!match) throw new Error(`No reset link in the e-mail "${email.subject}"`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
