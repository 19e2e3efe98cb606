import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { toast } from 'sonner';

/** Copies `text`, saying so (or that it failed) in a toast. */
export const copyWithToast = (text: string, messages: { copied: string; failed: string }) =>
  navigator.clipboard.writeText(text).then(
    () => toast.success(messages.copied),
    () => toast.error(messages.failed),
  );

/**
 * A secret the server answers once (a bank-feed secret, a campaign's coupon codes): shown with a
 * warning until the staff member closes it; closing drops it from memory, nothing can show it again.
 * A stray click outside does not close it before it is copied.
 */
export const ShownOnceDialog = ({
  title,
  warning,
  onClose,
  children,
  actions,
}: {
  title: string;
  warning: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons; wrap the closing one in `Dialog.Close` or call `onClose`. */
  actions: ReactNode;
}) => (
  <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <Dialog.Content
        onPointerDownOutside={(event) => event.preventDefault()}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[min(560px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl outline-none"
      >
        <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
          {warning}
        </Dialog.Description>
        {children}
        <div className="flex flex-wrap justify-end gap-2">{actions}</div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
