import type { Redis } from 'ioredis';
import { liveChannelKey } from './live-channel';

// The change notices the change feed publisher broadcasts to screens, heard by a backend process on its
// live server's Redis subscription (the socket.io adapter's pattern subscription, decoded with the
// adapter's own parser): caches drop what a notice makes stale, the live server rechecks who may follow
// what. A notice that cannot be decoded is reported with topic null (the listener treats it as "anything
// may have changed"); so are the subscription's reconnects, since notices may have been missed meanwhile.

export type NoticeDecoder = { decode(message: Buffer): unknown };

// The topic of a socket.io broadcast as the change feed publisher sends it: [uid, { data: ['change', { topic }] }, opts].
function topicOf(decoded: unknown): string | null | undefined {
  if (!Array.isArray(decoded)) return undefined;
  const packet = decoded[1] as { data?: unknown } | undefined;
  const data = packet?.data;
  if (!Array.isArray(data) || data[0] !== 'change') return undefined;
  const message = data[1] as { topic?: unknown } | undefined;
  return typeof message?.topic === 'string' ? message.topic : undefined;
}

export type ChangeNoticeListener = {
  // A change notice of this topic; null when it could not be read or notices may have been missed.
  onTopic(topic: string | null): void;
};

// Returns the function that stops listening; `ready()` says whether the subscription is connected.
export function listenToChangeNotices(
  options: { subscriber: Redis; redisPrefix: string; decoder: NoticeDecoder },
  listener: ChangeNoticeListener,
): { stop(): void; ready(): boolean } {
  const { subscriber, decoder } = options;
  const prefix = `${liveChannelKey(options.redisPrefix)}#/#`;
  const onMessage = (_pattern: Buffer, channel: Buffer, message: Buffer) => {
    if (!channel.toString().startsWith(prefix)) return;
    let topic: string | undefined;
    try {
      topic = topicOf(decoder.decode(message)) ?? undefined;
    } catch {
      listener.onTopic(null);
      return;
    }
    if (topic) listener.onTopic(topic);
  };
  const onReconnect = () => listener.onTopic(null);
  subscriber.on('pmessageBuffer', onMessage);
  subscriber.on('ready', onReconnect);
  subscriber.on('close', onReconnect);
  return {
    ready: () => subscriber.status === 'ready',
    stop() {
      subscriber.off('pmessageBuffer', onMessage);
      subscriber.off('ready', onReconnect);
      subscriber.off('close', onReconnect);
    },
  };
}
