import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import type { RouteDeps } from './route-deps';

// What server.ts hands every module: the shared route deps, plus the few extras some modules need
// (the raw database for sessions and system checks, the outbox and the public address for e-mails).
export type ModuleDeps = RouteDeps & { db: Kysely<unknown>; outbox?: Outbox; publicUrl?: string };

// One module's backend, as server.ts and the demo seed compose it (each module's `manifest.ts`).
export type BackendModule = {
  name: string;
  // Its routers, in the order they are mounted.
  routers: (deps: ModuleDeps) => Router[];
};
