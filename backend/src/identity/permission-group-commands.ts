import { randomUUID } from 'node:crypto';
import { handleCommands } from '../commands/command-plan';
import type { CommandContext, CommandResult } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { permissionGroupStream } from './identity-streams';
import { permissionGroupDecider } from './permission-group-decider';
import { claimUniqueValue, releaseUniqueValue, sameValue } from './unique-values';

export type GroupInput = { name: string; description: string; permissions: string[] };

// Group names are unique case-insensitively, claimed like usernames (see unique-values.ts) in the same
// atomic append as the group's own events: a refused group claims nothing.
export async function createPermissionGroup(store: EventStore, input: GroupInput & { groupId?: string }, context: CommandContext): Promise<{ groupId: string; result: CommandResult }> {
  const groupId = input.groupId ?? context.newId?.() ?? randomUUID();
  const { result } = await handleCommands(store, context, async (plan) => {
    await plan.decide(permissionGroupStream(groupId), permissionGroupDecider, { type: 'CreatePermissionGroup', groupId, ...input });
    await claimUniqueValue(plan, 'group-name', input.name, groupId);
  });
  return { groupId, result };
}

// A new name is claimed and the name it replaces released with the change.
export async function updatePermissionGroup(store: EventStore, groupId: string, input: GroupInput, context: CommandContext): Promise<CommandResult> {
  const stream = permissionGroupStream(groupId);
  const { result } = await handleCommands(store, context, async (plan) => {
    const current = await plan.state(stream, permissionGroupDecider);
    const events = await plan.decide(stream, permissionGroupDecider, { type: 'UpdatePermissionGroup', ...input });
    if (events.length > 0 && !sameValue(current.name, input.name)) {
      await claimUniqueValue(plan, 'group-name', input.name, groupId);
      await releaseUniqueValue(plan, 'group-name', current.name, groupId);
    }
  });
  return result;
}

// A deleted group's name is free again.
export async function deletePermissionGroup(store: EventStore, groupId: string, context: CommandContext): Promise<CommandResult> {
  const stream = permissionGroupStream(groupId);
  const { result } = await handleCommands(store, context, async (plan) => {
    const current = await plan.state(stream, permissionGroupDecider);
    const events = await plan.decide(stream, permissionGroupDecider, { type: 'DeletePermissionGroup' });
    if (events.length > 0 && current.name) await releaseUniqueValue(plan, 'group-name', current.name, groupId);
  });
  return result;
}
