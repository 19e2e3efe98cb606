import type { LottoResult } from '@chokdee/contracts';
import {
  type DerivedResult,
  publishedResult,
  type RawResult,
  type ResultFormat,
  roundIsoDate,
  roundName,
} from '@chokdee/lottery';
import { bangkokDate, type StoredSchedule } from '../lottery.jobs';
import type { ProductRow } from '../product/product.repo';
import type { SettledRoundRow } from './round.repo';

/** A round's name as members say it (`roundName`), by its product's schedule kind. */
export const roundNameOf = (
  product: Pick<ProductRow, 'code' | 'name' | 'schedule'>,
  roundCode: string,
): string =>
  roundName({
    kind: (product.schedule as StoredSchedule).kind,
    productCode: product.code,
    productName: product.name,
    roundCode,
  });

/**
 * A settled round's result as members read it (`lottoResultSchema`), headlined as the round itself
 * shows it: a Yeekee round by its R (the round page's figure, which a CLASSIC sum may make longer than
 * the 5 digits its 3 ตัวบน and 2 ตัวล่าง come from).
 */
export const resultView = ({ round, product, yeekeeR }: SettledRoundRow): LottoResult => {
  const derived = round.resultDerived as DerivedResult;
  return {
    roundCode: round.roundCode,
    roundName: roundNameOf(product, round.roundCode),
    productCode: product.code,
    productName: product.name,
    // A code made by the schedule carries the round's date; the close's Bangkok date otherwise.
    drawDate: roundIsoDate(product.code, round.roundCode) ?? bangkokDate(round.closeAt),
    result: yeekeeR ?? publishedResult(product.resultFormat as ResultFormat, round.resultRaw as RawResult),
    top3: derived.top3,
    top2: derived.top2,
    bottom2: derived.bottom2,
    ...(derived.front3 ? { front3: derived.front3 } : {}),
    ...(derived.back3 ? { back3: derived.back3 } : {}),
  };
};
