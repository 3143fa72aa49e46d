import { newId } from '../commands/command-context';
import { handleCommands } from '../commands/command-plan';
import type { CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { permissionGroupStream } from './identity-streams';
import { permissionGroupDecider } from './permission-group-decider';
import { claimUniqueValue, releaseUniqueValue, sameValue } from './unique-values';

// Permission groups (the Permissions screen). Group names are unique case-insensitively, claimed like
// usernames (see unique-values.ts) in the same atomic append as the group's own events: a refused
// group claims nothing.

type StoreDeps = Pick<ServiceDeps, 'store'>;

export type GroupInput = { name: string; description: string; permissions: string[] };

export async function createPermissionGroup(
  deps: StoreDeps,
  input: GroupInput & { groupId?: string },
  context: CommandContext,
): Promise<CommandOutcome> {
  const groupId = input.groupId ?? newId(context);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    await plan.decide(permissionGroupStream(groupId), permissionGroupDecider, { type: 'CreatePermissionGroup', groupId, ...input });
    await claimUniqueValue(plan, 'group-name', input.name, groupId);
  });
  return { id: groupId, result };
}

// A new name is claimed and the name it replaces released with the change.
export async function updatePermissionGroup(
  deps: StoreDeps,
  groupId: string,
  input: GroupInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const stream = permissionGroupStream(groupId);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    const current = await plan.state(stream, permissionGroupDecider);
    const events = await plan.decide(stream, permissionGroupDecider, { type: 'UpdatePermissionGroup', ...input });
    if (events.length > 0 && !sameValue(current.name, input.name)) {
      await claimUniqueValue(plan, 'group-name', input.name, groupId);
      await releaseUniqueValue(plan, 'group-name', current.name, groupId);
    }
  });
  return { id: groupId, result };
}

// A deleted group's name is free again.
export async function deletePermissionGroup(deps: StoreDeps, groupId: string, context: CommandContext): Promise<CommandOutcome> {
  const stream = permissionGroupStream(groupId);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    const current = await plan.state(stream, permissionGroupDecider);
    const events = await plan.decide(stream, permissionGroupDecider, { type: 'DeletePermissionGroup' });
    if (events.length > 0 && current.name) await releaseUniqueValue(plan, 'group-name', current.name, groupId);
  });
  return { id: groupId, result };
}
