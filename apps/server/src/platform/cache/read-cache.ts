/**
 * A bounded per-node cache of values loaded from the database, invalidated by tag (e.g. a member id)
 * when a write commits. Concurrent misses of one key share one load. A load that was running when its
 * tag was invalidated still answers its callers but is never stored: it may have read the state from
 * before the commit (the stale-fill race), and a later read must load again.
 */
export type ReadCache<K, V> = {
  get(key: K): Promise<V>;
  /** Drops every entry and running load of these tags. */
  invalidate(tags: Iterable<string>): void;
  clear(): void;
  readonly size: number;
};

type Entry<V> = { value: V; until: number; tag: string };
type Flight<V> = { promise: Promise<V>; tag: string; stale: boolean };

export const createReadCache = <K, V>(options: {
  load: (key: K) => Promise<V>;
  /** The invalidation tag of a key (several keys may share one). */
  tagOf: (key: K) => string;
  /** How long an entry may be served, in ms, from its value and the current time (0 or less: not stored). */
  ttlMs: (value: V, now: number) => number;
  /** At most this many entries; the oldest go first. */
  max: number;
  now?: () => number;
}): ReadCache<K, V> => {
  const { load, tagOf, ttlMs, max } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();
  const byTag = new Map<string, Set<K>>();
  const flights = new Map<K, Flight<V>>();

  const forget = (key: K, tag: string) => {
    entries.delete(key);
    const keys = byTag.get(tag);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) byTag.delete(tag);
  };
  const store = (key: K, tag: string, value: V) => {
    const at = now();
    const ttl = ttlMs(value, at);
    if (ttl <= 0) return;
    if (entries.size >= max) {
      const oldest = entries.keys().next();
      if (!oldest.done) forget(oldest.value, (entries.get(oldest.value) as Entry<V>).tag);
    }
    entries.set(key, { value, until: at + ttl, tag });
    const keys = byTag.get(tag) ?? new Set<K>();
    keys.add(key);
    byTag.set(tag, keys);
  };

  return {
    get(key) {
      const hit = entries.get(key);
      if (hit) {
        if (hit.until > now()) return Promise.resolve(hit.value);
        forget(key, hit.tag);
      }
      const running = flights.get(key);
      if (running) return running.promise;
      const tag = tagOf(key);
      const flight: Flight<V> = { promise: load(key), tag, stale: false };
      flights.set(key, flight);
      flight.promise.then(
        (value) => {
          if (flights.get(key) === flight) flights.delete(key);
          if (!flight.stale) store(key, tag, value);
        },
        () => {
          if (flights.get(key) === flight) flights.delete(key);
        },
      );
      return flight.promise;
    },
    invalidate(tags) {
      const dropped = new Set(tags);
      for (const tag of dropped) {
        for (const key of byTag.get(tag) ?? []) entries.delete(key);
        byTag.delete(tag);
      }
      for (const [key, flight] of flights)
        if (dropped.has(flight.tag)) {
          flight.stale = true;
          flights.delete(key);
        }
    },
    clear() {
      entries.clear();
      byTag.clear();
      for (const flight of flights.values()) flight.stale = true;
      flights.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
