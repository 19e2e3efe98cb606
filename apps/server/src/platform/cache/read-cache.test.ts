import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

/** A load the test answers by hand, to put an invalidation in the middle of a read. */
const deferredLoads = () => {
  const pending: Array<{ key: string; resolve: (value: string) => void }> = [];
  let calls = 0;
  return {
    pending,
    calls: () => calls,
    load: (key: string) =>
      new Promise<string>((resolve) => {
        calls += 1;
        pending.push({ key, resolve });
      }),
  };
};

const cacheOver = (loads: ReturnType<typeof deferredLoads>, max = 100) =>
  createReadCache<string, string>({
    load: loads.load,
    tagOf: (key) => key.split(':')[0] as string,
    ttlMs: () => 60_000,
    max,
  });

describe('read cache', () => {
  it('serves a stored value without loading again, and shares one load between concurrent misses', async () => {
    const loads = deferredLoads();
    const cache = cacheOver(loads);
    const a = cache.get('m1:x');
    const b = cache.get('m1:x');
    loads.pending[0]?.resolve('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    expect(await cache.get('m1:x')).toBe('v1');
    expect(loads.calls()).toBe(1);
  });

  it('stale fill: a read that ran across an invalidation answers but is not stored', async () => {
    const loads = deferredLoads();
    const cache = cacheOver(loads);
    // The read started before the write committed and saw the old balance …
    const before = cache.get('m1:x');
    // … the write commits and invalidates the member while that read is still running …
    cache.invalidate(['m1']);
    // … a read that starts now must not join the stale one.
    const after = cache.get('m1:x');
    expect(loads.calls()).toBe(2);
    loads.pending[0]?.resolve('old');
    loads.pending[1]?.resolve('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('m1:x')).toBe('new');
    expect(loads.calls()).toBe(2);
  });

  it('stale fill without a later reader: the old value is never stored', async () => {
    const loads = deferredLoads();
    const cache = cacheOver(loads);
    const before = cache.get('m1:x');
    cache.invalidate(['m1']);
    loads.pending[0]?.resolve('old');
    expect(await before).toBe('old');
    const next = cache.get('m1:x');
    expect(loads.calls()).toBe(2);
    loads.pending[1]?.resolve('new');
    expect(await next).toBe('new');
  });

  it('drops every key of an invalidated tag and keeps the others', async () => {
    const loads = deferredLoads();
    const cache = cacheOver(loads);
    for (const key of ['m1:a', 'm1:b', 'm2:a']) {
      const read = cache.get(key);
      loads.pending.at(-1)?.resolve(`${key}@1`);
      await read;
    }
    cache.invalidate(['m1']);
    expect(cache.size).toBe(1);
    expect(await cache.get('m2:a')).toBe('m2:a@1');
    expect(loads.calls()).toBe(3);
  });

  it('a failed load is not remembered', async () => {
    let calls = 0;
    const cache = createReadCache<string, string>({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
        return 'ok';
      },
      tagOf: (key) => key,
      ttlMs: () => 60_000,
      max: 10,
    });
    await expect(cache.get('k')).rejects.toThrow('database down');
    expect(await cache.get('k')).toBe('ok');
  });

  it('keeps at most `max` entries and expires them after their TTL', async () => {
    let now = 0;
    let calls = 0;
    const cache = createReadCache<string, string>({
      load: async (key) => {
        calls += 1;
        return key;
      },
      tagOf: (key) => key,
      ttlMs: () => 1_000,
      max: 2,
      now: () => now,
    });
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    expect(cache.size).toBe(2);
    await cache.get('a');
    expect(calls).toBe(4);
    now = 1_001;
    await cache.get('a');
    expect(calls).toBe(5);
  });
});
