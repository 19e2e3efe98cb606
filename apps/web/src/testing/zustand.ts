import { create as createBound } from 'zustand/react';
import { createStore as createVanilla, type StateCreator } from 'zustand/vanilla';
import { onTestReset } from '../lib/module-state';

/**
 * What `zustand` resolves to in the tests (the alias in vitest.config.ts): zustand itself, but
 * every store it creates registers its reset to the state it was created with
 * (`getInitialState()`, before a persisted store read localStorage). A new store needs no entry in
 * a list, so none can be forgotten; `src/lib/module-state.test.ts` fails on a store made some other way.
 */
export * from 'zustand/react';
export * from 'zustand/vanilla';

type AnyCreator = StateCreator<unknown, [], []>;

const tracked = <
  Store extends { getInitialState: () => unknown; setState: (state: never, replace: true) => void },
>(
  store: Store,
): Store => {
  onTestReset(() => store.setState(store.getInitialState() as never, true));
  return store;
};

export const create = ((initializer?: AnyCreator) =>
  initializer
    ? tracked(createBound(initializer))
    : (curried: AnyCreator) => tracked(createBound(curried))) as typeof createBound;

export const createStore = ((initializer?: AnyCreator) =>
  initializer
    ? tracked(createVanilla(initializer))
    : (curried: AnyCreator) => tracked(createVanilla(curried))) as typeof createVanilla;
