import type { EmailMessage } from './outbox-port';

// Delivers one e-mail now, or throws so the outbox worker retries it later. `messageId` (without angle
// brackets) is the Message-ID header: the same for every attempt of one queued message.
export type EmailSender = {
  send(message: EmailMessage & { messageId?: string }): Promise<void>;
  close(): void;
};
