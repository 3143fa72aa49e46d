// Messages leave through the outbox: a durable queue whose worker delivers them and retries on failure,
// so a reminder or a reset e-mail is never lost because a provider was briefly down.
export type EmailMessage = { to: string; subject: string; text: string; html?: string; category: string };
export type SmsMessage = { to: string; body: string; category: string };

export type Outbox = {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
};
