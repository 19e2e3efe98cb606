import type { GameCategory, WageringCategory } from '@chokdee/contracts';

/**
 * The catalogue of domain events and their payloads (docs/architecture.md#domain-events-the-outbox). Payloads are JSON: money
 * is satang as a decimal integer string ("12345" = 123.45 baht), times are ISO-8601 UTC.
 * A consumer reads only what is here; a new fact is a new entry, never a changed one.
 */
type Satang = string;

/** A bill's lines of one bet type, summed: what turnover, cashback and referral read. */
export type SettledBetTypeLines = {
  betType: string;
  lines: number;
  stakeSatang: Satang;
  winSatang: Satang;
  /**
   * The member's lines of this bet type in this round cover ≥ 70% of its numbers (docs/domain/rewards.md §2):
   * they count 0 toward turnover, cashback and referral income.
   */
  covering: boolean;
};

type BillFacts = {
  billId: string;
  billNo: string;
  roundId: string;
  roundCode: string;
  productCode: string;
  category: Extract<WageringCategory, 'LOTTERY' | 'YEEKEE'>;
  stakeSatang: Satang;
  /** The part staked from the bonus account. */
  bonusStakeSatang: Satang;
  placedAt: string;
};

/** A provider game round's figures as settled (docs/domain/games.md §2 rule 8). */
type GameRoundFacts = {
  roundId: string;
  providerCode: string;
  providerRoundId: string;
  gameCode: string;
  category: GameCategory;
  stakeSatang: Satang;
  /** The part staked from the bonus account. */
  bonusStakeSatang: Satang;
  winSatang: Satang;
  /** The part of the win paid to the bonus account. */
  bonusWinSatang: Satang;
  openedAt: string;
};

export type DomainEventPayloads = {
  'member.registered': {
    memberId: string;
    loginName: string;
    registeredAt: string;
    referralCode: string | null;
    agentCode: string | null;
    sourceRef: string | null;
  };
  /**
   * A member logged in (a password login or a refreshed session on a new Bangkok day): the
   * missions' login streak and the referral rule on shared login addresses read it.
   */
  'member.logged_in': { memberId: string; loggedInAt: string; ip: string | null };
  /** The member changed their profile; `complete` when every profile field is filled (missions). */
  'member.profile_updated': { memberId: string; updatedAt: string; complete: boolean };
  'bill.placed': BillFacts & { lines: number };
  /** Published once per bill when settlement pays it (winner or loser). */
  'bill.settled': BillFacts & {
    settledAt: string;
    winSatang: Satang;
    /** The part of the win paid to the bonus account (pro rata to the bonus stake). */
    bonusWinSatang: Satang;
    byBetType: SettledBetTypeLines[];
  };
  /** The member cancelled a pending bill (stake back). */
  'bill.cancelled': BillFacts & { cancelledAt: string };
  /**
   * Staff cancelled the round or a Yeekee round was voided: the stake went back. `wasSettled`: the
   * bill had settled before (its turnover, if counted, is un-counted).
   */
  'bill.refunded': BillFacts & { refundedAt: string; reason: string; wasSettled: boolean };
  /** A result correction changed a settled bill's win by `deltaWinSatang` (signed). */
  'bill.win_corrected': BillFacts & { correctedAt: string; deltaWinSatang: Satang; winSatang: Satang };
  /** A member's shot into a Yeekee round was accepted (missions: N shots in rounds where you bet). */
  'yeekee.shot': { shotId: string; roundId: string; roundCode: string; memberId: string; shotAt: string };
  /**
   * A provider game round closed (its win paid; `settle` numbers the settlements of the round, from
   * 1): turnover, cashback, referral, VIP and missions count it like a settled bill, under the game's
   * category.
   */
  'game.round_settled': GameRoundFacts & { settledAt: string; settle: number };
  /**
   * A settled round was reversed (unsettle, void, rollback): the figures of its settlement `settle`
   * are taken back on `reversedAt`'s day. `reopened`: the round is open again (a later
   * `game.round_settled` counts it anew); otherwise it was voided for good.
   */
  'game.round_reversed': GameRoundFacts & { reversedAt: string; settle: number; reopened: boolean };
  'deposit.credited': {
    depositId: string;
    paymentRef: string;
    amountSatang: Satang;
    /** The member's cash just before this credit (docs/domain/rewards.md §3 rule 5: the take threshold). */
    cashBeforeSatang: Satang;
    /** How many deposits the member had credited before this one (0: their first). */
    previousDeposits: number;
    /** How many deposits the member had credited earlier on the same Bangkok day. */
    depositsEarlierToday: number;
    creditedAt: string;
  };
  'withdrawal.requested': {
    withdrawalId: string;
    paymentRef: string;
    amountSatang: Satang;
    requestedAt: string;
  };
  'withdrawal.paid': { withdrawalId: string; paymentRef: string; amountSatang: Satang; paidAt: string };
  'withdrawal.rejected': {
    withdrawalId: string;
    paymentRef: string;
    amountSatang: Satang;
    rejectedAt: string;
    reason: string | null;
  };
};
export type DomainEventType = keyof DomainEventPayloads;
export const domainEventTypes = [
  'member.registered',
  'member.logged_in',
  'member.profile_updated',
  'yeekee.shot',
  'bill.placed',
  'bill.settled',
  'bill.cancelled',
  'bill.refunded',
  'bill.win_corrected',
  'game.round_settled',
  'game.round_reversed',
  'deposit.credited',
  'withdrawal.requested',
  'withdrawal.paid',
  'withdrawal.rejected',
] as const satisfies readonly DomainEventType[];
