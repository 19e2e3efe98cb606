import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { webTh } from '../../messages/th';

/** A dialog's title bar: its accessible name on the left, the × close button on the right. */
export const DialogHeader = ({ title }: { title: ReactNode }) => (
  <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
    <Dialog.Title className="text-lg font-bold text-gold-200">{title}</Dialog.Title>
    <Dialog.Close
      aria-label={webTh.close}
      className="grid size-9 place-items-center rounded-full text-white/80 hover:bg-white/10"
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        ×
      </span>
    </Dialog.Close>
  </div>
);
