import type { QueryClient } from '@tanstack/react-query';
import type { ChangeMessage } from '@chairside/shared/live/live-messages';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import { patchAppointmentLists } from '../modules/appointments/appointments-queries';
import { patchCardTerminal } from '../modules/pos/pos-queries';
import { readAgain } from './read-again';
import { queryKeysForTopic } from './topic-keys';

// Takes a change notice's patch (the changed records) into the cached reads it covers; returns the key
// roots it brought up to date, or null when it cannot (the reads are then read again).
export type TopicPatcher = (queryClient: QueryClient, patch: unknown) => readonly (readonly unknown[])[] | null;

// Topics whose notices may carry a patch (ChangeMessage.patch), and who takes it in. Modules add theirs.
export const topicPatchers: Partial<Record<LiveTopic, TopicPatcher>> = {
  appointments: patchAppointmentLists,
  'card-terminal': patchCardTerminal,
};

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

// A change notice from the socket: patch what the patch covers, read again the rest of the topic's reads
// (for appointments: the drawer's details, free time and the dashboard's counts).
export async function applyChange(queryClient: QueryClient, message: Pick<ChangeMessage, 'topic' | 'patch'>): Promise<void> {
  const patcher = topicPatchers[message.topic];
  const patched = patcher && message.patch !== undefined ? patcher(queryClient, message.patch) : null;
  const stale = queryKeysForTopic(message.topic).filter((key) => !patched?.some((root) => sameKey(root, key)));
  await Promise.all(stale.map((queryKey) => readAgain(queryClient, { queryKey })));
}
