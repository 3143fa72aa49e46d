import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseBody } from '../commands/command-route';

// What a route accepts, declared where the route is: its body (a zod schema, or 'none' for an action that
// takes no body) and its query string. The middleware refuses anything else with a 400 naming the field
// before the route's handler runs; the handler reads the parsed values with `valid(res, schema)`.
// The route table carries the contract, so the fuzz test (tests/integration/route-fuzz.int.test.ts) derives
// hostile input for every route from it, and fails for a route that declares none.
export type RouteContract = { body?: z.ZodType | 'none'; query?: z.ZodType };
export type Accepting = RequestHandler & { contract: RouteContract };

declare module 'express-serve-static-core' {
  interface Locals {
    validated?: Map<z.ZodType, unknown>;
  }
}

const isEmptyBody = (body: unknown) =>
  body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

export function accepts(contract: RouteContract): Accepting {
  const middleware: RequestHandler = (req, res, next) => {
    const validated = new Map<z.ZodType, unknown>();
    try {
      if (contract.query) validated.set(contract.query, parseBody(contract.query, req.query));
      if (contract.body === 'none') {
        if (!isEmptyBody(req.body)) {
          res.status(400).json({ error: 'This request takes no body' });
          return;
        }
      } else if (contract.body) {
        validated.set(contract.body, parseBody(contract.body, req.body));
      }
    } catch (error) {
      next(error);
      return;
    }
    res.locals.validated = validated;
    next();
  };
  return Object.assign(middleware, { contract });
}

// The value `accepts` parsed with this schema for this request.
export function valid<T extends z.ZodType>(res: Response, schema: T): z.output<T> {
  const validated = res.locals.validated;
  if (!validated?.has(schema)) throw new Error('The route does not declare this schema with accepts()');
  return validated.get(schema) as z.output<T>;
}
