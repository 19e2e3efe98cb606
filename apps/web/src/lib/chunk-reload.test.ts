import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-reload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('chunk reload guard', () => {
  it('recognises the browsers’ chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;

    expect(reloadForChunkError({ now: t0, storage, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadForChunkError({ now: t0 + 59_999, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForChunkError({ now: t0 + 60_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the timestamp in sessionStorage by default', () => {
    const reload = vi.fn();
    expect(reloadForChunkError({ now: 5_000_000, reload })).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('5000000');
    expect(reloadForChunkError({ now: 5_000_001, reload })).toBe(false);
  });

  it('reloads on vite:preloadError and swallows that error only when it reloads', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const stop = installChunkReloadGuard(window, { reload, storage, now: 10_000_000 });
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    stop();
  });
});
