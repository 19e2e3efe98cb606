import { sportsOddsFormats } from '@chokdee/contracts';
import { cx } from '../../../lib/cx';
import { sportsText } from '../../../messages/sports';
import { useOddsFormatStore } from '../stores/odds-format-store';

/** MY / HK / ID / EU for handicaps and totals, kept on the device. */
export const OddsFormatSwitch = () => {
  const format = useOddsFormatStore((state) => state.format);
  const setFormat = useOddsFormatStore((state) => state.setFormat);
  return (
    <fieldset className="flex items-center gap-2" title={sportsText.oddsFormatHint}>
      <legend className="sr-only">{sportsText.oddsFormat}</legend>
      <span aria-hidden="true" className="text-xs text-white/60">
        {sportsText.oddsFormat}
      </span>
      <div className="flex rounded-lg bg-brand-950 p-0.5">
        {sportsOddsFormats.map((option) => (
          <label
            key={option}
            className={cx(
              'cursor-pointer rounded-md px-2.5 py-1 text-xs font-semibold',
              option === format ? 'bg-gold-400 text-brand-950' : 'text-white/70',
            )}
          >
            <input
              type="radio"
              name="sports-odds-format"
              value={option}
              checked={option === format}
              onChange={() => setFormat(option)}
              className="sr-only"
              aria-label={`${option} ${sportsText.oddsFormats[option]}`}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
