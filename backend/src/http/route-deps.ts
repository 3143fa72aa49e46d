import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { HoldExpiryQueue } from '../appointments/index';
import type { ReadDb } from '@chairside/projections/database';
import type { PermissionGuards } from '../auth/permission-guards';
import type { CommandRouteDeps } from '../commands/command-route';

// What every module's routes are given (server.ts): the service dependencies, the command-route
// plumbing (idempotency, read-your-writes) and the permission guards.
export type RouteDeps = {
  readDb: ReadDb;
  store: EventStore;
  commands: CommandRouteDeps;
  guards: PermissionGuards;
  holdExpiry?: HoldExpiryQueue;
};
