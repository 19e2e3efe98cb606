import { useEffect, useState } from 'react';

/**
 * Runs `task` when the browser is next idle (after it has painted), or after 2 s at the latest; where
 * `requestIdleCallback` is missing, on the next macrotask. Returns the cancel function (an effect's cleanup).
 */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
};

/** False on the first render, true once the browser has been idle after it (what waits for the first paint to be drawn). */
export const useIdle = (): boolean => {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle;
};
