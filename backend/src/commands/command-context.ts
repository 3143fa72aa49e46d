import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CommandContext } from './handle-command';

declare module 'express-serve-static-core' {
  interface Locals {
    // Set by commandRoute for a request with an Idempotency-Key (see command-route.ts).
    commandId?: string;
    newId?: () => string;
  }
}

// Who, from where, under which request: the metadata auditors read on every event.
export function commandContext(req: Request, res: Response, locationId: string | null = null): CommandContext {
  return {
    userId: res.locals.principal?.userId ?? null,
    locationId,
    correlationId: typeof req.id === 'string' ? req.id : undefined,
    source: 'api',
    ip: req.ip ?? null,
    commandId: res.locals.commandId,
    newId: res.locals.newId,
  };
}

// An id for something this request creates: the same on a retry with the same Idempotency-Key.
export function newIdFor(res: Response): string {
  return res.locals.newId?.() ?? randomUUID();
}

export function newId(context: CommandContext): string {
  return context.newId?.() ?? randomUUID();
}
