import type { Request, Response } from 'express';
import type { CommandContext } from './handle-command';

// Who, from where, under which request: the metadata auditors read on every event.
export function commandContext(req: Request, res: Response, locationId: string | null = null): CommandContext {
  return {
    userId: res.locals.principal?.userId ?? null,
    locationId,
    correlationId: typeof req.id === 'string' ? req.id : undefined,
    source: 'api',
    ip: req.ip ?? null,
  };
}
