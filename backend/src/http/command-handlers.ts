import type { Request, RequestHandler, Response, Router } from 'express';
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

export function bodyCommand<S extends z.ZodType, O extends CommandOutcome>(
  deps: CommandRouteDeps,
  body: S,
  run: Run<z.output<S>, O>,
  extend?: (outcome: O) => Record<string, unknown>,
): [Accepting, RequestHandler] {
  return [accepts({ body }), commandRoute(deps, (req, res) => run(valid(res, body), commandContext(req, res), req, res), extend)];
}

// An action on what the path names: it takes no body, and refuses one.
export function actionCommand<O extends CommandOutcome>(
  deps: CommandRouteDeps,
  run: (context: CommandContext, req: Request, res: Response) => Promise<O>,
): [Accepting, RequestHandler] {
  return [accepts({ body: 'none' }), commandRoute(deps, (req, res) => run(commandContext(req, res), req, res))];
}

// The command routes of one collection at `path` (rooms, services, permission groups…), behind one guard;
// `id` reads the path's :id (pathId(req, 'Room not found'), or req.params.id behind notFoundUnlessId):
//   const rooms = collectionCommands(router, deps.commands, '/rooms', canEdit, (req) => pathId(req, 'Room not found'));
//   rooms.save(roomInputSchema, (id, input, context) => saveRoom(deps, id, input, context));
//   rooms.actions({ archive: 'ArchiveRoom', restore: 'RestoreRoom' }, (id, type, context) => changeRoom(deps, id, type, context));
export function collectionCommands(
  router: Router,
  deps: CommandRouteDeps,
  path: string,
  guard: RequestHandler,
  id: (req: Request) => string,
) {
  return {
    // POST <path> creates (save hears id null), PUT <path>/:id replaces, both with the same body.
    save<S extends z.ZodType>(
      body: S,
      save: (id: string | null, input: z.output<S>, context: CommandContext) => Promise<CommandOutcome>,
    ): void {
      router.post(path, guard, ...bodyCommand(deps, body, (input, context) => save(null, input, context)));
      router.put(`${path}/:id`, guard, ...bodyCommand(deps, body, (input, context, req) => save(id(req), input, context)));
    },
    // DELETE <path>/:id, with no body.
    remove(run: (id: string, context: CommandContext) => Promise<CommandOutcome>): void {
      router.delete(`${path}/:id`, guard, ...actionCommand(deps, (context, req) => run(id(req), context)));
    },
    // POST <path>/:id/<action> for each action, with no body: `run` hears the action's command type.
    actions<T extends string>(
      types: Record<string, T>,
      run: (id: string, type: T, context: CommandContext) => Promise<CommandOutcome>,
    ): void {
      for (const [action, type] of Object.entries(types)) {
        router.post(`${path}/:id/${action}`, guard, ...actionCommand(deps, (context, req) => run(id(req), type, context)));
      }
    },
  };
}
