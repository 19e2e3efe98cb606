import {
  formatAmount,
  type StatementFilter,
  type StatementLine,
  type StatementLineKind,
  type StatementPage,
  statementFilterKinds,
} from '@chokdee/contracts';
import { gameNamesOfRounds } from '#modules/games/index';
import { billNumbersOf } from '#modules/lottery/index';
import { memberStatementEntries, type StatementEntry, type TransferKind } from '#modules/wallet/index';
import type { DbOrTx } from '#platform/db/client';

/**
 * What each ledger transfer kind is on the member's statement. Total over the ledger's kinds, so a new
 * transfer kind does not compile until it has a line kind (WITHDRAW_PAID and RECEIVABLE_WRITE_OFF never
 * touch the cash or bonus account; they are mapped for completeness).
 */
export const lineKindOf: Record<TransferKind, StatementLineKind> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAW_HOLD: 'WITHDRAW',
  WITHDRAW_PAID: 'WITHDRAW',
  WITHDRAW_REJECTED: 'WITHDRAW_RETURNED',
  BET: 'BET',
  BET_CANCELLED: 'BILL_CANCELLED',
  BET_REFUNDED: 'BILL_REFUNDED',
  LOTTERY_WIN: 'WIN',
  LOTTERY_WIN_CORRECTION: 'WIN_CORRECTION',
  ADJUSTMENT: 'ADJUSTMENT',
  RECEIVABLE_SETTLED: 'RECEIVABLE_PAID',
  RECEIVABLE_WRITE_OFF: 'RECEIVABLE_PAID',
  YEEKEE_SHOOTER_REWARD: 'YEEKEE_REWARD',
  BONUS_GRANTED: 'BONUS_GRANTED',
  BONUS_CONVERTED: 'BONUS_CONVERTED',
  BONUS_FORFEITED: 'BONUS_FORFEITED',
  CASHBACK_CLAIMED: 'CASHBACK',
  REFERRAL_CLAIMED: 'REFERRAL',
  MISSION_CLAIMED: 'MISSION',
  GAME_BET: 'GAME',
  GAME_WIN: 'GAME',
  GAME_REFUND: 'GAME',
  GAME_WIN_REVERSED: 'GAME',
  GAME_PROMO: 'GAME',
  GAME_TIP: 'GAME',
  SPORTS_BET: 'SPORTS',
  SPORTS_WIN: 'SPORTS',
  SPORTS_REFUND: 'SPORTS',
  SPORTS_WIN_CORRECTION: 'SPORTS',
};

const transferKindsOf = (filter: StatementFilter): TransferKind[] =>
  (Object.keys(lineKindOf) as TransferKind[]).filter((kind) =>
    statementFilterKinds[filter].includes(lineKindOf[kind]),
  );

/**
 * Which line an entry belongs to. A game's entries (its stakes, wins, refunds) share their round's
 * line, a sports ticket's its ticket's; any other entries share one when they are the same kind, for the same thing, posted together
 * (a stake's cash and bonus legs). Entries join a line only when they are next to each other in the
 * member's own sequence, so each line's amount is exactly the step between its balance and the one
 * before.
 */
const lineKeyOf = (entry: StatementEntry): string =>
  lineKindOf[entry.kind] === 'GAME' || lineKindOf[entry.kind] === 'SPORTS'
    ? `round:${entry.causeType}:${entry.causeId}`
    : `${entry.kind}:${entry.causeType}:${entry.causeId}:${entry.createdAt.getTime()}`;

/** Consecutive entries (newest first) cut into lines, each line's entries newest first. */
const intoLines = (entries: readonly StatementEntry[]): StatementEntry[][] => {
  const lines: StatementEntry[][] = [];
  for (const entry of entries) {
    const line = lines.at(-1);
    const oldest = line?.at(-1);
    if (line && oldest && oldest.previousSeq === entry.seq && lineKeyOf(oldest) === lineKeyOf(entry))
      line.push(entry);
    else lines.push([entry]);
  }
  return lines;
};

type Deps = { db: DbOrTx };

/**
 * The member's statement (docs/modules/wallet-ledger.md, "Member statement"): the ledger's entries on their cash and
 * bonus accounts, newest first, as lines with the balance after each; keyset pages by the ledger's
 * `seq` (a page starts below the previous page's last line, so new entries never shift it).
 */
export const createStatementService = ({ db }: Deps) => {
  /** What the member recognises a line by: the bill's number, or the game's name. */
  const refsOf = async (operatorId: string, memberId: string, lines: StatementEntry[][]) => {
    const causes = (type: string) => [
      ...new Set(lines.flatMap(([newest]) => (newest?.causeType === type ? [newest.causeId] : []))),
    ];
    const [bills, games] = await Promise.all([
      billNumbersOf(db, operatorId, memberId, causes('lottery_bill')),
      gameNamesOfRounds(db, operatorId, memberId, causes('game_round')),
    ]);
    return (entry: StatementEntry): string | null =>
      (entry.causeType === 'lottery_bill' ? bills.get(entry.causeId) : undefined) ??
      (entry.causeType === 'game_round' ? games.get(entry.causeId) : undefined) ??
      null;
  };

  return {
    async page(
      operatorId: string,
      memberId: string,
      query: { cursor?: string | undefined; kind?: StatementFilter | undefined; pageSize: number },
    ): Promise<StatementPage> {
      const kinds = query.kind ? transferKindsOf(query.kind) : undefined;
      // Enough entries for a page of lines in one read, most of the time (a line is 1–2 entries).
      const chunk = Math.max(2 * (query.pageSize + 1), 50);
      const entries: StatementEntry[] = [];
      let beforeSeq = query.cursor === undefined ? undefined : BigInt(query.cursor);
      for (;;) {
        const read = await memberStatementEntries(db, operatorId, memberId, {
          ...(beforeSeq === undefined ? {} : { beforeSeq }),
          ...(kinds ? { kinds } : {}),
          limit: chunk,
        });
        entries.push(...read);
        const lines = intoLines(entries);
        const last = read.at(-1);
        // One line more than the page proves the page's last line complete and another page behind it.
        const more = lines.length > query.pageSize;
        if (more || read.length < chunk || !last) {
          const shown = lines.slice(0, query.pageSize);
          const refOf = await refsOf(operatorId, memberId, shown);
          return {
            data: shown.map((line) => lineOf(line, refOf)),
            nextCursor: more ? String(shown.at(-1)?.at(-1)?.seq) : null,
          };
        }
        beforeSeq = last.seq;
      }
    },
  };
};
export type StatementService = ReturnType<typeof createStatementService>;

const lineOf = (
  entries: StatementEntry[],
  refOf: (entry: StatementEntry) => string | null,
): StatementLine => {
  const [newest] = entries as [StatementEntry, ...StatementEntry[]];
  const sum = (of: readonly StatementEntry[]) => of.reduce((total, entry) => total + entry.changeSatang, 0n);
  return {
    id: String(newest.seq),
    kind: lineKindOf[newest.kind],
    amount: formatAmount(sum(entries)),
    bonusAmount: formatAmount(sum(entries.filter((entry) => entry.account === 'BONUS'))),
    balanceAfter: formatAmount(newest.balanceAfterSatang),
    at: newest.createdAt.toISOString(),
    ref: refOf(newest),
  };
};
