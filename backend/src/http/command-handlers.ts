import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import type { CommandContext } from '../commands/handle-command';
import type { CommandOutcome } from '../commands/service-deps';
import { accepts, valid, type Accepting } from './accepts';

// The two shapes of a command route, after its guard: what it accepts (the route table's contract, which
// the fuzz test reads), then the service call with the parsed body and the request's command context,
// wrapped by commandRoute (idempotency, read-your-writes). Spread into the route:
//   router.post('/locations', canEditLocations, ...bodyCommand(deps.commands, createLocationSchema, (input, context) => addLocation(deps, input, context)));

type Run<Input, O extends CommandOutcome> = (input: Input, context: CommandContext, req: Request, res: Response) => Promise<O>;

export function bodyCommand<S extends z.ZodType, O extends CommandOutcome>(deps: CommandRouteDeps, body: S, run: Run<z.output<S>, O>, extend?: (outcome: O) => Record<string, unknown>): [Accepting, RequestHandler] {
  return [accepts({ body }), commandRoute(deps, (req, res) => run(valid(res, body), commandContext(req, res), req, res), extend)];
}

// An action on what the path names: it takes no body, and refuses one.
export function actionCommand<O extends CommandOutcome>(deps: CommandRouteDeps, run: (context: CommandContext, req: Request, res: Response) => Promise<O>): [Accepting, RequestHandler] {
  return [accepts({ body: 'none' }), commandRoute(deps, (req, res) => run(commandContext(req, res), req, res))];
}
