import type { RoundDetail } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import { formatBaht } from '../../../lib/format';
import { fillText, lotteryText } from '../../../messages/lottery';

/** The rules text of a round, built from its bet types' rates and limits. */
export const ruleTextOf = (round: RoundDetail): string =>
  round.betTypes
    .map(
      (entry) =>
        `${entry.betName || betTypeNamesTh[entry.betType]}: ${lotteryText.rate} ${entry.payOutPrice}, ${fillText(
          lotteryText.minMax,
          { min: formatBaht(entry.minBet), max: formatBaht(entry.maxBet) },
        )}`,
    )
    .join('\n');

/** Beside the pad (under it on a phone): the round's rules — rates, limits, reduced numbers. */
export const Sidebar = ({ round }: { round: RoundDetail }) => (
  <aside aria-label={lotteryText.rules} className="rounded-xl bg-brand-800 p-3 text-sm ring-1 ring-white/10">
    <h2 className="mb-2 font-bold text-gold-200">{lotteryText.rules}</h2>
    <table className="w-full text-left text-xs">
      <tbody>
        {round.betTypes.map((entry) => (
          <tr key={entry.betType} className="border-b border-white/5">
            <th scope="row" className="py-1 font-normal">
              {entry.betName || betTypeNamesTh[entry.betType]}
            </th>
            <td className="py-1">
              {lotteryText.rate} {entry.payOutPrice}
            </td>
            <td className="py-1 text-white/60">
              {fillText(lotteryText.minMax, { min: formatBaht(entry.minBet), max: formatBaht(entry.maxBet) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    {round.reducedNumbers.length > 0 && (
      <p className="mt-2 text-xs text-amber-100">
        {round.reducedNumbers
          .map((entry) => `${betTypeNamesTh[entry.betType]} ${entry.number} (${entry.payOutPrice})`)
          .join(', ')}
      </p>
    )}
  </aside>
);
