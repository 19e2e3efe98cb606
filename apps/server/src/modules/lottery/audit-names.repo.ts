import { sql } from 'drizzle-orm';
import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { lotteryProducts } from './product/product.tables';
import { lotteryRounds } from './round/round.tables';

/** The audit log's names of rounds (product and round code; the page is found by the code) and products (SQL only). */
export const lotteryAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'lottery_round',
    table: lotteryRounds,
    id: lotteryRounds.id,
    operatorId: lotteryRounds.operatorId,
    name: sql<string>`(select p.name from lottery_products p where p.id = ${lotteryRounds.productId}) || ' ' || ${lotteryRounds.roundCode}`,
    key: lotteryRounds.roundCode,
  }),
  rowNamer({
    type: 'lottery_product',
    table: lotteryProducts,
    id: lotteryProducts.id,
    operatorId: lotteryProducts.operatorId,
    name: lotteryProducts.name,
    key: lotteryProducts.code,
  }),
];
