import { apiPaths, lotteryPaths, staffRealtimeEvents } from '@chokdee/contracts';
import type { FastifyReply } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import { createDashboardHints } from './dashboard-hints';

const OP_A = 'operator-a';
const OP_B = 'operator-b';

describe('dashboard hints', () => {
  let publisher: ReturnType<typeof createRecordingPublisher>;
  let hints: ReturnType<typeof createDashboardHints>;
  beforeEach(() => {
    vi.useFakeTimers();
    publisher = createRecordingPublisher();
    hints = createDashboardHints({ publish: publisher, intervalMs: 1000, now: () => Date.now() });
  });
  afterEach(() => {
    hints.close();
    vi.useRealTimers();
  });
  const sentTo = (operatorId: string) =>
    publisher.events.filter((e) => e.room === `staff:${operatorId}`).length;

  it('sends at once, then at most once per interval per operator, trailing changes included', () => {
    hints.changed(OP_A);
    expect(publisher.events).toEqual([
      { room: `staff:${OP_A}`, event: staffRealtimeEvents.dashboardChanged, payload: {} },
    ]);
    hints.changed(OP_A);
    hints.changed(OP_A);
    hints.changed(OP_B);
    expect(sentTo(OP_A)).toBe(1);
    expect(sentTo(OP_B)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(sentTo(OP_A)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(sentTo(OP_A)).toBe(2);
    // Quiet for a while: the next change goes at once again.
    vi.advanceTimersByTime(5000);
    expect(sentTo(OP_A)).toBe(2);
    hints.changed(OP_A);
    expect(sentTo(OP_A)).toBe(3);
  });

  it('close drops a pending hint', () => {
    hints.changed(OP_A);
    hints.changed(OP_A);
    hints.close();
    vi.advanceTimersByTime(5000);
    expect(sentTo(OP_A)).toBe(1);
  });

  it('the response hook: only successful change calls of a site, not reads, failures or session calls', async () => {
    const respond = (method: string, url: string, statusCode: number, operator = true) =>
      hints.onResponse(
        { method, routeOptions: { url }, ...(operator ? { operator: { id: OP_A, key: 'a' } } : {}) } as never,
        { statusCode } as FastifyReply,
      );
    await respond('GET', lotteryPaths.placeBill, 200);
    await respond('POST', lotteryPaths.placeBill, 422);
    await respond('POST', apiPaths.login, 200);
    await respond('POST', apiPaths.verifyUser, 200);
    await respond('POST', '/api/admin/me/totp/setup', 200);
    await respond('POST', lotteryPaths.placeBill, 200, false);
    expect(publisher.events).toEqual([]);
    await respond('POST', lotteryPaths.placeBill, 200);
    expect(sentTo(OP_A)).toBe(1);
  });
});
