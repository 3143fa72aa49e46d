import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { ReadDb } from '@chairside/projections/database';
import type { EventStore, Position } from '@chairside/platform/event-store/event-store';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import type { CardProvider } from '@chairside/platform/payments/card-provider-port';
import type { Decider } from '../commands/decider';
import type { Operations } from '../system/index';
import type { RouteDeps } from './route-deps';

// What server.ts hands every module: the shared route deps, plus the few extras some modules need
// (the raw database for sessions and system checks, the outbox and the public address for e-mails, the card provider,
// the workers' queues and this process's metrics for the system module).
// `streams` are every module's (the audit folds and replays any stream, whoever writes it).
export type ModuleDeps = RouteDeps & {
  db: Kysely<unknown>;
  outbox?: Outbox;
  publicUrl?: string;
  cardProvider: CardProvider;
  streams: readonly ModuleStream[];
  operations: Operations;
};

// One module's backend, as server.ts and the demo seed compose it (each module's `manifest.ts`).
export type BackendModule = {
  name: string;
  // Its routers, in the order they are mounted.
  routers: (deps: ModuleDeps) => Router[];
  // Its part of the demo `npm start` seeds (backend/src/seed/demo-seed.ts composes them).
  demo?: DemoSeed;
  // The kinds of stream it writes. The audit folds an entity's history with the stream's decider, and the
  // integrity check replays every stream through it, so every decider of the module is listed here.
  streams?: readonly ModuleStream[];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of deciders of every state and event type
type AnyDecider = Decider<any, any, any>;

// One kind of stream: `<category>-<id>` (the category is the text before the first dash).
export type ModuleStream = {
  category: string;
  // What the stream's own id is (`client-<id>`: 'client'); a stream named otherwise (a day book) names itself.
  entity: string;
  // The decider whose state the audit shows. A log appended without a decision (the sign-ins) has none: its
  // events are listed, not folded.
  decider?: AnyDecider;
  // Other deciders that append to the same stream (a client's merge and privacy commands).
  alsoWrittenBy?: readonly AnyDecider[];
  // Entities kept inside the stream (a day book's appointments, the business's locations): what they are
  // called, the data key that names one, and its part of the stream's state (undefined: not there).
  parts?: { entity: string; key: string; state: (state: never, id: string) => unknown };
};

// What one module's demo seed did. Each seed adds only what is missing, so a second run reports
// `{ seeded: false, commands: 0 }`.
export type DemoSeedStep = {
  seeded: boolean;
  commands: number;
  // The position of its last append, if it appended: the diary brings the read models up to it before the next step.
  last?: Position | null;
  // Further counts for the start log (the diary's location-days, its refused commands…).
  counts?: Record<string, number>;
};

// The setup stage writes through deciders and the event store alone: the business, accounts, team, catalogue.
export type DemoSetupContext = {
  store: EventStore;
  // Places whatever the demo dates relative to today (tests pass a fixed moment).
  now: Date;
};

// The diary stage runs after the setup stage, with the projections stopped (seed-catch-up.ts): its commands
// check facts in the read models (does the client exist, who works when), so a step that has something to
// write calls `upToDate()` first; after each step the composer folds the read models up to its `last`.
export type DemoDiaryContext = DemoSetupContext & {
  readDb: ReadDb;
  upToDate: () => Promise<void>;
};

type DemoSeedOrder = {
  // The modules whose demo must be seeded before this one (by name). Otherwise seeds run in the order of
  // backendModules; a dependency is what makes an order that matters explicit.
  after?: readonly string[];
  // The line `npm start` logs for the step ("seeded the demo team with 47 commands", "demo team already exists").
  summary: (step: DemoSeedStep) => string;
};

export type DemoSeed =
  | (DemoSeedOrder & { stage: 'setup'; seed: (context: DemoSetupContext) => Promise<DemoSeedStep> })
  | (DemoSeedOrder & { stage: 'diary'; seed: (context: DemoDiaryContext) => Promise<DemoSeedStep> });
