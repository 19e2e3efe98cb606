import { useLoadingOverlayStore } from '../../lib/loading-overlay';
import { webTh } from '../../messages/th';

/** Covers the page while a call that asked for it runs (`api.post(..., { overlay: true })`). */
export const LoadingOverlay = () => {
  const isShown = useLoadingOverlayStore((state) => state.holders > 0);
  if (!isShown) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] grid place-items-center bg-black/60 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-gold-300 border-t-transparent"
        />
        <span className="text-gold-100">{webTh.loading}</span>
      </div>
    </div>
  );
};
