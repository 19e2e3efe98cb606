/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Reloading fetches the
 * new build; the guard allows one reload per 60 s so a chunk that is really broken cannot loop.
 */
export const CHUNK_RELOAD_KEY = 'chokdee:chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

export const isChunkLoadError = (error: unknown): boolean => {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name} ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
};

type GuardDeps = {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
};

/** Reloads the page unless it already did so in the last 60 s; says whether it reloaded. */
export const reloadForChunkError = ({
  now = Date.now(),
  storage = sessionStorage,
  reload = () => window.location.reload(),
}: GuardDeps = {}): boolean => {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage blocked: fall through and reload once; the browser's own loop guard still applies.
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
};

/** Vite fires `vite:preloadError` when a lazy chunk fails to load; reload instead of showing an error. */
export const installChunkReloadGuard = (target: Window = window, deps: GuardDeps = {}) => {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError({ ...deps, now: deps.now ?? Date.now() })) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
};
