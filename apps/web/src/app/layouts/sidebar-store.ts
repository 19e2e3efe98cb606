import { create } from 'zustand';

/** The 768 px breakpoint (docs/domain/member-site.md §9): at and above it the sidebar sits beside the page. */
export const SIDEBAR_ID = 'app-sidebar';

export const DESKTOP_QUERY = '(min-width: 768px)';

export const isDesktop = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(DESKTOP_QUERY).matches;

type SidebarState = { isOpen: boolean; toggle: () => void; close: () => void };

/** Open by default on a desktop, closed on a phone. */
export const useSidebarStore = create<SidebarState>()((set) => ({
  isOpen: isDesktop(),
  toggle: () => set((state) => ({ isOpen: !state.isOpen })),
  close: () => set({ isOpen: false }),
}));
