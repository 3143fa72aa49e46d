import type { EmailMessage } from './outbox-port';

// Delivers one e-mail now, or throws so the outbox worker retries it later.
export type EmailSender = {
  send(message: EmailMessage): Promise<void>;
  close(): void;
};
