import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type AuthState = {
  accessToken: string | null;
  setAccessToken: (token: string) => void;
  clear: () => void;
};

export const AUTH_STORAGE_KEY = 'chokdee-auth';

/** The member's Bearer token, kept in localStorage so a reload stays logged in. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      accessToken: null,
      setAccessToken: (accessToken) => set({ accessToken }),
      clear: () => set({ accessToken: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ accessToken: state.accessToken }),
    },
  ),
);

/** True when a member is logged in (a token is held). */
export const useIsMember = () => useAuthStore((state) => state.accessToken !== null);

/**
 * The member id in the token's `sub` (the server's member tokens carry it), to key what this device
 * keeps per member (saved number sets). Read only, never verified here: the server checks the token.
 */
export const memberIdOf = (token: string | null): string | null => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && json.sub ? json.sub : null;
  } catch {
    return null;
  }
};

/** The logged-in member's id (from the token), or null for a guest. */
export const useMemberId = () => useAuthStore((state) => memberIdOf(state.accessToken));
