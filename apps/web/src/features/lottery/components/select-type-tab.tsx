import { cx } from '../../../lib/cx';
import { lotteryText } from '../../../messages/lottery';

export type EntryMode = 'pad' | 'helpers';

/** How numbers are entered: the number pad or the number helpers (เลขชุด). */
export const SelectTypeTab = ({
  mode,
  onChange,
}: {
  mode: EntryMode;
  onChange: (mode: EntryMode) => void;
}) => (
  <div
    role="tablist"
    aria-label={lotteryText.selectType}
    className="mb-3 flex gap-2 rounded-xl bg-brand-950 p-1"
  >
    {(['pad', 'helpers'] as const).map((value) => (
      <button
        key={value}
        type="button"
        role="tab"
        aria-selected={mode === value}
        onClick={() => onChange(value)}
        className={cx(
          'flex-1 rounded-lg px-3 py-2 text-sm font-semibold',
          mode === value ? 'bg-gold-400 text-brand-950' : 'text-white/70',
        )}
      >
        {value === 'pad' ? lotteryText.typePad : lotteryText.typeHelpers}
      </button>
    ))}
  </div>
);
