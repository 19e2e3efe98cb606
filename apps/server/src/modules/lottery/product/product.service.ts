import {
  type BetTypeCode,
  formatAmount,
  type LottoList,
  type LottoProduct,
  type LottoResultsPage,
  type RoundDetail,
  type RoundSummary,
} from '@chokdee/contracts';
import { betTypeNamesTh, winSatang } from '@chokdee/lottery';
import { AppError } from '#platform/http/app-error';
import { type LotteryDeps, rateText } from '../lottery.deps';
import type { NumberRuleRow, RoundRepo, RoundRow } from '../round/round.repo';
import { resultView, roundNameOf } from '../round/round-view';
import type { ProductBetTypeRow, ProductRow } from './product.repo';

/** A round's detail before its answer is built (`roundDetailSource`); `exposures` null for an OPEN round. */
export type RoundDetailSource = {
  round: RoundRow;
  product: ProductRow;
  betTypes: ProductBetTypeRow[];
  rules: NumberRuleRow[];
  exposures: Awaited<ReturnType<RoundRepo['exposures']>> | null;
};

const summary = (product: ProductRow, round: RoundRow): RoundSummary => ({
  roundCode: round.roundCode,
  roundName: roundNameOf(product, round.roundCode),
  openAt: round.openAt.toISOString(),
  closeAt: round.closeAt.toISOString(),
  status: round.status,
});

/** The catalogue as members read it: products with their rates and current round, and a round's detail. */
export const createProductService = ({ db, clock, products, rounds }: LotteryDeps) => ({
  /** Enabled products in display order; `currentRound` = the open round closing first, else the next scheduled. */
  async listProducts(operatorId: string): Promise<LottoList> {
    const now = clock.now();
    const rows = await products.enabledProducts(db, operatorId);
    const betTypes = await products.enabledBetTypes(
      db,
      rows.map((row) => row.id),
    );
    const upcoming = await rounds.currentRounds(db, operatorId, now);
    const latest = await rounds.latestSettledRounds(
      db,
      rows.map((row) => row.id),
    );
    const data: LottoProduct[] = rows.map((product) => {
      const current = upcoming.find((round) => round.productId === product.id);
      return {
        code: product.code,
        productName: product.name,
        group: product.group,
        resultFormat: product.resultFormat,
        logoUrl: product.logoUrl,
        options: betTypes
          .filter((bt) => bt.productId === product.id)
          .map((bt) => ({
            betType: bt.betType,
            priceList: [{ betName: betTypeNamesTh[bt.betType], payOutPrice: rateText(bt.rate) }],
          })),
        currentRound: current ? summary(product, current) : null,
        latestResult: (() => {
          const last = latest.find((entry) => entry.round.productId === product.id);
          return last ? resultView(last) : null;
        })(),
      };
    });
    return { data };
  },

  /** Settled rounds' results, newest first, of every product or of one (an unknown code is PRODUCT_NOT_FOUND). */
  async listResults(
    operatorId: string,
    query: { productCode?: string; pageNo: number; pageSize: number },
  ): Promise<LottoResultsPage> {
    let productId: string | undefined;
    if (query.productCode) {
      const product = await products.findProductByCode(db, operatorId, query.productCode);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      productId = product.id;
    }
    const { rows, total } = await rounds.settledRoundsPage(db, operatorId, productId, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { data: rows.map(resultView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  },

  /**
   * What a round's detail is made of: the round, its product, bet types and number rules, and its
   * exposures unless the round is OPEN (then they change with every bill: `roundDetailOf` reads them
   * at answer time). Cacheable: everything here changes only through writes that invalidate the catalogue.
   */
  async roundDetailSource(operatorId: string, roundCode: string): Promise<RoundDetailSource> {
    const round = await rounds.findRoundByCode(db, operatorId, roundCode);
    if (!round) throw new AppError('ROUND_NOT_FOUND');
    const product = await products.findProduct(db, round.productId);
    if (!product) throw new Error(`round ${round.id} has no product`);
    const betTypes = await products.enabledBetTypes(db, [product.id]);
    const rules = await rounds.numberRules(db, round.id);
    const exposures = round.status === 'OPEN' ? null : await rounds.exposures(db, round.id);
    return { round, product, betTypes, rules, exposures };
  },

  /**
   * A round's bet types with rates and limits, its closed numbers (closed by staff, or so full that
   * not even the minimum stake fits under the cap) and its reduced-rate numbers.
   */
  async roundDetailOf({
    round,
    product,
    betTypes,
    rules,
    exposures,
  }: RoundDetailSource): Promise<RoundDetail> {
    const byType = new Map<BetTypeCode, ProductBetTypeRow>(betTypes.map((bt) => [bt.betType, bt]));
    const closed = new Map<string, { betType: BetTypeCode; number: string }>();
    for (const rule of rules) if (rule.kind === 'CLOSED') closed.set(`${rule.betType}:${rule.number}`, rule);
    for (const exposure of exposures ?? (await rounds.exposures(db, round.id))) {
      const bt = byType.get(exposure.betType);
      if (!bt) continue;
      const room = bt.liabilityCapSatang - exposure.liabilitySatang;
      if (winSatang(bt.minStakeSatang, bt.rate, 1) > room)
        closed.set(`${exposure.betType}:${exposure.number}`, exposure);
    }
    return {
      roundCode: round.roundCode,
      roundName: roundNameOf(product, round.roundCode),
      productCode: product.code,
      productName: product.name,
      status: round.status,
      openAt: round.openAt.toISOString(),
      closeAt: round.closeAt.toISOString(),
      betTypes: betTypes.map((bt) => ({
        betType: bt.betType,
        betName: betTypeNamesTh[bt.betType],
        payOutPrice: rateText(bt.rate),
        minBet: formatAmount(bt.minStakeSatang),
        maxBet: formatAmount(bt.maxStakeSatang),
      })),
      closedNumbers: [...closed.values()].map(({ betType, number }) => ({ betType, number })),
      reducedNumbers: rules
        .filter((rule) => rule.kind === 'REDUCED' && rule.reducedRate !== null)
        .map((rule) => ({
          betType: rule.betType,
          number: rule.number,
          payOutPrice: rateText(rule.reducedRate ?? ''),
        })),
    };
  },

  async roundDetail(operatorId: string, roundCode: string): Promise<RoundDetail> {
    return this.roundDetailOf(await this.roundDetailSource(operatorId, roundCode));
  },
});
export type ProductService = ReturnType<typeof createProductService>;
