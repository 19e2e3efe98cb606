import { adminPaths, apiPaths, staffRealtimeEvents } from '@chokdee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Publisher } from '#platform/realtime/publisher';

/** At most one `dashboard.changed` per operator per this many milliseconds. */
export const DASHBOARD_HINT_INTERVAL_MS = 1000;

/** Calls that succeed without moving any dashboard figure (sessions, OTPs, profiles): no hint. */
const quietPaths = new Set<string>([
  apiPaths.login,
  apiPaths.logout,
  apiPaths.verifyUser,
  apiPaths.verifyPin,
  apiPaths.forgotPasswordVerifyUser,
  apiPaths.forgotPasswordVerifyPin,
  apiPaths.forgotPasswordReset,
  apiPaths.changePassword,
  apiPaths.updateProfile,
  adminPaths.login,
  adminPaths.logout,
]);
const isQuiet = (url: string): boolean => quietPaths.has(url) || url.startsWith(adminPaths.me);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The staff dashboard's live hint. Every call on a site that changes something and succeeds
 * (registration, a bill placed or cancelled, a feed line, a withdrawal or its staff action, a
 * round's result…) marks its operator changed; `dashboard.changed` then goes to `staff:{operatorId}`
 * at once if none went in the last interval, else once at the end of it. Hooking the responses
 * instead of the services' member events also covers what publishes nothing to members (a
 * registration, an unmatched statement line) and needs no member → operator lookup. Push is a hint:
 * the back office refetches the dashboard, and on every (re)connect.
 */
export const createDashboardHints = ({
  publish,
  intervalMs = DASHBOARD_HINT_INTERVAL_MS,
  now = () => performance.now(),
}: {
  publish: Pick<Publisher, 'toStaff'>;
  intervalMs?: number;
  now?: () => number;
}) => {
  const operators = new Map<string, { lastAt: number; timer: NodeJS.Timeout | undefined }>();

  const send = (operatorId: string, state: { lastAt: number; timer: NodeJS.Timeout | undefined }) => {
    state.lastAt = now();
    state.timer = undefined;
    publish.toStaff(operatorId, staffRealtimeEvents.dashboardChanged, {});
  };

  const changed = (operatorId: string): void => {
    let state = operators.get(operatorId);
    if (!state) {
      state = { lastAt: Number.NEGATIVE_INFINITY, timer: undefined };
      operators.set(operatorId, state);
    }
    if (state.timer) return;
    const wait = state.lastAt + intervalMs - now();
    if (wait <= 0) {
      send(operatorId, state);
      return;
    }
    const due = state;
    state.timer = setTimeout(() => send(operatorId, due), wait);
    // A pending hint never keeps the process alive.
    state.timer.unref();
  };

  return {
    changed,
    /** `onResponse` hook for the site scope: a successful change call marks the request's operator. */
    async onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (READS.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300) return;
      const url = request.routeOptions.url;
      if (!url || isQuiet(url) || !request.operator) return;
      changed(request.operator.id);
    },
    /** Drops pending hints (the app is closing). */
    close(): void {
      for (const state of operators.values()) clearTimeout(state.timer);
      operators.clear();
    },
  };
};
export type DashboardHints = ReturnType<typeof createDashboardHints>;
