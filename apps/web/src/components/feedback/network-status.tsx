import { useEffect, useRef } from 'react';
import { cx } from '../../lib/cx';
import { useOnlineStatus } from '../../lib/online-status';
import { toast } from '../../lib/toast';
import { webTh } from '../../messages/th';

/** A toast when the connection comes back after being lost (mounted once, beside the app). */
export const BackOnlineToast = () => {
  const isOnline = useOnlineStatus();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!isOnline) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success(webTh.backOnline);
    }
  }, [isOnline]);

  return null;
};

/**
 * The banner while offline. Each layout places it in the page's flow under its header, so it pushes
 * the page down instead of lying over the heading; `className` makes it stick there while scrolling.
 */
export const OfflineBanner = ({ className }: { className?: string }) => {
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <div role="alert" className={cx('bg-red-700 px-4 py-2 text-center text-sm text-white shadow', className)}>
      {webTh.offline}
    </div>
  );
};
