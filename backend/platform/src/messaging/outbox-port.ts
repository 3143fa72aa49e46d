// Messages leave through the outbox: a durable queue whose worker delivers them and retries on failure,
// so a reminder or a reset e-mail is never lost because a provider was briefly down.
// attachments: small UTF-8 text files (a booking's calendar file).
export type EmailAttachment = { filename: string; contentType: string; content: string };
// key: what the message is about (e.g. `booking-confirmation.<appointmentId>`). A message queued again under
// the same key (a retried request, a step run again after a crash) is queued once, and it is always sent with
// the same Message-ID, so a resend after a worker crash is recognisable as the same message.
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  category: string;
  key?: string;
};
// key: as for e-mail (e.g. `password-reset-sms.<code id>`): queued once under it, and handed to the provider
// as the same idempotency key on every attempt, so a resend after a worker crash is not a second text.
export type SmsMessage = { to: string; body: string; category: string; key?: string };

export type Outbox = {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
  // Erasure: removes every job addressed to these e-mail addresses or phone numbers that is not being sent
  // right now (waiting, delayed, failed, and the finished ones Redis keeps a while), so no queued message
  // keeps a person's data. Answers how many went.
  forget?(recipients: readonly string[]): Promise<number>;
};
