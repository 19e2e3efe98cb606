/**
 * Defaults of the operator's adjustment rules (used while the operator has no `adjustment_settings`
 * row). The threshold is GLI-19's second person on manual adjustments at ฿5,000. The
 * daily cap is ฿50,000 per staff member: ten adjustments at the threshold, far above a normal
 * day's corrections (a missed deposit, a goodwill credit of a few hundred baht), while one
 * compromised or careless account can move at most that much before the daily report shows it.
 */
export const adjustmentDefaults = {
  approvalThresholdSatang: 500_000n,
  dailyCapSatang: 5_000_000n,
} as const;
