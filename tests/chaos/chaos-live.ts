import { io as connect, type Socket } from 'socket.io-client';
import type { ChangeMessage, LiveServerEvents } from '@chairside/shared/live/live-messages';

// Live sockets as the browser keeps them: each remembers the last change position it saw and sends it
// back on every reconnect (the handshake's auth is read again each time), so the server replays what it
// missed or tells it to resync. Each records what it received, so the checks can compare it with ui_changes.

export type LiveClient = {
  index: number;
  rooms: string[];
  socket: Socket<LiveServerEvents>;
  received: Set<string>;
  // Where the socket's promise starts: the position of its first 'ready', moved on by a resync to the newest
  // notice written when it was told (set by `onResync`, which reads it from the database).
  coverageFrom: string | null;
  readies: number;
  resyncs: number;
  disconnects: number;
  lastPosition: string | null;
};

export async function connectLiveClients(options: {
  base: string;
  token: string;
  count: number;
  roomsOf: (index: number) => { rooms: string[]; authenticated: boolean };
  onResync: (client: LiveClient) => void;
}): Promise<{ clients: LiveClient[]; close(): void }> {
  const clients: LiveClient[] = [];
  const ready: Promise<void>[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const { rooms, authenticated } = options.roomsOf(index);
    const client = { index, rooms, received: new Set<string>(), coverageFrom: null, readies: 0, resyncs: 0, disconnects: 0 } as Omit<
      LiveClient,
      'socket' | 'lastPosition'
    > & { lastPosition: string | null };
    client.lastPosition = null;
    const socket: Socket<LiveServerEvents> = connect(options.base, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
      auth: (send) =>
        send({
          rooms,
          ...(authenticated ? { token: options.token } : {}),
          ...(client.lastPosition ? { lastPosition: client.lastPosition } : {}),
        }),
    });
    const full = client as LiveClient;
    full.socket = socket;
    socket.on('change', (message: ChangeMessage) => {
      full.received.add(message.position);
      full.lastPosition = message.position;
    });
    socket.on('resync', () => {
      full.resyncs += 1;
      options.onResync(full);
    });
    socket.on('disconnect', () => {
      full.disconnects += 1;
    });
    ready.push(
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`live socket ${index} was not ready within 60 s`)), 60_000);
        socket.on('ready', (state) => {
          full.readies += 1;
          if (full.readies === 1) {
            full.coverageFrom = state.position;
            if (!full.lastPosition) full.lastPosition = state.position;
            clearTimeout(timer);
            resolve();
          }
        });
      }),
    );
    clients.push(full);
  }
  await Promise.all(ready);
  return {
    clients,
    close() {
      for (const client of clients) client.socket.disconnect();
    },
  };
}
