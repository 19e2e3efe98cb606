/**
 * The bonus account's share of money a stake earns or gets back (docs/domain/rewards.md §3 rule 1): a win or
 * refund of a stake `stakeSatang` of which `bonusStakeSatang` came from bonus pays
 * floor(amount × bonusStake / stake) to bonus and the rest to cash — rounding favours the member's
 * cash. (Settlement computes the same floor in SQL for its chunks.)
 */
export const bonusShareOf = (amountSatang: bigint, stakeSatang: bigint, bonusStakeSatang: bigint): bigint =>
  stakeSatang <= 0n || bonusStakeSatang <= 0n ? 0n : (amountSatang * bonusStakeSatang) / stakeSatang;
