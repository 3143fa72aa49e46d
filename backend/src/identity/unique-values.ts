import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store';
import { uniqueValueStream, type UniqueValueKind } from './identity-streams';
import { uniqueValueDecider } from './unique-value-decider';

const takenMessages: Record<UniqueValueKind, string> = {
  username: 'That username is already taken',
  email: 'That e-mail address is already used by another account',
  'group-name': 'A permission group with that name already exists',
};

const deciders = Object.fromEntries(Object.entries(takenMessages).map(([kind, message]) => [kind, uniqueValueDecider(message)])) as Record<
  UniqueValueKind,
  ReturnType<typeof uniqueValueDecider>
>;

// Throws a 409 naming the clash when someone else holds the value; claiming one's own value again is a no-op.
export async function claimUniqueValue(store: EventStore, kind: UniqueValueKind, value: string, ownerId: string, context: CommandContext): Promise<void> {
  await handleCommand(store, uniqueValueStream(kind, value), deciders[kind], { type: 'ClaimUniqueValue', ownerId }, context);
}

// Releases only what the owner holds, so a late or repeated release never frees someone else's claim.
export async function releaseUniqueValue(store: EventStore, kind: UniqueValueKind, value: string, ownerId: string, context: CommandContext): Promise<void> {
  await handleCommand(store, uniqueValueStream(kind, value), deciders[kind], { type: 'ReleaseUniqueValue', ownerId }, context);
}

export const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
