import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { uiTh } from '../../messages/ui';
import { Button } from './button';

/** Copies `text`, saying so (or that it failed) in a toast. */
export const copyWithToast = (text: string, messages: { copied: string; failed: string }) =>
  navigator.clipboard.writeText(text).then(
    () => toast.success(messages.copied),
    () => toast.error(messages.failed),
  );

const keepOpen = (event: Event) => event.preventDefault();

/**
 * A secret the server answers once (coupon codes, a game provider's or the bank feed's secret, a
 * staff member's reset password, a TOTP secret): shown with a warning and a copy button until the
 * staff member says they have copied it. Nothing else closes it — not Esc, not a click or focus
 * outside, and there is no ✕ — because closing drops the secret from memory and nothing can show
 * it again.
 */
export const ShownOnceDialog = ({
  title,
  warning,
  copyText,
  copyLabel = uiTh.copy,
  onAcknowledge,
  extraActions,
  children,
}: {
  title: string;
  warning: string;
  /** What the copy button puts on the clipboard (the secret, or every code one a line). */
  copyText: string;
  copyLabel?: string;
  /** The "I have copied it" button: the only way out. */
  onAcknowledge: () => void;
  /** More ways to keep it before the acknowledgement (e.g. a CSV download). */
  extraActions?: ReactNode;
  /** How the secret is shown. */
  children: ReactNode;
}) => (
  <Dialog.Root open>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" data-testid="shown-once-overlay" />
      <Dialog.Content
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[min(560px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl outline-none"
      >
        <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
          {warning}
        </Dialog.Description>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => void copyWithToast(copyText, { copied: uiTh.copied, failed: uiTh.copyFailed })}
          >
            {copyLabel}
          </Button>
          {extraActions}
          <Button onClick={onAcknowledge}>{uiTh.shownOnceAcknowledge}</Button>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
