import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { apiMessage } from '../../lib/api-client';
import { adminTh } from '../../messages/th';
import { Alert } from './alert';
import { Button } from './button';

export type ActionDialogProps = {
  /** Cancel, Esc, the overlay, or the caller after success. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: string;
  /** What will happen, in a sentence the staff member confirms. */
  description: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** The action's mutation: while it runs the buttons wait; its refusal shows in Thai. */
  mutation: { isPending: boolean; error: unknown };
  /** The form's submit (e.g. react-hook-form's `handleSubmit(...)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Form fields, if the action needs input (a bank reference, a reason). */
  children?: ReactNode;
  /** A `data-testid` for the confirm button, for end-to-end tests that cannot tell dialogs apart by text. */
  confirmTestId?: string;
};

/**
 * A confirmation for an action that changes money or accounts, open while rendered: a Radix dialog
 * holding a form, so Enter confirms and Esc cancels; the server's refusal is shown inside it.
 */
export const ActionDialog = ({
  onClose,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  mutation,
  onSubmit,
  children,
  confirmTestId,
}: ActionDialogProps) => {
  const pending = mutation.isPending;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !pending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(480px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white shadow-xl outline-none">
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
            {children}
            {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  {adminTh.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone} loading={pending} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
