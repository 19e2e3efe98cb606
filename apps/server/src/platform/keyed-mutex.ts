/**
 * An in-process queue per key: `run(key, work)` starts `work` once every earlier run of the same key
 * has finished (whether it resolved or threw); runs of different keys do not wait on each other.
 *
 * The in-process half of a per-key serialisation whose cross-node half is an advisory lock: on
 * PGlite (one session) advisory locks cannot tell two calls of one process apart, and on PostgreSQL
 * it keeps one key's calls from holding several pool connections that would only wait on each
 * other's locks. Used by the game wallet (per member) and payouts (per withdrawal / recipient).
 */
export type KeyedMutex = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export const createKeyedMutex = (): KeyedMutex => {
  const tails = new Map<string, Promise<void>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => current);
    tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      // The last run of a key drops it, so the map holds only keys with work queued.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};
