import type { SmsMessage } from './outbox-port';

// Delivers one text message now, or throws so the outbox worker retries it later. The local provider
// records messages; a real provider (Twilio, Vonage, …) is another adapter of this port.
// idempotencyKey: the same for every attempt of one queued message (given when it was queued with a key); a
// provider sends a message once per key, so an attempt repeated after the worker died mid-send (the provider
// had accepted it, the job was not yet marked done) is not a second text.
export type SmsProvider = {
  send(message: SmsMessage & { idempotencyKey?: string }): Promise<void>;
};
