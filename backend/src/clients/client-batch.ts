import type { CommandPlan } from '../commands/command-plan';
import { normalizeTags } from '@chairside/shared/clients/client-dto';
import { DomainError } from '../commands/domain-error';
import { streamRead, type StreamRead } from '../commands/folded-streams';
import { claimedBy, claimUniqueValue, uniqueValueRead } from '../identity/index';
import { clientDecider, type ClientDetails } from './client-decider';
import { clientStream } from './client-streams';

// Many clients registered inside one command plan (the CSV import's batches), each with the claims on its
// e-mail and phone, so the whole batch is one atomic append: a row is a client and its claims, or nothing.

export type ClientBatchRow = {
  clientId: string;
  details: ClientDetails;
  // Birthday, tags and marketing consent where the batch gives them (consent recorded with source 'import').
  extras?: ClientBatchExtras;
};
export type ClientBatchExtras = { birthday: string | null; tags: string[]; consent: { email: boolean | null; sms: boolean | null } };
export type ClientBatchOutcome = { outcome: 'imported' | 'merged' | 'skipped'; clientId: string } | { outcome: 'failed'; problem: string };
export type ClientBatchOptions = {
  // A row whose e-mail or phone an existing client has: that client takes the row's missing details
  // ('merge'), or the row is left out ('skip').
  duplicates: 'merge' | 'skip';
  // Clients the read model has, by e-mail (lower case) and by phone (E.164): clients the desk added hold no
  // claims, so the claims alone would not find them.
  existing: { byEmail: ReadonlyMap<string, string>; byPhone: ReadonlyMap<string, string> };
};

// The streams a batch decides on (its clients and the claims on their e-mails and phones), for the plan to
// read in bulk (handleCommands' `reads`) rather than one by one.
export function clientBatchReads(rows: readonly ClientBatchRow[]): StreamRead[] {
  return rows.flatMap((row) => [
    streamRead(clientStream(row.clientId), clientDecider),
    ...(row.details.email ? [uniqueValueRead('client-email', row.details.email)] : []),
    ...(row.details.phone ? [uniqueValueRead('client-phone', row.details.phone)] : []),
  ]);
}

export async function registerClientBatch(
  plan: CommandPlan,
  rows: readonly ClientBatchRow[],
  options: ClientBatchOptions,
): Promise<ClientBatchOutcome[]> {
  // Every claim the batch may touch, read at once (each value once: a stream is planned once).
  const emails = [...new Set(rows.map((row) => row.details.email).filter(Boolean))];
  const phones = [...new Set(rows.map((row) => row.details.phone).filter(Boolean))];
  await Promise.all([
    ...emails.map((email) => claimedBy(plan, 'client-email', email)),
    ...phones.map((phone) => claimedBy(plan, 'client-phone', phone)),
  ]);
  const ownerOf = async (details: ClientDetails): Promise<string | null> => {
    const { email, phone } = details;
    return (
      (email ? ((await claimedBy(plan, 'client-email', email)) ?? options.existing.byEmail.get(email)) : null) ??
      (phone ? ((await claimedBy(plan, 'client-phone', phone)) ?? options.existing.byPhone.get(phone)) : null) ??
      null
    );
  };
  const outcomes: ClientBatchOutcome[] = [];
  for (const row of rows) {
    try {
      const owner = await ownerOf(row.details);
      if (owner === row.clientId) outcomes.push({ outcome: 'imported', clientId: row.clientId });
      else if (owner && options.duplicates === 'skip') outcomes.push({ outcome: 'skipped', clientId: owner });
      else if (owner) outcomes.push(await mergeInto(plan, owner, row.details, row.extras));
      else {
        await plan.decide(clientStream(row.clientId), clientDecider, { type: 'RegisterClient', ...row.details, clientId: row.clientId });
        if (row.extras) await applyExtras(plan, row.clientId, row.extras);
        if (row.details.email) await claimUniqueValue(plan, 'client-email', row.details.email, row.clientId);
        if (row.details.phone) await claimUniqueValue(plan, 'client-phone', row.details.phone, row.clientId);
        outcomes.push({ outcome: 'imported', clientId: row.clientId });
      }
    } catch (error) {
      // A refusal decides nothing for its row (deciders throw before the plan keeps anything).
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ outcome: 'failed', problem: error.message });
    }
  }
  return outcomes;
}

// A duplicate fills in what the existing client lacks (last name, phone, e-mail) and never overwrites what
// the desk typed; a phone or e-mail someone else holds stays out.
async function mergeInto(plan: CommandPlan, clientId: string, row: ClientDetails, extras?: ClientBatchExtras): Promise<ClientBatchOutcome> {
  const state = await plan.state(clientStream(clientId), clientDecider);
  if (!state.registered || !state.details) return { outcome: 'skipped', clientId };
  const current = state.details;
  const free = async (kind: 'client-email' | 'client-phone', value: string) => {
    const holder = await claimedBy(plan, kind, value);
    return holder === null || holder === clientId;
  };
  const details: ClientDetails = {
    firstName: current.firstName,
    lastName: current.lastName || row.lastName,
    email: current.email || (row.email && (await free('client-email', row.email)) ? row.email : current.email),
    phone: current.phone || (row.phone && (await free('client-phone', row.phone)) ? row.phone : current.phone),
  };
  await plan.decide(clientStream(clientId), clientDecider, { type: 'ChangeClientDetails', clientId, ...details });
  if (details.email && details.email !== current.email) await claimUniqueValue(plan, 'client-email', details.email, clientId);
  if (details.phone && details.phone !== current.phone) await claimUniqueValue(plan, 'client-phone', details.phone, clientId);
  if (extras) await applyExtras(plan, clientId, extras);
  return { outcome: 'merged', clientId };
}

// Birthday, tags and consent onto a client of the batch: a new one takes them as given; an existing one
// (a merge) keeps its own birthday and its answers per channel, and gains the tags it lacks.
async function applyExtras(plan: CommandPlan, clientId: string, extras: ClientBatchExtras): Promise<void> {
  const state = await plan.state(clientStream(clientId), clientDecider);
  if (!state.details) return;
  const birthday = state.birthday ?? extras.birthday;
  const tags = normalizeTags([...state.tags, ...extras.tags]);
  if (birthday !== state.birthday || tags.length !== state.tags.length)
    await plan.decide(clientStream(clientId), clientDecider, { type: 'EditClient', clientId, ...state.details, birthday, tags });
  for (const channel of ['email', 'sms'] as const) {
    const granted = extras.consent[channel];
    if (granted !== null && state.consent[channel] === null)
      await plan.decide(clientStream(clientId), clientDecider, {
        type: 'RecordClientConsent',
        clientId,
        channel,
        granted,
        source: 'import',
      });
  }
}
