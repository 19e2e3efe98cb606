import type { ResultFormat } from './bet-types';
import type { RawResultByFormat } from './derive-result';

/** "21792.10" → "21,792.10"; the sign and decimals kept. */
const withSeparators = (figure: string): string => {
  const [whole = '', decimals] = figure.split('.');
  const sign = /^[+-]/.test(whole) ? whole.slice(0, 1) : '';
  const digits = whole.slice(sign.length).replace(/\B(?=([0-9]{3})+(?![0-9]))/g, ',');
  return decimals === undefined ? `${sign}${digits}` : `${sign}${digits}.${decimals}`;
};

const published: { [F in ResultFormat]: (raw: RawResultByFormat[F]) => string } = {
  GLO: (raw) => raw.first,
  LAO: (raw) => raw.number,
  HANOI: (raw) => raw.special,
  STOCK: (raw) => withSeparators(raw.close),
  TOP_BOTTOM: (raw) => raw.top3,
  YEEKEE: (raw) => raw.top3,
};

/**
 * The figure a result sheet headlines, as members read it: GLO the 6-digit first prize, LAO the
 * number drawn, HANOI the 5-digit special prize, STOCK the close with thousands separators
 * ("21,792.10"), TOP_BOTTOM and YEEKEE the 3 top digits. Expects a raw result `parseRawResult` accepted.
 */
export const publishedResult = <F extends ResultFormat>(format: F, raw: RawResultByFormat[F]): string =>
  published[format](raw);
