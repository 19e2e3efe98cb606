import { useEffect, useState } from 'react';
import { cx } from '../../lib/cx';
import { useProgressStore } from '../../lib/progress';

/** A thin bar at the top of the page while API calls run: gold while loading, red when one failed. */
export const ProgressBar = () => {
  const status = useProgressStore((state) => state.status);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (status === 'loading') {
      setVisible(true);
      return;
    }
    if (status === 'idle') return;
    const timer = setTimeout(() => setVisible(false), status === 'failed' ? 800 : 300);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div
      aria-hidden="true"
      data-status={status}
      className={cx(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 transition-opacity duration-300',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div
        className={cx(
          'h-full transition-[width] ease-out',
          status === 'failed' ? 'bg-red-500' : 'bg-gold-300',
          status === 'loading'
            ? 'w-4/5 duration-[3000ms]'
            : status === 'idle'
              ? 'w-0'
              : 'w-full duration-200',
        )}
      />
    </div>
  );
};
