import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { DomainError } from './commands/domain-error';
import { WrongExpectedVersion } from '@chairside/platform/event-store/event-store';
import { authenticate } from './auth/authenticate';
import type { TokenVerifier } from './auth/principal';
import { healthRoutes } from './health/health-routes';
import type { HealthDependencies } from './health/health-checks';
import { bodyParserErrors, checkParsedInput, maxBodyBytes, requireJsonBody } from './http/request-hygiene';
import { securityHeaders } from './http/security-headers';
import { isServiceUnavailable } from './http/service-unavailable';

export type AppDependencies = {
  logger: Logger;
  health: HealthDependencies;
  frontendDist: string | null;
  verifyToken?: TokenVerifier;
  // Mounted under /api after authentication; each route requires what it needs.
  routers?: Router[];
  // Which peers may tell the client's address in X-Forwarded-For (TRUST_PROXY); none when unset, so a
  // caller cannot pick the address the sign-in limits count.
  trustProxy?: string | number | false;
  // The metrics' request timer (first, so it times everything) and its note of a failed route's pattern.
  metrics?: { observeRequests: RequestHandler; rememberFailedRoute: ErrorRequestHandler };
};

const noTokens: TokenVerifier = async () => null;

const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  if (deps.metrics) app.use(deps.metrics.observeRequests);
  app.use(securityHeaders());

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // A query string can carry a person's name, phone or e-mail (a client search): logs keep only the path.
      serializers: {
        req: (req: { url?: string; query?: unknown }) => ({ ...req, url: req.url?.split('?')[0], query: undefined }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(requireJsonBody);
  app.use(express.json({ limit: maxBodyBytes }));
  app.use(bodyParserErrors);
  app.use(checkParsedInput);

  const api = express.Router();
  api.use(healthRoutes(deps.health));
  api.use(authenticate(deps.verifyToken ?? noTokens));
  for (const router of deps.routers ?? []) api.use(router);
  if (deps.metrics) api.use(deps.metrics.rememberFailedRoute);
  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use('/api', api);

  if (deps.frontendDist && existsSync(path.join(deps.frontendDist, 'index.html'))) {
    const dist = deps.frontendDist;
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
    // Every other GET is a client-side route: the SPA decides what to show.
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dist, 'index.html'));
    });
  }

  app.use(errorHandler);
  return app;
}

// Domain rule → its 4xx and message; a concurrent change → 409; PostgreSQL or Redis away → 503; anything else →
// 500 without details.
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof DomainError) {
    res.status(error.status).json({ ...error.details, error: error.message });
    return;
  }
  if (error instanceof WrongExpectedVersion) {
    res
      .status(409)
      .json({ error: 'Someone else changed this at the same time; reload and try again', actualRevision: String(error.actual) });
    return;
  }
  if (error instanceof SyntaxError && 'body' in error) {
    res.status(400).json({ error: 'The request body is not valid JSON' });
    return;
  }
  if (isServiceUnavailable(error)) {
    req.log.warn({ err: error }, 'database or Redis unavailable');
    res
      .status(503)
      .setHeader('Retry-After', '1')
      .json({ error: 'The service is briefly unavailable; try again in a moment (with the same Idempotency-Key, a retry is safe)' });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ error: 'Something went wrong on our side; the request changed nothing' });
};
