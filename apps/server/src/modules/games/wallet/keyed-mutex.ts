/**
 * An in-process queue per key: `run` starts `work` once every earlier run of the same key has
 * finished. The in-process half of the wallet's per-member serialisation: on PGlite (one session)
 * advisory locks cannot tell two calls of one process apart, and on PostgreSQL it keeps a member's
 * calls from holding several pool connections that would only wait on each other's locks.
 */
export const createKeyedMutex = () => {
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
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};
