import { staffRealtimeEvents } from '@chokdee/contracts';
import { listenToStaffEvents } from '../../../lib/staff-socket';

/** The staff events that move the queue: a new request, or a change by staff. */
export const withdrawalEvents = [
  staffRealtimeEvents.withdrawalRequested,
  staffRealtimeEvents.withdrawalChanged,
];

/** Subscribes the withdrawals page to the staff socket (a module edge: tests replace it). */
export const subscribeWithdrawalPush = (token: string, onChange: () => void) =>
  listenToStaffEvents(token, withdrawalEvents, onChange, 'withdrawal queue');
