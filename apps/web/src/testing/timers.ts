/**
 * Timers a test leaves running (the loading overlay's hide, the wallet's sync flag, a hold's expiry)
 * would fire in a later test and change the state it starts from, since the files of a worker share
 * their modules. `setTimeout` and `setInterval` are wrapped once per worker to remember what is
 * pending, and vitest.setup.ts cancels it after each test. Fake timers (`vi.useFakeTimers`) replace
 * the wrapper while they are on and put it back after.
 */
type Pending = Set<ReturnType<typeof setTimeout>>;

// Kept on the wrapper itself, not in this module: a file that runs isolated loads this module
// afresh but may find an earlier file's wrapper still in place.
const PENDING = Symbol.for('chokdee.web.pendingTimers');
type Tracked = { [PENDING]?: Pending };

const install = (): Pending => {
  const pending: Pending = new Set();
  const realTimeout = globalThis.setTimeout;
  const realInterval = globalThis.setInterval;
  const timeout = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function') return realTimeout(handler, ms, ...args);
    const id = realTimeout(() => {
      pending.delete(id);
      handler(...args);
    }, ms);
    pending.add(id);
    return id;
  };
  const interval = (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = realInterval(handler, ms, ...args);
    pending.add(id);
    return id;
  };
  globalThis.setTimeout = Object.assign(timeout, { [PENDING]: pending }) as unknown as typeof setTimeout;
  globalThis.setInterval = interval as unknown as typeof setInterval;
  return pending;
};

const pending = (globalThis.setTimeout as Tracked)[PENDING] ?? install();

/** Cancels every timer started since the last call that has not fired (an interval, ever). */
export const cancelPendingTimers = (): number => {
  const count = pending.size;
  for (const id of pending) {
    clearTimeout(id);
    clearInterval(id);
  }
  pending.clear();
  return count;
};
