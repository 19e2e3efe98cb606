import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type InvalidationBus = {
  /** Drops `keys` of `topic` on this node at once, and on every other node through Redis when REDIS_URL is set. Resolves once Redis accepted the message. */
  publish(topic: string, keys: string[]): Promise<void>;
  subscribe(topic: string, onKeys: (keys: string[]) => void): void;
  /** Called after the Redis link was lost and came back (messages may have been missed): drop everything. */
  onReset(handler: () => void): void;
  close(): Promise<void>;
};

type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** One message on the Redis channel: who sent it (a node ignores its own) and what to drop. */
type Message = { from: string; topic: string; keys: string[] };

/**
 * Cache invalidation between the nodes of one deployment. Without `redisUrl` it is in-process only
 * (one node). With it, every publish also goes out on one Redis pub/sub channel, which each node
 * reads through one subscriber connection; a node applies its own publishes synchronously and skips
 * them when they come back. When the subscriber's link drops and comes back, `onReset` handlers run:
 * whatever was published meanwhile is lost, so each cache empties itself.
 */
export const createInvalidationBus = async (options: {
  redisUrl?: string | undefined;
  log: Log;
  channelPrefix?: string;
}): Promise<InvalidationBus> => {
  const { log } = options;
  const channel = `${options.channelPrefix ?? 'chokdee'}:cache-invalidation`;
  const nodeId = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const listeners = new Map<string, Array<(keys: string[]) => void>>();
  const resetHandlers: Array<() => void> = [];

  const deliver = (topic: string, keys: string[]) => {
    for (const onKeys of listeners.get(topic) ?? []) {
      try {
        onKeys(keys);
      } catch (err) {
        log.error({ err, topic }, 'cache invalidation handler failed');
      }
    }
  };
  const reset = () => {
    for (const handler of resetHandlers) {
      try {
        handler();
      } catch (err) {
        log.error({ err }, 'cache reset handler failed');
      }
    }
  };

  const base = {
    subscribe(topic: string, onKeys: (keys: string[]) => void) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), onKeys]);
    },
    onReset(handler: () => void) {
      resetHandlers.push(handler);
    },
  };

  if (!options.redisUrl) {
    return {
      ...base,
      async publish(topic, keys) {
        if (keys.length > 0) deliver(topic, keys);
      },
      async close() {},
    };
  }

  const pub = createClient({ url: options.redisUrl });
  const sub = pub.duplicate();
  // Without a listener a lost connection would crash the process; the client reconnects by itself.
  for (const client of [pub, sub])
    client.on('error', (err: unknown) => log.error({ err }, 'cache invalidation redis client error'));
  let readyOnce = false;
  sub.on('ready', () => {
    // The first `ready` is the initial connection; any later one follows a lost link.
    if (readyOnce) {
      log.warn('cache invalidation link came back: dropping every cache of this node');
      reset();
    }
    readyOnce = true;
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel, (raw) => {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch (err) {
      log.error({ err }, 'malformed cache invalidation message');
      return;
    }
    if (message.from === nodeId || !Array.isArray(message.keys)) return;
    deliver(message.topic, message.keys);
  });

  return {
    ...base,
    async publish(topic, keys) {
      if (keys.length === 0) return;
      deliver(topic, keys);
      try {
        await pub.publish(channel, JSON.stringify({ from: nodeId, topic, keys } satisfies Message));
      } catch (err) {
        // The change is committed; other nodes' caches expire on their own (each cache has a TTL).
        log.error({ err, topic }, 'cache invalidation not sent to the other nodes');
      }
    },
    async close() {
      await Promise.allSettled([pub, sub].filter((client) => client.isOpen).map((client) => client.quit()));
    },
  };
};
