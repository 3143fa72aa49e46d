import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { bearerToken, requireRole } from '../auth/authenticate';
import { accepts } from '../http/accepts';
import type { BackendMetrics } from './backend-metrics';

// Compared as digests, so the comparison takes the same time whatever the lengths.
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

// A scraper presenting METRICS_TOKEN; anyone else is asked to be an administrator (401/403 as every route).
function scraperOrAdmin(metricsToken: string | undefined): RequestHandler {
  const admin = requireRole('admin');
  return (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (metricsToken && token && sameSecret(token, metricsToken)) return void next();
    admin(req, res, next);
  };
}

export function metricsRoutes(metrics: BackendMetrics, metricsToken: string | undefined): Router {
  const router = Router();
  router.get('/metrics', scraperOrAdmin(metricsToken), accepts({ query: z.object({}) }), async (_req, res) => {
    const text = await metrics.scrape();
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(text);
  });
  return router;
}
