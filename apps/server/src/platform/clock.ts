/** The server's notion of now; tests pass a controllable one. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward at run time: the dev-only `POST /api/dev/clock` (DEV_CLOCK=true). */
export type ShiftableClock = Clock & { shift(ms: number): void };

/**
 * The system clock plus an offset that only grows: for trying period jobs (cashback for last week,
 * referral income for yesterday) on a demo or in the e2e suite without waiting for the calendar.
 * Never in production (the configuration refuses DEV_CLOCK there).
 */
export const createShiftableClock = (): ShiftableClock => {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    shift(ms: number) {
      if (!Number.isInteger(ms) || ms < 0) throw new Error('the clock only moves forward');
      offsetMs += ms;
    },
  };
};
