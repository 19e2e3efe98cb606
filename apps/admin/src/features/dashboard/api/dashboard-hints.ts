import { staffRealtimeEvents } from '@chokdee/contracts';
import { listenToStaffEvents, type StopListening } from '../../../lib/staff-socket';

/** Stops listening and closes the socket. */
export type StopHints = StopListening;

/** Calls `onHint` on every `dashboard.changed` on the staff socket, and on every (re)connect. */
export const subscribeDashboardHints = (token: string, onHint: () => void): StopHints =>
  listenToStaffEvents(
    token,
    [staffRealtimeEvents.dashboardChanged, staffRealtimeEvents.staffAlert],
    onHint,
    'dashboard hints',
  );
