import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { CommandContext, CommandResult } from '../commands/handle-command';
import { registerUser as register, type NewUser } from './user-service';

// The old name of user-service.ts, kept only for tests/e2e/support/throwaway-user.ts, which this change
// may not edit (issue 12 hands tests/e2e to another worker): move it to user-service.ts, then delete this.
export async function registerUser(store: EventStore, input: NewUser, context: CommandContext): Promise<{ userId: string; result: CommandResult }> {
  const { id, result } = await register({ store }, input, context);
  return { userId: id, result };
}
