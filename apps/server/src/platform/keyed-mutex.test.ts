import { describe, expect, it } from 'vitest';
import { createKeyedMutex } from './keyed-mutex';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createKeyedMutex', () => {
  it('runs racing callers of one key one after the other, in arrival order', async () => {
    const run = createKeyedMutex();
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    // Each run reads, yields, then writes: without exclusion the increments would be lost.
    let counter = 0;
    const calls = Array.from({ length: 20 }, (_, i) =>
      run('member-1', async () => {
        inside += 1;
        most = Math.max(most, inside);
        const read = counter;
        await tick();
        counter = read + 1;
        order.push(i);
        inside -= 1;
        return i;
      }),
    );
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(1);
    expect(counter).toBe(20);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('lets different keys run at the same time', async () => {
    const run = createKeyedMutex();
    let releaseA: () => void = () => undefined;
    const a = run('a', () => new Promise<string>((resolve) => (releaseA = () => resolve('a'))));
    // 'b' finishes while 'a' is still held.
    await expect(run('b', async () => 'b')).resolves.toBe('b');
    releaseA();
    await expect(a).resolves.toBe('a');
  });

  it('passes a failure to its own caller only and goes on with the next run of the key', async () => {
    const run = createKeyedMutex();
    const seen: string[] = [];
    const failing = run('k', async () => {
      await tick();
      seen.push('first');
      throw new Error('boom');
    });
    const throwingSync = run('k', () => {
      seen.push('second');
      throw new Error('sync boom');
    });
    const next = run('k', async () => {
      seen.push('third');
      return 'ok';
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(throwingSync).rejects.toThrow('sync boom');
    await expect(next).resolves.toBe('ok');
    expect(seen).toEqual(['first', 'second', 'third']);
  });

  it('a later caller waits for a run already in progress', async () => {
    const run = createKeyedMutex();
    let release: () => void = () => undefined;
    let secondStarted = false;
    const first = run('k', () => new Promise<void>((resolve) => (release = resolve)));
    const second = run('k', async () => {
      secondStarted = true;
    });
    await tick();
    await tick();
    expect(secondStarted).toBe(false);
    release();
    await first;
    await second;
    expect(secondStarted).toBe(true);
  });
});
