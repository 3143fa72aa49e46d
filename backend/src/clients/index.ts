// The clients module's public entry: what other modules (appointments, booking) may use. Everything else in
// this folder is the module's own.
export type { ClientDetails } from './client-decider';
export { clientRegistrationReads, matchClient, registerClientInPlan, type ClientMatch } from './client-matching';
export { registerClient } from './client-service';
// The demo client book, which the waitlist's and the appointments' demo seeds draw on.
export { demoClients } from './demo-clients';
// Batched registration (the CSV import): clients and their claims in one atomic append.
export { clientBatchReads, registerClientBatch, type ClientBatchOutcome, type ClientBatchRow } from './client-batch';
