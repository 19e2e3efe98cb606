import type { RoundDetail } from '@chokdee/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import type { SheetDialog as EagerSheetDialog } from '../../../components/ui/sheet-dialog';
import { useMemberId } from '../../../lib/auth-store';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { fillText, lotteryText } from '../../../messages/lottery';
import { billQueryOptions } from '../api/get-bill';
import { getOrderHistory } from '../api/get-order-history';
import { lotteryKeys } from '../api/query-keys';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { NUMBER_SET_NAME_MAX, type NumberSet, useNumberSetsStore } from '../stores/number-sets-store';

/** The quick amounts a member taps instead of typing (baht). */
const LoadedSheetDialog = lazy(() =>
  import('../../../components/ui/sheet-dialog').then((module) => ({ default: module.SheetDialog })),
);

/**
 * The sheet, its code (Radix Dialog, ~18 kB) fetched when it first opens: the buy page's first load
 * does not wait for a dialog no one has asked for yet.
 */
const SheetDialog = (props: ComponentProps<typeof EagerSheetDialog>) =>
  props.open ? (
    <Suspense fallback={null}>
      <LoadedSheetDialog {...props} />
    </Suspense>
  ) : null;

export const QUICK_AMOUNTS = ['5', '10', '20', '50', '100'] as const;
/** How many of the member's recent bills of the product โพยเก่า offers. */
const OLD_BILLS_SHOWN = 10;
/** One empty list for every guest or member without sets (a new [] per read would re-render forever). */
const NO_SETS: readonly NumberSet[] = [];

/** One choice of a pick list: what it is on the left, its buttons on the right. */
const PickRow = ({
  title,
  detail,
  children,
}: {
  title: ReactNode;
  detail: ReactNode;
  children: ReactNode;
}) => (
  <li className="flex items-center justify-between gap-2 rounded-lg bg-brand-800 p-2 ring-1 ring-white/10">
    <div className="min-w-0 text-sm">
      <p className="truncate font-num font-semibold">{title}</p>
      <p className="font-num text-xs text-white/60">{detail}</p>
    </div>
    {children}
  </li>
);

/** 5 / 10 / 20 / 50 / 100: sets the default amount of the numbers added next. */
export const QuickAmounts = ({ value, onPick }: { value: string; onPick: (amount: string) => void }) => (
  <fieldset aria-label={lotteryText.quickAmounts} className="flex flex-wrap gap-2">
    {QUICK_AMOUNTS.map((amount) => {
      const asMoney = `${amount}.00`;
      const pressed = value === asMoney;
      return (
        <button
          key={amount}
          type="button"
          aria-pressed={pressed}
          onClick={() => onPick(asMoney)}
          className={cx(
            'h-9 min-w-12 rounded-lg px-3 font-num font-semibold ring-1',
            pressed ? 'bg-gold-400 text-brand-950 ring-gold-300' : 'bg-brand-800 text-white ring-white/15',
          )}
        >
          {amount}
        </button>
      );
    })}
  </fieldset>
);

/** The member's newest bills (pending and settled, first page of each), newest first. */
const useRecentBills = (enabled: boolean) =>
  useQuery({
    queryKey: [...lotteryKeys.orderHistory, 'recent'],
    queryFn: async ({ signal }) => {
      const [pending, settled] = await Promise.all([
        getOrderHistory(0, 1, { signal }),
        getOrderHistory(1, 1, { signal }),
      ]);
      return [...pending.items, ...settled.items].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    },
    enabled,
  });

/** โพยเก่า: one of the member's recent bills of this product, its numbers and amounts into the slip. */
export const OldBillsButton = ({ round }: { round: RoundDetail }) => {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const addLines = useBetSlipStore((state) => state.addLines);
  const recent = useRecentBills(open);
  const bills = (recent.data ?? [])
    .filter((bill) => bill.name === round.productName)
    .slice(0, OLD_BILLS_SHOWN);

  const reuse = async (billNo: string) => {
    setLoading(billNo);
    try {
      const bill = await queryClient.fetchQuery(billQueryOptions(billNo));
      const count = addLines(bill.lines.map(({ betType, number, amount }) => ({ betType, number, amount })));
      if (count === 0) toast.error(fillText(lotteryText.oldBillNothing, { billNo }));
      else toast.success(fillText(lotteryText.oldBillAdded, { count, billNo }));
      setOpen(false);
    } catch {
      toast.error(lotteryText.historyFailed);
    } finally {
      setLoading(null);
    }
  };

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {lotteryText.oldBills}
      </Button>
      <SheetDialog open={open} onOpenChange={setOpen} title={lotteryText.oldBills}>
        <p className="mb-3 text-sm text-white/70">
          {fillText(lotteryText.oldBillsHint, { product: round.productName })}
        </p>
        {recent.isPending ? (
          <p className="text-sm text-white/70">{lotteryText.historyLoading}</p>
        ) : recent.isError ? (
          <div className="flex items-center gap-3 text-sm text-red-300">
            <p>{lotteryText.historyFailed}</p>
            <Button size="sm" variant="secondary" onClick={() => void recent.refetch()}>
              {lotteryText.retry}
            </Button>
          </div>
        ) : bills.length === 0 ? (
          <p className="text-sm text-white/70">{lotteryText.oldBillsEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {bills.map((bill) => (
              <PickRow
                key={bill.billNo}
                title={bill.billNo}
                detail={
                  <>
                    {formatThaiDate(bill.createdDate)} · <MoneyText amount={bill.totalOrderAmount} />
                  </>
                }
              >
                <Button
                  size="sm"
                  aria-label={fillText(lotteryText.useOldBill, { billNo: bill.billNo })}
                  loading={loading === bill.billNo}
                  disabled={loading !== null}
                  onClick={() => void reuse(bill.billNo)}
                >
                  {lotteryText.useOldBillShort}
                </Button>
              </PickRow>
            ))}
          </ul>
        )}
      </SheetDialog>
    </>
  );
};

/** ชุดเลข: save the slip under a name (this member, this device) and load a saved set back. */
export const NumberSetsButton = () => {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const memberId = useMemberId();
  const sets = useNumberSetsStore((state) => (memberId ? (state.byMember[memberId] ?? NO_SETS) : NO_SETS));
  const save = useNumberSetsStore((state) => state.save);
  const remove = useNumberSetsStore((state) => state.remove);
  const betList = useBetSlipStore((state) => state.betList);
  const addLines = useBetSlipStore((state) => state.addLines);
  if (!memberId) return null;

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {lotteryText.numberSets}
      </Button>
      <SheetDialog open={open} onOpenChange={setOpen} title={lotteryText.numberSets}>
        <form
          className="mb-4 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim() || betList.length === 0) return;
            save(
              memberId,
              name,
              betList.map(({ betType, number, buyAmount }) => ({ betType, number, amount: buyAmount })),
            );
            toast.success(fillText(lotteryText.numberSetSaved, { name: name.trim() }));
            setName('');
          }}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <span>{lotteryText.numberSetName}</span>
            <input
              value={name}
              maxLength={NUMBER_SET_NAME_MAX}
              placeholder={lotteryText.numberSetNamePlaceholder}
              onChange={(event) => setName(event.target.value)}
              className="h-10 w-full min-w-0 rounded-lg bg-brand-950 px-3 text-base ring-1 ring-white/20 focus:outline-none focus:ring-gold-300"
            />
          </label>
          {/* Its label on one line beside the name field (a wrapped label spills out of the fixed height). */}
          <Button
            type="submit"
            size="md"
            className="shrink-0 whitespace-nowrap"
            disabled={!name.trim() || betList.length === 0}
          >
            {lotteryText.saveNumberSet}
          </Button>
        </form>
        <p className="mb-2 text-xs text-white/60">{lotteryText.numberSetsHint}</p>
        {sets.length === 0 ? (
          <p className="text-sm text-white/70">{lotteryText.numberSetsEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {sets.map((entry) => (
              <PickRow
                key={entry.id}
                title={entry.name}
                detail={`${fillText(lotteryText.numberSetLines, { count: entry.lines.length })} · ${entry.lines
                  .slice(0, 6)
                  .map((line) => line.number)
                  .join(' ')}`}
              >
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    aria-label={fillText(lotteryText.useNumberSet, { name: entry.name })}
                    onClick={() => {
                      const count = addLines(entry.lines);
                      toast.success(fillText(lotteryText.numberSetAdded, { count, name: entry.name }));
                      setOpen(false);
                    }}
                  >
                    {lotteryText.useShort}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={fillText(lotteryText.removeNumberSet, { name: entry.name })}
                    onClick={() => remove(memberId, entry.id)}
                  >
                    {lotteryText.removeShort}
                  </Button>
                </div>
              </PickRow>
            ))}
          </ul>
        )}
      </SheetDialog>
    </>
  );
};
