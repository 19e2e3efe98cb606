import { staffRealtimeEvents } from '@chokdee/contracts';
import { listenToStaffEvents } from '../../../lib/staff-socket';

/** Subscribes the reconciliation report to new findings (a module edge: tests replace it). */
export const subscribeReconciliationPush = (token: string, onFinding: () => void) =>
  listenToStaffEvents(
    token,
    [staffRealtimeEvents.payoutReconciliationIssue],
    onFinding,
    'payout reconciliation',
  );
