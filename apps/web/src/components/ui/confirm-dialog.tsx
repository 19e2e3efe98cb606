import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, the dialog's accessible name. */
  title: ReactNode;
  /** What will happen, read after the title. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  confirmVariant?: ButtonVariant;
  loading?: boolean;
};

/**
 * Asks before an action that cannot be taken back (a Radix dialog with the `alertdialog` role, over
 * whatever is open). Focus starts on the safe answer; Esc and the overlay answer "no".
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmVariant = 'danger',
  loading = false,
}: ConfirmDialogProps) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
      <Dialog.Content
        role="alertdialog"
        className="fixed top-1/2 left-1/2 z-[70] w-[min(360px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-brand-900 p-4 text-white shadow-2xl ring-1 ring-gold-400/30 outline-none"
      >
        <Dialog.Title className="text-lg font-bold text-gold-200">{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-2 text-sm text-white/80">{description}</div>
        </Dialog.Description>
        <div className="mt-4 flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary" autoFocus>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
