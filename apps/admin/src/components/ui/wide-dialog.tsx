import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A dialog wide enough for a table or a long form (a product's bet types, a Yeekee market), open while rendered; its body scrolls on
 * a tablet. The caller puts the form and its buttons inside.
 */
export const WideDialog = ({
  title,
  description,
  onClose,
  busy = false,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  /** While a save runs, Esc and the overlay do not close it. */
  busy?: boolean;
  children: ReactNode;
}) => (
  <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[min(1040px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-5 shadow-xl outline-none">
        <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
