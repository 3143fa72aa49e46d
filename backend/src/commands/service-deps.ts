import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { HoldExpiryQueue } from '../appointments/index';
import type { ReadDb } from '@chairside/projections/database';
import type { CommandResult } from './handle-command';

// What a module's service works with: the event store it runs commands on, and the read models it
// gathers facts from. A service function takes it first (as kysely queries take `db`), asking only for
// what it uses, so the seed and the benchmarks can call it with just a store.
// `holdExpiry` (optional: the seed and benchmarks run without workers) schedules a hold's HoldExpired.
export type ServiceDeps = { store: EventStore; readDb: ReadDb; holdExpiry?: HoldExpiryQueue };

// What a command of a service answers: the id of what it acted on, and where its events landed.
export type CommandOutcome = { id: string; result: CommandResult };
