import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeader } from './dialog-header';

/**
 * A dialog owned by the page that opens it (not bound to `?modal=`): a bottom sheet on a phone, a
 * centred box on a wide screen, over whatever is open.
 */
export const SheetDialog = ({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
}) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed inset-x-0 bottom-0 z-[70] flex max-h-[85dvh] flex-col rounded-t-2xl bg-brand-900 text-white shadow-2xl ring-1 ring-gold-400/30 outline-none md:inset-x-auto md:bottom-auto md:top-1/2 md:left-1/2 md:w-[min(440px,calc(100%-2rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
      >
        <DialogHeader title={title} />
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
