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

/** One message on the Redis channel: who sent it (a node ignores its own), its id, and what to drop. */
type Message = { from: string; id: number; topic: string; keys: string[] };

/**
 * How long a publish waits for the other nodes to say they dropped the keys. A node that does not
 * answer in time (hung, or its link just dropped: it resets when it comes back) is logged and not
 * waited for.
 */
const ACK_TIMEOUT_MS = 2_000;

/**
 * Cache invalidation between the nodes of one deployment. Without `redisUrl` it is in-process only
 * (one node). With it, every publish also goes out on one Redis pub/sub channel, which each node
 * reads through one subscriber connection; a node applies its own publishes synchronously and skips
 * them when they come back. Every other node answers on the sender's ack channel once it has dropped
 * the keys, and `publish` resolves when all of them have (as many as Redis delivered the message
 * to): a revocation on node A is in force on node B before A answers the revoking call. When the subscriber's link drops and comes back, `onReset` handlers run:
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

  const ackChannel = (node: string) => `${channel}:ack:${node}`;
  let lastId = 0;
  const awaiting = new Map<number, { acked: number; needed: number; done: () => void }>();
  const settle = (id: number) => {
    const wait = awaiting.get(id);
    if (wait && wait.acked >= wait.needed) wait.done();
  };

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
    pub
      .publish(ackChannel(message.from), String(message.id))
      .catch((err: unknown) => log.error({ err }, 'cache invalidation ack not sent'));
  });
  await sub.subscribe(ackChannel(nodeId), (raw) => {
    const wait = awaiting.get(Number(raw));
    if (!wait) return;
    wait.acked += 1;
    settle(Number(raw));
  });

  return {
    ...base,
    async publish(topic, keys) {
      if (keys.length === 0) return;
      deliver(topic, keys);
      lastId += 1;
      const id = lastId;
      let timer: NodeJS.Timeout | undefined;
      const acked = new Promise<void>((resolve) => {
        // `needed` is known once Redis says how many subscribers got the message (this node's included).
        awaiting.set(id, { acked: 0, needed: Number.POSITIVE_INFINITY, done: resolve });
        timer = setTimeout(() => {
          log.warn({ topic, id }, 'cache invalidation: not every node confirmed in time');
          resolve();
        }, ACK_TIMEOUT_MS);
      });
      try {
        const receivers = await pub.publish(
          channel,
          JSON.stringify({ from: nodeId, id, topic, keys } satisfies Message),
        );
        const wait = awaiting.get(id);
        if (wait) wait.needed = Math.max(0, Number(receivers) - 1);
        settle(id);
        await acked;
      } catch (err) {
        // The change is committed; other nodes' caches expire on their own (each cache has a TTL).
        log.error({ err, topic }, 'cache invalidation not sent to the other nodes');
      } finally {
        clearTimeout(timer);
        awaiting.delete(id);
      }
    },
    async close() {
      await Promise.allSettled([pub, sub].filter((client) => client.isOpen).map((client) => client.quit()));
    },
  };
};
