import type { CommandPlan } from '../commands/command-plan';
import { streamRead, type StreamRead } from '../commands/folded-streams';
import { uniqueValueStream, type UniqueValueKind } from './identity-streams';
import { uniqueValueDecider } from './unique-value-decider';

const takenMessages: Record<UniqueValueKind, string> = {
  username: 'That username is already taken',
  email: 'That e-mail address is already used by another account',
  'group-name': 'A permission group with that name already exists',
  'client-email': 'A client with that e-mail address was just added; find them and book them instead',
  'client-phone': 'A client with that phone number was just added; find them and book them instead',
};

const deciders = Object.fromEntries(Object.entries(takenMessages).map(([kind, message]) => [kind, uniqueValueDecider(message)])) as Record<
  UniqueValueKind,
  ReturnType<typeof uniqueValueDecider>
>;

// Part of the command that needs the value: the claim is appended with it, in one atomic append, or not
// at all. Refused with a 409 naming the clash when someone else holds it; claiming one's own value again is a no-op.
export async function claimUniqueValue(plan: CommandPlan, kind: UniqueValueKind, value: string, ownerId: string): Promise<void> {
  await plan.decide(uniqueValueStream(kind, value), deciders[kind], { type: 'ClaimUniqueValue', ownerId });
}

// The claim's stream as a plan reads it (claimedBy, claimUniqueValue): for handleCommands' `reads`.
export const uniqueValueRead = (kind: UniqueValueKind, value: string): StreamRead =>
  streamRead(uniqueValueStream(kind, value), deciders[kind]);

// Who holds a value now, as the plan reads it (null: nobody): a claim made a moment ago is seen here before
// any read model has it.
export async function claimedBy(plan: CommandPlan, kind: UniqueValueKind, value: string): Promise<string | null> {
  return (await plan.state(uniqueValueStream(kind, value), deciders[kind])).ownerId;
}

// Releases only what the owner holds, so a late or repeated release never frees someone else's claim.
export async function releaseUniqueValue(plan: CommandPlan, kind: UniqueValueKind, value: string, ownerId: string): Promise<void> {
  await plan.decide(uniqueValueStream(kind, value), deciders[kind], { type: 'ReleaseUniqueValue', ownerId });
}

export const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
