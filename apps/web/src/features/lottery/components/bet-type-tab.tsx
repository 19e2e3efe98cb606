import type { RoundDetail } from '@chokdee/contracts';
import { type BetType, betTypeNamesTh } from '@chokdee/lottery';
import { cx } from '../../../lib/cx';
import { lotteryText } from '../../../messages/lottery';

/** The round's bet types as tabs, each with its rate (บาทละ …). */
export const BetTypeTab = ({
  betTypes,
  value,
  onChange,
}: {
  betTypes: RoundDetail['betTypes'];
  value: BetType;
  onChange: (betType: BetType) => void;
}) => (
  <div
    role="tablist"
    aria-label={lotteryText.betTypes}
    className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
  >
    {betTypes.map((entry) => (
      <button
        key={entry.betType}
        type="button"
        role="tab"
        aria-selected={value === entry.betType}
        onClick={() => onChange(entry.betType)}
        className={cx(
          'rounded-lg px-2 py-2 text-sm ring-1',
          value === entry.betType
            ? 'bg-gold-400 font-semibold text-brand-950 ring-gold-300'
            : 'bg-brand-800 text-white ring-white/10',
        )}
      >
        <span className="block">{entry.betName || betTypeNamesTh[entry.betType]}</span>
        <span className="block text-xs opacity-80">
          {lotteryText.rate} {entry.payOutPrice}
        </span>
      </button>
    ))}
  </div>
);
