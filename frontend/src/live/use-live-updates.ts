import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { ChangeMessage, LiveServerEvents } from '@chairside/shared/live/live-messages';
import { clearPermissionCache } from '../access/permission-cache-storage';
import { createChangeTracker } from './change-tracker';
import { permissionChangingTopics } from './topic-keys';
import { applyChange } from './topic-patchers';

// Keeps this screen's server data fresh: every change notice patches or invalidates the queries it affects; on
// reconnect the server replays what was missed after our last position, or asks for a full refetch.
// enabled: false holds the connection until the rooms are known, so a screen does not join twice.
export function useLiveUpdates(
  rooms: string[],
  token: string | null = null,
  onChange?: (message: ChangeMessage) => void,
  enabled = true,
): void {
  const queryClient = useQueryClient();
  const roomsKey = rooms.join(',');
  // One tracker for the screen's lifetime: a reconnect with other rooms still asks for what it missed.
  const [tracker] = useState(() => createChangeTracker());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (!enabled) return;
    const requestedAt = Date.now();
    const socket: Socket<LiveServerEvents> = io({
      transports: ['websocket'],
      auth: (send) =>
        send({ token: token ?? undefined, rooms: roomsKey ? roomsKey.split(',') : [], lastPosition: tracker.lastPosition() ?? undefined }),
    });
    socket.on('change', (message) => {
      if (!tracker.accept(message)) return;
      if (permissionChangingTopics.has(message.topic)) clearPermissionCache();
      void applyChange(queryClient, message);
      onChangeRef.current?.(message);
    });
    socket.on('resync', () => {
      tracker.reset(null);
      clearPermissionCache();
      void queryClient.invalidateQueries();
    });
    socket.on('ready', ({ position }) => {
      if (tracker.lastPosition()) return;
      tracker.reset(position);
      // Nothing changed before we joined the rooms was sent to us: read again what was read before we asked to join.
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < requestedAt,
      });
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient, roomsKey, token, tracker, enabled]);
}
