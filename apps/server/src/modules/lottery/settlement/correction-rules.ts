import { sql } from 'drizzle-orm';
import type { WalletService } from '#modules/wallet/index';
import type { DbOrTx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';

/** The ledger kind of a correction's transfers (their cause is the round). */
export const CORRECTION_KIND = 'LOTTERY_WIN_CORRECTION' as const;

/** jsonb reorders keys: compare results by their keys sorted. */
export const sameJson = (a: unknown, b: unknown): boolean => {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => (x < y ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
};

/**
 * What the ledger has paid each member for the round so far: the `LOTTERY_WIN` transfers of its
 * settled bills (a win's bonus share counts as paid) plus every earlier correction of the round
 * (the receivable's part too). The correction and its preview both read it here.
 */
export const paidForRound = async (
  wallet: Pick<WalletService, 'netToMembers'>,
  db: DbOrTx,
  operatorId: string,
  roundId: string,
): Promise<Map<string, bigint>> => {
  const billIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text from lottery_bills where round_id = ${roundId} and status = 1`),
  ).map((row) => row.id);
  return wallet.netToMembers(db, operatorId, [
    { kind: 'LOTTERY_WIN', causeType: 'lottery_bill', causeIds: billIds, withBonus: true },
    {
      kind: CORRECTION_KIND,
      causeType: 'lottery_round',
      causeIds: [roundId],
      withReceivable: true,
      withBonus: true,
    },
  ]);
};

/** Each member's new entitlement minus what was paid (positive: the member is owed; negative: owes). */
export const differences = (
  entitled: Map<string, bigint>,
  paid: Map<string, bigint>,
): Array<[memberId: string, differenceSatang: bigint]> =>
  [...new Set([...entitled.keys(), ...paid.keys()])]
    .sort((a, b) => (a < b ? -1 : 1))
    .map((memberId) => [memberId, (entitled.get(memberId) ?? 0n) - (paid.get(memberId) ?? 0n)]);

/**
 * How a claw-back of `owed` is taken: the member's bonus first (money the house gave), then cash,
 * never below zero; what the wallet cannot cover is the shortfall (it becomes their receivable).
 */
export const clawBackSplit = (
  owed: bigint,
  held: { cash: bigint; bonus: bigint },
): { fromBonus: bigint; fromCash: bigint; shortfall: bigint } => {
  const bonus = held.bonus > 0n ? held.bonus : 0n;
  const cash = held.cash > 0n ? held.cash : 0n;
  const fromBonus = bonus < owed ? bonus : owed;
  const cashOwed = owed - fromBonus;
  const fromCash = cash < cashOwed ? cash : cashOwed;
  return { fromBonus, fromCash, shortfall: owed - fromBonus - fromCash };
};
