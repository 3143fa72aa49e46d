import type { ClientMergeInput } from '@chairside/shared/clients/client-merge-dto';
import { normalizeTags } from '@chairside/shared/clients/client-dto';
import type { ClientEvent, ClientsMerged } from '@chairside/shared/clients/client-events';
import { handleCommands } from '../commands/command-plan';
import type { CommandContext } from '../commands/handle-command';
import { type Decider, unhandled } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { claimedBy, claimUniqueValue, releaseUniqueValue } from '../identity/index';
import { clientDecider, type ClientState } from './client-decider';
import { clientStream } from './client-streams';

// Merging two records of one person. In one atomic append: the survivor's own stream records the values
// chosen (an ordinary edit), the merged-away client's stream records ClientsMerged (the one merge event,
// naming both ids), and the merged-away client's e-mail and phone claims pass to the survivor, so a later
// booking with either finds the survivor. Day books are not rewritten: read models resolve the merged-away
// id to its survivor (client-queries' mergedClientIds and clientContactsByIds).

type MergeCommand = { type: 'MergeClientInto'; clientId: string; survivorId: string; survivor: ClientsMerged['data']['survivor'] };

// The merged-away client's stream, folded like every client stream; it decides only the merge.
export const clientMergeDecider: Decider<ClientState, MergeCommand, ClientEvent> = {
  initialState: clientDecider.initialState,
  evolve: clientDecider.evolve,
  decide(command, state) {
    switch (command.type) {
      case 'MergeClientInto':
        refuseUnlessMergeable(state, 'The client to merge away');
        return [
          { type: 'ClientsMerged', data: { survivorId: command.survivorId, mergedId: command.clientId, survivor: command.survivor } },
        ];
      default:
        return unhandled(command as never);
    }
  },
};

function refuseUnlessMergeable(state: ClientState, who: string): void {
  if (!state.registered || !state.details) throw new DomainError(`${who} was not found`, 404);
  if (state.status === 'merged') throw new DomainError(`${who} was already merged into another client`, 409);
  if (state.status === 'anonymised') throw new DomainError(`${who} was anonymised and cannot be merged`, 409);
}

export async function mergeClients(deps: ServiceDeps, input: ClientMergeInput, context: CommandContext): Promise<CommandOutcome> {
  const { survivorId, mergedId, keep } = input;
  if (survivorId === mergedId) throw new DomainError('Pick two different clients to merge', 400);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    const survivor = await plan.state(clientStream(survivorId), clientDecider);
    const merged = await plan.state(clientStream(mergedId), clientMergeDecider);
    refuseUnlessMergeable(survivor, 'The client to keep');
    refuseUnlessMergeable(merged, 'The client to merge away');
    if (survivor.status === 'archived') throw new DomainError('Restore the client to keep before merging into them', 409);
    const kept = survivor.details as NonNullable<ClientState['details']>;
    const other = merged.details as NonNullable<ClientState['details']>;
    const pick = <T>(field: keyof ClientMergeInput['keep'], ours: T, theirs: T): T => (keep[field] === 'merged' ? theirs : ours);
    const values = {
      firstName: pick('name', kept.firstName, other.firstName),
      lastName: pick('name', kept.lastName, other.lastName),
      phone: pick('phone', kept.phone, other.phone),
      email: pick('email', kept.email, other.email),
      birthday: pick('birthday', survivor.birthday, merged.birthday) ?? survivor.birthday ?? merged.birthday,
      tags: normalizeTags([...survivor.tags, ...merged.tags]),
    };
    await plan.decide(clientStream(survivorId), clientDecider, { type: 'EditClient', clientId: survivorId, ...values });
    // Often nothing changes on the survivor; it must still be as read (not merged away meanwhile itself).
    plan.unchanged(clientStream(survivorId));
    await plan.decide(clientStream(mergedId), clientMergeDecider, {
      type: 'MergeClientInto',
      clientId: mergedId,
      survivorId,
      survivor: { clientId: survivorId, ...values },
    });
    const claims = [
      ['client-email', other.email],
      ['client-phone', other.phone],
    ] as const;
    for (const [kind, value] of claims) {
      if (!value || (await claimedBy(plan, kind, value)) !== mergedId) continue;
      await releaseUniqueValue(plan, kind, value, mergedId);
      await claimUniqueValue(plan, kind, value, survivorId);
    }
    return survivorId;
  });
  return { id: survivorId, result };
}
