import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { ModalId } from '../../config/paths';
import { cx } from '../../lib/cx';
import { useModal } from '../../lib/modal-url';
import { DialogHeader } from './dialog-header';

export type ModalProps = {
  /** The `?modal=` id (or ids, e.g. deposit + withdraw) this dialog is open for. */
  id: ModalId | readonly ModalId[];
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read by screen readers after the title; visible under it. */
  description?: ReactNode;
  /** `fullscreen` fills the phone screen (deposit / withdraw). */
  variant?: 'default' | 'fullscreen';
  children: ReactNode;
  /** Content under the body that stays in view (buttons). */
  footer?: ReactNode;
  className?: string;
};

/**
 * A Radix dialog bound to the URL: open while `?modal=` is one of `id`; closing (×, Esc, overlay,
 * Back) removes the parameter.
 */
export const Modal = ({
  id,
  title,
  description,
  variant = 'default',
  children,
  footer,
  className,
}: ModalProps) => {
  const { currentModal, closeModal } = useModal();
  const ids: readonly ModalId[] = typeof id === 'string' ? [id] : id;
  const open = currentModal !== null && ids.includes(currentModal);
  const fullscreen = variant === 'fullscreen';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) closeModal();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed z-50 flex flex-col bg-brand-900 text-white shadow-2xl outline-none',
            fullscreen
              ? 'inset-0 md:inset-y-6 md:left-1/2 md:w-[min(720px,calc(100%-2rem))] md:-translate-x-1/2 md:rounded-2xl'
              : 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl md:inset-x-auto md:bottom-auto md:top-1/2 md:left-1/2 md:w-[min(480px,calc(100%-2rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl',
            'ring-1 ring-gold-400/30',
            className,
          )}
        >
          <DialogHeader title={title} />
          {description && (
            <Dialog.Description className="px-4 pt-3 text-sm text-white/70">{description}</Dialog.Description>
          )}
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer && <div className="border-t border-white/10 px-4 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
