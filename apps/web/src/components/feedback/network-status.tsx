import { useEffect, useRef } from 'react';
import { useOnlineStatus } from '../../lib/online-status';
import { toast } from '../../lib/toast';
import { webTh } from '../../messages/th';

/** A banner while offline and a toast when the connection comes back. */
export const NetworkStatus = () => {
  const isOnline = useOnlineStatus();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!isOnline) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success(webTh.backOnline);
    }
  }, [isOnline]);

  if (isOnline) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-[62px] z-40 bg-red-700 px-4 py-2 text-center text-sm text-white shadow"
    >
      {webTh.offline}
    </div>
  );
};
