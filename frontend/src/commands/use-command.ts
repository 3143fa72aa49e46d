import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandReplySchema, type CommandReply } from '@chairside/shared/business/business-dto';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import { apiRequest } from '../api/api-client';
import { refreshTopics } from '../live/topic-keys';

// headers: an Idempotency-Key, for the commands a retry must never do twice (a charge).
export type CommandRequest = { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown; headers?: Record<string, string> };

export type CommandSpec<TInput, TReply> = {
  // The call for an input; several run one after another and the last one's reply is the command's.
  request(input: TInput): CommandRequest | readonly CommandRequest[];
  // The reply's shape; command routes answer { id, revision, position } unless said otherwise.
  reply?: z.ZodType<TReply>;
  // The live topics the command changes. Once it answers (command routes answer once the read models show
  // the change), the queries under those topics' keys are read again: the same topic → query-key table the
  // socket uses for every other open session (frontend/src/live/topic-keys.ts), never a list of keys here.
  topics: readonly LiveTopic[];
  // 'settled' reads again after a failure too: a half-done change must show what the server now holds.
  refreshOn?: 'success' | 'settled';
  // Before the refresh: writes what the reply already tells into the cache, or reads the session again.
  onSuccess?(reply: TReply, input: TInput, queryClient: QueryClient): unknown;
  // Shows the change before the server answers; returns how to put things back should it refuse.
  optimistic?(input: TInput, queryClient: QueryClient): Promise<() => void>;
  // After a failure (and any rollback): e.g. forget an attempt's Idempotency-Key once the server has answered.
  onError?(error: Error, input: TInput): void;
};

async function send<TReply>(requests: CommandRequest | readonly CommandRequest[], schema: z.ZodType<TReply>): Promise<TReply> {
  const list: readonly CommandRequest[] = Array.isArray(requests) ? requests : [requests as CommandRequest];
  let reply: TReply | undefined;
  for (const { path, method, body, headers } of list) reply = await apiRequest(path, { method, body, schema, headers });
  if (reply === undefined) throw new Error('Nothing to save');
  return reply;
}

type Rollback = { rollback?: () => void };

// The one way the frontend changes something: a command to the API, then the topics it changed read again.
export function useCommand<TInput, TReply = CommandReply>(spec: CommandSpec<TInput, TReply>) {
  const queryClient = useQueryClient();
  const schema = (spec.reply ?? commandReplySchema) as z.ZodType<TReply>;
  const settled = spec.refreshOn === 'settled';
  return useMutation<TReply, Error, TInput, Rollback>({
    mutationFn: (input) => send(spec.request(input), schema),
    onMutate: spec.optimistic ? async (input) => ({ rollback: await spec.optimistic?.(input, queryClient) }) : undefined,
    onError: (error, input, context) => {
      context?.rollback?.();
      spec.onError?.(error, input);
    },
    onSuccess: async (reply, input) => {
      await spec.onSuccess?.(reply, input, queryClient);
      if (!settled) await refreshTopics(queryClient, spec.topics);
    },
    onSettled: settled ? () => refreshTopics(queryClient, spec.topics) : undefined,
  });
}

// '/api/services' + id + action. Example: entityPath('/api/services', 'a b', 'archive') === '/api/services/a%20b/archive'
export const entityPath = (base: string, id: string, action?: string) => `${base}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

// Adds (no id yet: POST to the collection) or changes (PUT to the entity) one thing.
// Example: saveRequest('/api/classes', null, input) → { path: '/api/classes', method: 'POST', body: input }
export const saveRequest = (base: string, id: string | null, body: unknown): CommandRequest =>
  id ? { path: entityPath(base, id), method: 'PUT', body } : { path: base, method: 'POST', body };

// The three commands every catalogue-like module has, each on the topics it changes:
// save (POST base when id is null, PUT base/id otherwise), delete (DELETE base/id), and an action (POST base/id/action).
export type SaveInput<TInput> = { id: string | null; input: TInput };

export function useSaveCommand<TInput>(base: string, topics: readonly LiveTopic[]) {
  return useCommand({ request: ({ id, input }: SaveInput<TInput>) => saveRequest(base, id, input), topics });
}

export function useDeleteCommand(base: string, topics: readonly LiveTopic[]) {
  return useCommand({ request: (id: string): CommandRequest => ({ path: entityPath(base, id), method: 'DELETE' }), topics });
}

export function useActionCommand<TAction extends string>(base: string, topics: readonly LiveTopic[]) {
  return useCommand({
    request: ({ id, action }: { id: string; action: TAction }): CommandRequest => ({ path: entityPath(base, id, action), method: 'POST' }),
    topics,
  });
}
