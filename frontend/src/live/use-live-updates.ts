import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { createChangeTracker } from './change-tracker';
import { queryKeysForTopic } from './topic-keys';

// Keeps this screen's server data fresh: every change notice invalidates the queries it affects; on
// reconnect the server replays what was missed after our last position, or asks for a full refetch.
export function useLiveUpdates(rooms: string[], token: string | null = null): void {
  const queryClient = useQueryClient();
  const roomsKey = rooms.join(',');
  useEffect(() => {
    const tracker = createChangeTracker();
    const socket: Socket<LiveServerEvents> = io({
      transports: ['websocket'],
      auth: (send) => send({ token: token ?? undefined, rooms: roomsKey ? roomsKey.split(',') : [], lastPosition: tracker.lastPosition() ?? undefined }),
    });
    socket.on('change', (message) => {
      if (!tracker.accept(message)) return;
      for (const queryKey of queryKeysForTopic(message.topic)) void queryClient.invalidateQueries({ queryKey });
    });
    socket.on('resync', () => {
      tracker.reset(null);
      void queryClient.invalidateQueries();
    });
    socket.on('ready', ({ position }) => {
      if (!tracker.lastPosition()) tracker.reset(position);
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient, roomsKey, token]);
}
