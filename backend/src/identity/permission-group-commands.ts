import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store';
import { capturingState } from './capture-state';
import { permissionGroupStream } from './identity-streams';
import { permissionGroupDecider } from './permission-group-decider';
import { claimUniqueValue, releaseUniqueValue, sameValue } from './unique-values';

export type GroupInput = { name: string; description: string; permissions: string[] };

// Group names are unique case-insensitively, claimed like usernames (see unique-values.ts).
export async function createPermissionGroup(store: EventStore, input: GroupInput & { groupId?: string }, context: CommandContext): Promise<{ groupId: string; result: CommandResult }> {
  const groupId = input.groupId ?? randomUUID();
  await claimUniqueValue(store, 'group-name', input.name, groupId, context);
  try {
    const result = await handleCommand(store, permissionGroupStream(groupId), permissionGroupDecider, { type: 'CreatePermissionGroup', groupId, ...input }, context);
    return { groupId, result };
  } catch (error) {
    await releaseUniqueValue(store, 'group-name', input.name, groupId, context);
    throw error;
  }
}

export async function updatePermissionGroup(store: EventStore, groupId: string, input: GroupInput, context: CommandContext): Promise<CommandResult> {
  const history = await store.readStream(permissionGroupStream(groupId));
  const current = history.reduce((state, recorded) => permissionGroupDecider.evolve(state, recorded as unknown as Parameters<typeof permissionGroupDecider.evolve>[1]), permissionGroupDecider.initialState());
  const claimsNew = current.exists && !current.deleted && !sameValue(current.name, input.name);
  if (claimsNew) await claimUniqueValue(store, 'group-name', input.name, groupId, context);
  const { decider, last } = capturingState(permissionGroupDecider);
  let result: CommandResult;
  try {
    result = await handleCommand(store, permissionGroupStream(groupId), decider, { type: 'UpdatePermissionGroup', ...input }, context);
  } catch (error) {
    if (claimsNew) await releaseUniqueValue(store, 'group-name', input.name, groupId, context);
    throw error;
  }
  const replaced = last()?.name;
  if (result.events.length > 0 && replaced && !sameValue(replaced, input.name)) await releaseUniqueValue(store, 'group-name', replaced, groupId, context);
  return result;
}

// A deleted group's name is free again.
export async function deletePermissionGroup(store: EventStore, groupId: string, context: CommandContext): Promise<CommandResult> {
  const { decider, last } = capturingState(permissionGroupDecider);
  const result = await handleCommand(store, permissionGroupStream(groupId), decider, { type: 'DeletePermissionGroup' }, context);
  const name = last()?.name;
  if (result.events.length > 0 && name) await releaseUniqueValue(store, 'group-name', name, groupId, context);
  return result;
}
