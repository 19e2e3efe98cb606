import { create } from 'zustand';

/**
 * Whether this page is in the sports room (the server acknowledged `sports.join`): while it is, pushes
 * keep the lists and the fixture page current and they stop re-reading themselves.
 */
export const useSportsFeedStore = create<{ joined: boolean }>(() => ({ joined: false }));

export const useSportsPushed = (): boolean => useSportsFeedStore((state) => state.joined);
