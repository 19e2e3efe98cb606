import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import { formatBaht } from '../../../lib/format';
import { fillText, lotteryText } from '../../../messages/lottery';

type ConfirmFooterProps = {
  count: number;
  total: string;
  /** The confirm step is open (docs/domain/member-site.md §3's confirm modal). */
  confirming: boolean;
  onOpen: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** Why confirming is not possible now (closed numbers, closed round), if so. */
  blockedReason?: string;
};

/** The checkout footer: total, then a confirm step before the bill is placed. */
export const ConfirmFooter = ({
  count,
  total,
  confirming,
  onOpen,
  onCancel,
  onConfirm,
  busy,
  blockedReason,
}: ConfirmFooterProps) => (
  <div className="sticky bottom-0 z-10 -mx-3 mt-3 flex flex-col gap-2 border-t border-white/10 bg-brand-900/95 px-3 py-3 backdrop-blur">
    <div className="flex items-center justify-between text-sm">
      <span className="text-white/70">{fillText(lotteryText.lines, { count })}</span>
      <span className="font-bold text-gold-200">
        {lotteryText.total} <MoneyText amount={total} data-testid="checkout-total" />
      </span>
    </div>
    {blockedReason && <p className="text-sm text-red-300">{blockedReason}</p>}
    {confirming ? (
      <div role="alertdialog" aria-label={lotteryText.confirmTitle} className="flex flex-col gap-2">
        <p className="text-sm">{fillText(lotteryText.confirmText, { count, total: formatBaht(total) })}</p>
        <div className="flex gap-2">
          <Button variant="secondary" fullWidth onClick={onCancel} disabled={busy}>
            {lotteryText.cancel}
          </Button>
          <Button fullWidth onClick={onConfirm} loading={busy} disabled={Boolean(blockedReason)}>
            {lotteryText.confirm}
          </Button>
        </div>
      </div>
    ) : (
      <Button fullWidth onClick={onOpen} disabled={count === 0 || Boolean(blockedReason)}>
        {lotteryText.confirm}
      </Button>
    )}
  </div>
);
