import {
  betTypeCodes,
  type LottoProduct,
  productGroups,
  type RoundDetail,
  resultFormatCodes,
  roundStatuses,
} from '@chokdee/contracts';
import { isMoneyString } from '../../../lib/money-guard';
import { arrayOf, guard, isString, matching, nullable, objectOf, oneOf, optional } from '../../../lib/shape';

/**
 * `lottoListSchema` and `roundDetailSchema` (contracts `lottery.ts`) as zod-free checks: the lottery
 * list (home page and `/lotto`) and the buy page read these on their first load, where contracts'
 * schemas and the zod runtime would cost ~40 kB and a long task before the first paint. A test keeps
 * each check agreeing with its schema.
 */
const rate = matching(/^\d+(\.\d{1,4})?$/);
const betType = oneOf(betTypeCodes);
const status = oneOf(roundStatuses);

const roundSummary = objectOf({
  roundCode: isString,
  roundName: isString,
  openAt: isString,
  closeAt: isString,
  status,
});

const lottoResult = objectOf({
  roundCode: isString,
  roundName: isString,
  productCode: isString,
  productName: isString,
  drawDate: isString,
  result: isString,
  top3: isString,
  top2: isString,
  bottom2: isString,
  front3: optional(arrayOf(isString)),
  back3: optional(arrayOf(isString)),
});

const lottoProduct = objectOf({
  code: isString,
  productName: isString,
  group: oneOf(productGroups),
  resultFormat: oneOf(resultFormatCodes),
  logoUrl: isString,
  options: arrayOf(
    objectOf({
      betType: optional(betType),
      priceList: arrayOf(objectOf({ betName: isString, payOutPrice: rate })),
    }),
  ),
  currentRound: nullable(roundSummary),
  latestResult: nullable(lottoResult),
});

export const isLottoList = guard<{ data: LottoProduct[] }>(objectOf({ data: arrayOf(lottoProduct) }));

export const isRoundDetail = guard<RoundDetail>(
  objectOf({
    roundCode: isString,
    roundName: isString,
    productCode: isString,
    productName: isString,
    status,
    openAt: isString,
    closeAt: isString,
    betTypes: arrayOf(
      objectOf({
        betType,
        betName: isString,
        payOutPrice: rate,
        minBet: isMoneyString,
        maxBet: isMoneyString,
      }),
    ),
    closedNumbers: arrayOf(objectOf({ betType, number: isString })),
    reducedNumbers: arrayOf(objectOf({ betType, number: isString, payOutPrice: rate })),
  }),
);
