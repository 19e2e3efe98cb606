import type { AdminNumberRules, BetTypeCode } from '@chokdee/contracts';
import { isValidBetNumber } from '@chokdee/lottery';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { DbOrTx, Tx } from '#platform/db/client';
import { AppError, fieldAppError } from '#platform/http/app-error';
import { type LotteryDeps, rateText } from '../lottery.deps';
import type { RoundRow } from './round.repo';

type Deps = Pick<LotteryDeps, 'db' | 'products' | 'rounds' | 'catalogue'> & {
  audit: Pick<AuditLog, 'record'>;
};

export type NumberRuleInput = { kind: 'CLOSED' | 'REDUCED'; reducedRate?: string | undefined };

/** Rates are numeric(12,4) strings; compare them exactly, as integers of 1/10000. */
const rateUnits = (rate: string): bigint => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
};

/**
 * Closed (เลขปิด) and reduced-rate (เลขอั้น) numbers of a round, managed by staff (lottery, owner)
 * while the round takes bills. A change row-locks the round, so it waits for bills in flight (they
 * share-lock it) and applies to every bill after it; lines already placed keep their snapshotted rate.
 */
export const createNumberRuleService = (deps: Deps) => {
  const { db, products, rounds, audit } = deps;
  const roundOf = async (tx: Tx, operatorId: string, roundCode: string): Promise<RoundRow> => {
    const round = await rounds.lockRoundByCode(tx, operatorId, roundCode);
    if (!round) throw new AppError('ROUND_NOT_FOUND');
    return round;
  };

  const view = async (dbOrTx: DbOrTx, round: RoundRow): Promise<AdminNumberRules> => {
    const normal = new Map(
      (await products.enabledBetTypes(dbOrTx, [round.productId])).map((bt) => [bt.betType, bt.rate] as const),
    );
    return {
      roundCode: round.roundCode,
      status: round.status,
      rules: (await rounds.numberRules(dbOrTx, round.id)).map((rule) => ({
        betType: rule.betType,
        number: rule.number,
        kind: rule.kind,
        payOutPrice: rule.reducedRate === null ? null : rateText(rule.reducedRate),
        normalPayOutPrice: rateText(normal.get(rule.betType) ?? '0'),
      })),
    };
  };

  /** The rule's reduced rate (null for CLOSED): it must pay less than the bet type's own rate. */
  const reducedRateOf = (rule: NumberRuleInput, normalRate: string): string | null => {
    const reducedRate = rule.kind === 'REDUCED' ? (rule.reducedRate ?? '') : null;
    if (reducedRate !== null && (reducedRate === '' || rateUnits(reducedRate) >= rateUnits(normalRate)))
      throw fieldAppError('REDUCED_RATE_INVALID', 'reducedRate');
    return reducedRate;
  };

  /** The round's bet type as offered, or BET_TYPE_NOT_OFFERED. */
  const offered = async (tx: Tx, round: RoundRow, betType: BetTypeCode) => {
    const found = (await products.enabledBetTypes(tx, [round.productId])).find(
      (bt) => bt.betType === betType,
    );
    if (!found) throw fieldAppError('BET_TYPE_NOT_OFFERED', 'betType');
    return found;
  };

  const assertTakingBills = (round: RoundRow) => {
    if (round.status !== 'SCHEDULED' && round.status !== 'OPEN') throw new AppError('ROUND_STATE_INVALID');
  };

  return {
    async list(operatorId: string, roundCode: string): Promise<AdminNumberRules> {
      const round = await rounds.findRoundByCode(db, operatorId, roundCode);
      if (!round) throw new AppError('ROUND_NOT_FOUND');
      return view(db, round);
    },

    /** Closes a number or sets its reduced rate (below the bet type's rate); replaces an earlier rule. */
    async put(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      key: { betType: BetTypeCode; number: string },
      rule: NumberRuleInput,
    ): Promise<AdminNumberRules> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await roundOf(tx, staff.operatorId, roundCode);
        assertTakingBills(round);
        const betType = await offered(tx, round, key.betType);
        if (!isValidBetNumber(key.betType, key.number))
          throw fieldAppError('NUMBER_INVALID_FOR_BET_TYPE', 'number');
        const reducedRate = reducedRateOf(rule, betType.rate);
        const before = (await rounds.numberRules(tx, round.id)).find(
          (r) => r.betType === key.betType && r.number === key.number,
        );
        await rounds.upsertNumberRule(tx, { roundId: round.id, ...key, kind: rule.kind, reducedRate });
        await audit.record(tx, {
          staff,
          action: 'lottery.number.set',
          targetType: 'lottery_round',
          targetId: round.id,
          before: before ? { ...key, kind: before.kind, reducedRate: before.reducedRate } : null,
          after: { ...key, kind: rule.kind, reducedRate },
          ip,
        });
        return view(tx, round);
      });
    },

    /**
     * Closes or reduces many numbers of one bet type at once (a pasted list or a template), all or
     * none: one number that does not fit the bet type refuses the lot, naming it. Duplicates count
     * once; one audit row lists them.
     */
    async putMany(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      input: { betType: BetTypeCode; numbers: string[] } & NumberRuleInput,
    ): Promise<AdminNumberRules> {
      const numbers = [...new Set(input.numbers)];
      const misfits = numbers.filter((number) => !isValidBetNumber(input.betType, number));
      if (misfits.length > 0)
        throw new AppError('NUMBERS_INVALID_FOR_BET_TYPE', {
          params: { numbers: misfits.slice(0, 20).join(', ') },
          data: { field: 'numbers', numbers: misfits },
        });
      return db.transaction(async (tx) => {
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await roundOf(tx, staff.operatorId, roundCode);
        assertTakingBills(round);
        const betType = await offered(tx, round, input.betType);
        const reducedRate = reducedRateOf(input, betType.rate);
        for (const number of numbers)
          await rounds.upsertNumberRule(tx, {
            roundId: round.id,
            betType: input.betType,
            number,
            kind: input.kind,
            reducedRate,
          });
        await audit.record(tx, {
          staff,
          action: 'lottery.number.bulk_set',
          targetType: 'lottery_round',
          targetId: round.id,
          after: { betType: input.betType, kind: input.kind, reducedRate, numbers: numbers.join(' ') },
          ip,
        });
        return view(tx, round);
      });
    },

    /** Reopens a number at the bet type's rate. */
    async remove(
      staff: AuthenticatedStaff,
      ip: string,
      roundCode: string,
      key: { betType: BetTypeCode; number: string },
    ): Promise<AdminNumberRules> {
      return db.transaction(async (tx) => {
        // The members' catalogue (lotto list, results, round detail) is dropped on every node at commit.
        deps.catalogue?.changed(tx, [staff.operatorId]);
        const round = await roundOf(tx, staff.operatorId, roundCode);
        assertTakingBills(round);
        const removed = await rounds.deleteNumberRule(tx, { roundId: round.id, ...key });
        if (!removed) throw new AppError('NUMBER_RULE_NOT_FOUND');
        await audit.record(tx, {
          staff,
          action: 'lottery.number.remove',
          targetType: 'lottery_round',
          targetId: round.id,
          before: { ...key, kind: removed.kind, reducedRate: removed.reducedRate },
          after: null,
          ip,
        });
        return view(tx, round);
      });
    },
  };
};
export type NumberRuleService = ReturnType<typeof createNumberRuleService>;
