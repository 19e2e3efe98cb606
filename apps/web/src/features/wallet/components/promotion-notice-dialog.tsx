import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TurnoverCard } from '../../../components/ui/turnover-card';
import { walletText } from '../../../messages/th';
import { promotionNotice, usePromotionNotice } from '../stores/promotion-notice-store';

/**
 * docs/domain/member-site.md §8: a refused withdrawal under an active promotion explains why, with its turnover progress.
 * `actions` (the app passes the forfeit button) sit between the card and "understood".
 */
export const PromotionNoticeDialog = ({ actions }: { actions?: ReactNode }) => {
  const notice = usePromotionNotice((state) => state.notice);
  return (
    <Dialog.Root
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) promotionNotice.dismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(420px,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl bg-brand-900 p-4 text-white ring-1 ring-gold-400/30"
        >
          <Dialog.Title className="text-lg font-bold text-gold-200">
            {walletText.promotionNoticeTitle}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-white/80">
            {walletText.promotionNoticeBody}
          </Dialog.Description>
          {notice && (
            <TurnoverCard
              promotionName={notice.promotionName}
              currentTurnover={notice.currentTurnover}
              turnoverTarget={notice.turnoverTarget}
            />
          )}
          {actions}
          <Dialog.Close asChild>
            <Button fullWidth>{walletText.understood}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
