import type { Clock } from '#platform/clock';

/** A clock the test moves by hand. */
export const createTestClock = (start = new Date('2026-11-23T03:00:00.000Z')) => {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
};
export type TestClock = ReturnType<typeof createTestClock>;
