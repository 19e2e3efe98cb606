import { type DepositPromotionResult, fillMessage } from '@chokdee/contracts';
import { cx } from '../../../lib/cx';
import { formatBaht, formatThaiDate } from '../../../lib/format';
import { promotionText } from '../../../messages/promotions';

/**
 * What the last deposit made with a selected promotion got: the bonus and its target, or why no
 * bonus (below the minimum, not the first deposit of the day…) — a member never has to guess.
 */
export const LastDepositResult = ({ result }: { result: DepositPromotionResult }) => (
  <section
    aria-label={promotionText.lastDepositTitle}
    role="status"
    className={cx(
      'rounded-xl p-3 text-sm ring-1',
      result.granted
        ? 'bg-gold-400/10 text-gold-100 ring-gold-400/40'
        : 'bg-red-500/10 text-red-100 ring-red-400/40',
    )}
    data-testid="last-deposit-result"
  >
    <p>
      {result.granted
        ? fillMessage(promotionText.lastDepositGranted, {
            deposit: formatBaht(result.deposit),
            bonus: formatBaht(result.bonus),
            name: result.promotionName,
            target: formatBaht(result.turnoverTarget),
          })
        : fillMessage(promotionText.lastDepositRefused, {
            deposit: formatBaht(result.deposit),
            name: result.promotionName,
            reason: result.reason ?? '',
          })}
    </p>
    <p className="mt-1 text-xs opacity-70">{formatThaiDate(result.at)}</p>
  </section>
);
