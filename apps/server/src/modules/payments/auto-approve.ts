import type { AutoApproveWaitReason } from '@chokdee/contracts';
import type { AutoApproveRuleRow } from './finance.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

type Rule = Pick<AutoApproveRuleRow, 'enabled' | 'maxAmountSatang' | 'minMemberAgeDays'>;

/** Whether the member is old enough for the rule: registered at least `minMemberAgeDays` × 24 h before `now`. */
const oldEnough = (rule: Rule, registeredAt: Date, now: Date): boolean =>
  now.getTime() - registeredAt.getTime() >= rule.minMemberAgeDays * DAY_MS;

/**
 * Whether a withdrawal passes the rule's amount and member-age conditions (the daily count is
 * checked in the transaction, under the member's lock). Edges pass: exactly `maxAmount`, and a
 * member registered exactly `minMemberAgeDays` × 24 h before `now`.
 */
export const passesAutoApproveRule = (
  rule: Rule,
  input: { amountSatang: bigint; registeredAt: Date; now: Date },
): boolean =>
  rule.enabled &&
  input.amountSatang <= rule.maxAmountSatang &&
  oldEnough(rule, input.registeredAt, input.now);

/** Whether the member may still be auto-approved today, with `approvedToday` auto-approvals since Bangkok midnight. */
export const hasAutoApprovalLeft = (
  rule: Pick<AutoApproveRuleRow, 'maxPerDay'>,
  approvedToday: number,
): boolean => approvedToday < rule.maxPerDay;

/**
 * What the rule means for this member's next request, by the conditions `requestWithdrawal` applies:
 * approved at once up to `upToSatang`, else waiting for staff; or every request waits, and why.
 */
export const autoApproveOutlook = (
  rule: (Rule & Pick<AutoApproveRuleRow, 'maxPerDay'>) | undefined,
  input: { registeredAt: Date; now: Date; approvedToday: number },
): { upToSatang: bigint | null; waitReason: AutoApproveWaitReason | null } => {
  if (!rule?.enabled) return { upToSatang: null, waitReason: 'RULE_OFF' };
  if (!oldEnough(rule, input.registeredAt, input.now))
    return { upToSatang: null, waitReason: 'MEMBER_TOO_NEW' };
  if (!hasAutoApprovalLeft(rule, input.approvedToday))
    return { upToSatang: null, waitReason: 'DAILY_COUNT_USED' };
  return { upToSatang: rule.maxAmountSatang, waitReason: null };
};
