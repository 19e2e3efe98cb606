import type { TransferRequest } from '#modules/wallet/index';

type StakedBill = { id: string; memberId: string; totalSatang: bigint; bonusStakeSatang: bigint };

/**
 * The transfers giving a bill's stake back BETS → member (a cancel, a round cancel, a void): what
 * came from cash back to cash under `key`, what came from bonus back to bonus under `{key}:bonus`
 * (docs/domain/rewards.md §3 rule 1), each only when above zero.
 */
export const stakeBackTransfers = (
  operatorId: string,
  bill: StakedBill,
  kind: 'BET_CANCELLED' | 'BET_REFUNDED',
  key: string,
): TransferRequest[] => {
  const cashSatang = bill.totalSatang - bill.bonusStakeSatang;
  const leg = (account: 'MEMBER_WALLET' | 'BONUS', amountSatang: bigint, idempotencyKey: string) => ({
    operatorId,
    kind,
    debit: { house: 'BETS' as const },
    credit: { memberId: bill.memberId, kind: account },
    amountSatang,
    causeType: 'lottery_bill',
    causeId: bill.id,
    idempotencyKey,
  });
  return [
    ...(cashSatang > 0n ? [leg('MEMBER_WALLET', cashSatang, key)] : []),
    ...(bill.bonusStakeSatang > 0n ? [leg('BONUS', bill.bonusStakeSatang, `${key}:bonus`)] : []),
  ];
};
