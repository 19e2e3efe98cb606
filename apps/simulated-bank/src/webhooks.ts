import { createHmac } from 'node:crypto';
import type { WireEvent } from './wire';

export type WebhookDelivery = {
  eventId: string;
  key: string;
  attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
};

/**
 * Opn's webhook signature: hex HMAC-SHA256, keyed with the base64-decoded secret, over
 * `${timestamp}.${rawBody}`; one signature per secret, comma-separated (a rotation sends two).
 */
export const signWebhook = (secrets: readonly string[], timestamp: number, rawBody: string): string =>
  secrets
    .map((secret) =>
      createHmac('sha256', Buffer.from(secret, 'base64')).update(`${timestamp}.${rawBody}`).digest('hex'),
    )
    .join(',');

const DELIVERIES_KEPT = 10_000;

/**
 * Delivers events: POST, JSON body, signed; anything but a 2xx (or no answer within 10 s) is tried
 * again after `retryMs`, then twice that… up to `attempts` tries. Each try is signed anew (a fresh
 * timestamp), as the receiver refuses old ones.
 */
export const createWebhookSender = (deps: {
  fetch: typeof fetch;
  retryMs: () => number;
  attempts: () => number;
  log: (message: string) => void;
}) => {
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const controller = new AbortController();
  let pending = 0;
  let waiters: Array<() => void> = [];
  let closed = false;

  const settleOne = () => {
    pending -= 1;
    if (pending === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };

  const attempt = async (url: string, secrets: readonly string[], event: WireEvent, n: number) => {
    const rawBody = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'omise-signature': signWebhook(secrets, timestamp, rawBody),
          'omise-signature-timestamp': String(timestamp),
          'user-agent': 'chokdee-simulated-bank',
        },
        body: rawBody,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(10_000)]),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    deliveries.push({ eventId: event.id, key: event.key, attempt: n, status, error });
    if (deliveries.length > DELIVERIES_KEPT) deliveries.splice(0, deliveries.length - DELIVERIES_KEPT);
    const ok = status !== null && status >= 200 && status < 300;
    if (ok || closed || n >= deps.attempts()) {
      if (!ok && !closed)
        deps.log(
          `webhook ${event.key} ${event.id} to ${url} gave up after ${n} tries (last: ${status ?? error})`,
        );
      settleOne();
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        track(attempt(url, secrets, event, n + 1));
      },
      deps.retryMs() * 2 ** (n - 1),
    );
    timer.unref();
    timers.add(timer);
  };

  const track = (promise: Promise<void>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  return {
    send: (url: string, secrets: readonly string[], event: WireEvent) => {
      if (closed) return;
      pending += 1;
      track(attempt(url, secrets, event, 1));
    },
    deliveries: () => deliveries.map((d) => ({ ...d })),
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake))),
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
      await Promise.allSettled([...inFlight]);
      pending = 0;
      for (const wake of waiters) wake();
      waiters = [];
    },
  };
};
