import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ReadModels } from '@chairside/projections/database';
import { projections } from '@chairside/projections/registry';
import { createApp } from './app';
import type { ModuleDeps } from './http/backend-module';
import { backendModules } from './modules';
import { answerClientErrors, keepConnectionsAlive } from './http/request-hygiene';
import { permissionGuards } from './auth/permission-guards';
import { createSessionTokenVerifier, type TokenVerifier } from './auth/principal';
import { createProjectionWaiter } from './commands/projection-waiter';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { attachLiveServer } from './live/live-server';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import type { HoldExpiryQueue } from './appointments/index';
import { createDb } from '@chairside/platform/database';
import type { CardProvider } from '@chairside/platform/payments/card-provider-port';
import { createSimulatedCardProvider } from '@chairside/platform/payments/simulated-card-provider';
import { createBackendMetrics, openOperationsQueues } from './system/index';

export type BackendDependencies = {
  db: Kysely<unknown>;
  pool: pg.Pool;
  store: EventStore;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  version: string;
  frontendDist: string | null;
  verifyToken?: TokenVerifier;
  commandWaitMs?: number;
  // Where e-mail and SMS go (password recovery now, reminders later).
  outbox?: Outbox;
  // Schedules each hold's HoldExpired job for the workers (optional: without it holds still lapse by rule).
  holdExpiry?: HoldExpiryQueue;
  // The address people open, used in links sent by e-mail.
  publicUrl?: string;
  // TRUST_PROXY: the proxies allowed to name the client's address (none by default).
  trustProxy?: string | number | false;
  // SUPERVISION_FILE: npm start's record of restarts, reported by /api/health.
  supervisionFile?: string;
  // CARD_PROVIDER's adapter; the simulator when not given (tests).
  cardProvider?: CardProvider;
  // METRICS_TOKEN: a scraper's bearer token for GET /api/metrics (administrators need none).
  metricsToken?: string;
};

// `app` is exposed so tests can list the routes it serves (the permission matrix checks it covers them all).
export type Backend = { server: Server; app: Express; url: () => string; close(): Promise<void> };

// The whole HTTP side of one backend process: API, socket.io and the built frontend.
export function createBackend(deps: BackendDependencies): Backend {
  const readDb = createDb<ReadModels>(deps.pool);
  const verifyToken = deps.verifyToken ?? createSessionTokenVerifier(deps.db, readDb);
  const waiter = createProjectionWaiter(deps.db, deps.pool, projections);
  const commands = { redis: deps.redis, redisPrefix: deps.redisPrefix, waiter, waitTimeoutMs: deps.commandWaitMs };
  const guards = permissionGuards(readDb);
  const queues = openOperationsQueues(deps.redis, deps.redisPrefix);
  const metrics = createBackendMetrics({ db: deps.db, store: deps.store, queues });
  // What every module's routes are given (http/backend-module.ts).
  const modules: ModuleDeps = {
    readDb,
    store: deps.store,
    commands,
    guards,
    holdExpiry: deps.holdExpiry,
    db: deps.db,
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
    cardProvider: deps.cardProvider ?? createSimulatedCardProvider({ db: deps.db }),
    streams: backendModules.flatMap((module) => module.streams ?? []),
    operations: { queues, metrics, metricsToken: deps.metricsToken },
  };
  const app = createApp({
    logger: deps.logger,
    health: { db: deps.db, redis: deps.redis, eventStore: deps.store, version: deps.version, supervisionFile: deps.supervisionFile },
    frontendDist: deps.frontendDist,
    trustProxy: deps.trustProxy,
    verifyToken,
    routers: backendModules.flatMap((module) => module.routers(modules)),
    metrics,
  });
  const server = createServer(app);
  keepConnectionsAlive(server);
  answerClientErrors(server);
  const live = attachLiveServer(server, {
    redis: deps.redis,
    redisPrefix: deps.redisPrefix,
    db: deps.db,
    pool: deps.pool,
    verifyToken,
    logger: deps.logger,
  });
  metrics.countSockets(() => live.io.of('/').sockets.size);
  return {
    server,
    app,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await live.close();
      await waiter.close();
      await queues.close();
    },
  };
}
