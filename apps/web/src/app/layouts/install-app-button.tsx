import { DownloadIcon } from '../../components/ui/icons';
import { promptInstall, useInstallPromptStore } from '../../lib/install-prompt';
import { webTh } from '../../messages/th';

/** Shown only when the browser offers to install the site as an app. */
export const InstallAppButton = () => {
  const canInstall = useInstallPromptStore((state) => state.deferred !== null);
  if (!canInstall) return null;
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-gold-400 px-3 py-2.5 font-semibold text-brand-950 hover:bg-gold-300"
    >
      <DownloadIcon className="size-5" />
      {webTh.installApp}
    </button>
  );
};
