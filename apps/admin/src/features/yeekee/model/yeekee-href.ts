import { generatePath } from 'react-router';
import { paths } from '../../../config/paths';

/** A market's rounds of a business date ("/lottery/yeekee/YK?date=2026-11-24"); no date: its current day. */
export const marketRoundsHref = (code: string, date?: string) =>
  `${generatePath(paths.yeekeeMarketRounds, { code })}${date ? `?date=${date}` : ''}`;

/** A round's shot list ("/lottery/yeekee/YK/rounds/YK2026112401"). */
export const roundShotsHref = (code: string, roundCode: string) =>
  generatePath(paths.yeekeeRoundShots, { code, roundCode });

/** The round's page of the lottery calendar (its bills' exposure, status). */
export const lotteryRoundHref = (roundCode: string) => generatePath(paths.lotteryRound, { roundCode });

/**
 * The business date in a round code: the market code, YYYYMMDD, then the round number
 * ("YK5" + "20261124" + "001" → "2026-11-24"); undefined when the code does not start with it.
 */
export const businessDateOfRound = (marketCode: string, roundCode: string): string | undefined => {
  const digits = roundCode.startsWith(marketCode)
    ? roundCode.slice(marketCode.length, marketCode.length + 8)
    : '';
  return /^[0-9]{8}$/.test(digits)
    ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`
    : undefined;
};
