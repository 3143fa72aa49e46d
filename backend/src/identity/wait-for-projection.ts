import type { CommandRouteDeps } from '../commands/command-route';
import type { CommandResult } from '../commands/handle-command';

// For routes that answer with something other than a command reply (so not through commandRoute) but
// whose next request must already see the change, e.g. signing in with a password just changed.
export async function waitForProjection(commands: CommandRouteDeps, result: CommandResult): Promise<void> {
  if (result.position)
    await commands.waiter.waitFor(
      result.position,
      commands.waitTimeoutMs ?? 5000,
      result.events.map((event) => event.type),
    );
}
