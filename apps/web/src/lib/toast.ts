import type { toast as sonnerToast } from 'sonner';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { onTestReset } from './module-state';

type Sonner = typeof import('sonner');
type SonnerToast = typeof sonnerToast;

let loaded: SonnerToast | undefined;
let loading: Promise<Sonner | undefined> | undefined;
const waiting: Array<(toast: SonnerToast) => void> = [];
onTestReset(() => {
  loaded = undefined;
  loading = undefined;
  waiting.length = 0;
});

/**
 * Sonner (the toasts and their `Toaster`) is fetched after the first paint, not in the first chunk.
 * A toast asked for before it arrives is shown as soon as it does; a chunk that fails to load
 * reloads the page under the same once-per-60-s guard as the other chunks.
 */
export const loadSonner = (): Promise<Sonner | undefined> => {
  loading ??= import('sonner').then(
    (module: Sonner | undefined) => {
      // Vite resolves `undefined` when the chunk reload guard has taken over.
      if (!module) return undefined;
      loaded = module.toast;
      for (const show of waiting.splice(0)) show(module.toast);
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      if (isChunkLoadError(error)) reloadForChunkError();
      return undefined;
    },
  );
  return loading;
};

const show = (call: (toast: SonnerToast) => void): void => {
  if (loaded) {
    call(loaded);
    return;
  }
  waiting.push(call);
  void loadSonner();
};

/** Sonner's `toast` for the calls the app makes, safe to call before sonner loads (arguments passed as given). */
export const toast = Object.assign((...args: Parameters<SonnerToast>) => show((t) => t(...args)), {
  success: (...args: Parameters<SonnerToast['success']>) => show((t) => t.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => show((t) => t.error(...args)),
  info: (...args: Parameters<SonnerToast['info']>) => show((t) => t.info(...args)),
  dismiss: (...args: Parameters<SonnerToast['dismiss']>) => show((t) => t.dismiss(...args)),
});
