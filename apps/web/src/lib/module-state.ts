/**
 * State a module keeps for the page's life (a store, a cache, a pending timer's id) registers here
 * how to put itself back as it was at load. The page never calls it: a page load starts every module
 * afresh. The member app's tests do, after each test (vitest.setup.ts), because the files of a worker
 * share one module graph (`isolate: false` in the root vitest.config.ts) and one file's state would
 * otherwise reach the next.
 */
const resets = new Set<() => void>();

/** Registers `reset`; a no-op outside the tests (only Vitest runs with MODE `test`). */
export const onTestReset = (reset: () => void): void => {
  if (import.meta.env.MODE === 'test') resets.add(reset);
};

/** Puts every registered module back as at load (the tests' `afterEach`). */
export const resetModuleState = (): void => {
  for (const reset of resets) reset();
};
