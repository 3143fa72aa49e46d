import type { SmsMessage } from './outbox-port';

// Delivers one text message now, or throws so the outbox worker retries it later. The local provider
// records messages; a real provider (Twilio, Vonage, …) is another adapter of this port.
export type SmsProvider = {
  send(message: SmsMessage): Promise<void>;
};
