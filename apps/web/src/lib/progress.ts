import { create } from 'zustand';

export type ProgressStatus = 'idle' | 'loading' | 'done' | 'failed';

type ProgressState = { status: ProgressStatus; active: number };

/** The top progress bar: every API call starts it and ends it with done or fail. */
export const useProgressStore = create<ProgressState>()(() => ({ status: 'idle', active: 0 }));

export const progress = {
  start: () => useProgressStore.setState((state) => ({ active: state.active + 1, status: 'loading' })),
  done: () =>
    useProgressStore.setState((state) => {
      const active = Math.max(0, state.active - 1);
      return { active, status: active > 0 ? 'loading' : state.status === 'failed' ? 'failed' : 'done' };
    }),
  fail: () =>
    useProgressStore.setState((state) => ({ active: Math.max(0, state.active - 1), status: 'failed' })),
  reset: () => useProgressStore.setState({ active: 0, status: 'idle' }),
};
