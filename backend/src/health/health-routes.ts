import { Router } from 'express';
import { checkHealth, type HealthDependencies } from './health-checks';

export function healthRoutes(deps: HealthDependencies): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const reply = await checkHealth(deps);
    res.status(reply.status === 'ok' ? 200 : 503).json(reply);
  });
  return router;
}
