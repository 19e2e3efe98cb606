import type { RoundDetail } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import { cx } from '../../../lib/cx';
import { formatBaht } from '../../../lib/format';
import { fillText, lotteryText } from '../../../messages/lottery';
import type { BetLine } from '../utils/slip';
import { isAmountOutOfRange, isClosedNumber, isReducedNumber } from '../utils/slip';
import { AmountInput } from './amount-input';

type OrderListProps = {
  lines: readonly BetLine[];
  round: RoundDetail | null;
  onAmount: (betId: string, amount: string) => void;
  onAllAmounts: (amount: string) => void;
  onRemove: (betId: string) => void;
  onClear: () => void;
  /** The line the server refused (0-based), highlighted. */
  badLineIndex?: number;
};

/** The slip: each line with its amount, rate and payout; closed and reduced-rate numbers marked. */
export const OrderList = ({
  lines,
  round,
  onAmount,
  onAllAmounts,
  onRemove,
  onClear,
  badLineIndex,
}: OrderListProps) => {
  // The same-amount box shows the first line's amount until the member types one. (Read at render:
  // the slip is empty when this mounts on the buy page, so a useState initial value would stay 1.00.)
  const [typedSame, setSame] = useState<string | null>(null);
  const same = typedSame ?? lines[0]?.buyAmount ?? '1.00';
  if (lines.length === 0)
    return <p className="py-4 text-center text-sm text-white/60">{lotteryText.slipEmpty}</p>;
  return (
    <section aria-label={lotteryText.slip} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-950 p-2 text-sm">
        <span>{lotteryText.sameAmount}</span>
        <AmountInput value={same} onCommit={setSame} label={lotteryText.sameAmount} />
        <Button size="sm" variant="secondary" onClick={() => onAllAmounts(same)}>
          {lotteryText.applySameAmount}
        </Button>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
          {lotteryText.clearSlip}
        </Button>
      </div>
      <ul className="flex flex-col gap-1">
        {lines.map((line, index) => {
          const closed = isClosedNumber(round, line.betType, line.number);
          const reduced = isReducedNumber(round, line.betType, line.number);
          const bad = index === badLineIndex;
          const outOfRange = isAmountOutOfRange(round, line);
          const limits = round?.betTypes.find((entry) => entry.betType === line.betType);
          return (
            <li
              key={line.betId}
              data-testid="slip-line"
              data-closed={closed || undefined}
              data-reduced={reduced || undefined}
              aria-invalid={bad || undefined}
              className={cx(
                'flex flex-wrap items-center gap-2 rounded-lg bg-brand-800 px-2 py-1.5 ring-1 ring-white/10',
                closed && 'bg-red-900/40 ring-red-400/60',
                reduced && !closed && 'ring-amber-300/60',
                bad && 'ring-2 ring-red-500',
              )}
            >
              <span className="w-24 text-xs text-white/70">{betTypeNamesTh[line.betType]}</span>
              <span className="w-12 font-num text-lg font-bold text-gold-200">{line.number}</span>
              <AmountInput
                value={line.buyAmount}
                onCommit={(amount) => onAmount(line.betId, amount)}
                label={`${lotteryText.amount} ${betTypeNamesTh[line.betType]} ${line.number}`}
                invalid={bad || outOfRange}
              />
              <span className="text-xs text-white/70">
                ×{line.rewardPrice} = {lotteryText.payOutTotal} <MoneyText amount={line.payOutTotal} />
              </span>
              {closed && (
                <span className="rounded-full bg-red-500/30 px-2 text-xs text-red-100">
                  {lotteryText.closedNumber}
                </span>
              )}
              {reduced && !closed && (
                <span className="rounded-full bg-amber-400/20 px-2 text-xs text-amber-100">
                  {fillText(lotteryText.reducedNumber, { rate: line.rewardPrice })}
                </span>
              )}
              {outOfRange && limits && (
                <span className="text-xs text-red-300">
                  {fillText(lotteryText.minMax, {
                    min: formatBaht(limits.minBet),
                    max: formatBaht(limits.maxBet),
                  })}
                </span>
              )}
              {bad && <span className="text-xs font-semibold text-red-300">{lotteryText.badLine}</span>}
              <button
                type="button"
                onClick={() => onRemove(line.betId)}
                aria-label={`${lotteryText.removeLine} ${betTypeNamesTh[line.betType]} ${line.number}`}
                className="ml-auto grid size-8 place-items-center rounded-full text-white/70 hover:bg-white/10"
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
