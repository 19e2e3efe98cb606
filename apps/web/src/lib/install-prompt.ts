import { create } from 'zustand';

/** Chromium's install prompt event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type InstallState = { deferred: BeforeInstallPromptEvent | null };

/** Holds the browser's install offer so the sidebar's "install app" button can show it later. */
export const useInstallPromptStore = create<InstallState>()(() => ({ deferred: null }));

export const listenForInstallPrompt = (target: Window = window) => {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    useInstallPromptStore.setState({ deferred: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => useInstallPromptStore.setState({ deferred: null });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
};

/** Shows the browser's install dialog; the offer can be used once. */
export const promptInstall = async () => {
  const { deferred } = useInstallPromptStore.getState();
  if (!deferred) return;
  useInstallPromptStore.setState({ deferred: null });
  await deferred.prompt();
};
