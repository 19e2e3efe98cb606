import type { AutoApproveRuleRow } from './finance.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a withdrawal passes the rule's amount and member-age conditions (the daily count is
 * checked in the transaction, under the member's lock). Edges pass: exactly `maxAmount`, and a
 * member registered exactly `minMemberAgeDays` × 24 h before `now`.
 */
export const passesAutoApproveRule = (
  rule: Pick<AutoApproveRuleRow, 'enabled' | 'maxAmountSatang' | 'minMemberAgeDays'>,
  input: { amountSatang: bigint; registeredAt: Date; now: Date },
): boolean =>
  rule.enabled &&
  input.amountSatang <= rule.maxAmountSatang &&
  input.now.getTime() - input.registeredAt.getTime() >= rule.minMemberAgeDays * DAY_MS;
