import type { Request, Router } from 'express';
import { DomainError } from '../commands/domain-error';

// Ids in a path: one that cannot be an id is simply not found, and never reaches a stream name or a query.
export const idPattern = /^[A-Za-z0-9-]{1,64}$/;
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Answers 404 with the message for a malformed :param before the router's guards run.
// Example: notFoundUnlessId(router, { id: 'Staff member not found' })
export function notFoundUnlessId(router: Router, messages: Record<string, string>): void {
  for (const [name, message] of Object.entries(messages)) {
    router.param(name, (_req, res, next, id: string) => {
      if (idPattern.test(id)) return next();
      res.status(404).json({ error: message });
    });
  }
}

// The :id of the path, checked after the guards (a caller without the permission hears 403 first).
export function pathId(req: Request, notFound: string, pattern: RegExp = idPattern): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !pattern.test(id)) throw new DomainError(notFound, 404);
  return id;
}

// What a read found, or a 404 with the message: res.json(orNotFound(await getService(db, id), 'Service not found')).
export function orNotFound<T>(value: T | null | undefined, notFound: string): T {
  if (value === null || value === undefined) throw new DomainError(notFound, 404);
  return value;
}
