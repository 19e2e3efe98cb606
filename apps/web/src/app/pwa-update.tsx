import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { webTh } from '../messages/th';

/** registerType 'prompt': a new version waits until the member chooses to reload (never mid-bet). */
export const PwaUpdatePrompt = () => {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!needRefresh) return;
    toast(webTh.updateAvailable, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: webTh.updateNow, onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
};
