import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SessionState = {
  token: string | null;
  /** When the server ends the session (12 h after login); the shell logs out then. */
  expiresAt: string | null;
  /** Set when a session ended without a logout, so the login page can say why. */
  expired: boolean;
  signIn: (token: string, expiresAt: string) => void;
  /** A logout: no notice. */
  signOut: () => void;
  /** The server refused the token (expired, revoked, account disabled) or its time ran out. */
  expire: () => void;
  clearNotice: () => void;
};

export const SESSION_STORAGE_KEY = 'chokdee-admin-session';

/**
 * The staff token, kept in sessionStorage: it survives a reload of the tab (staff refresh the queue
 * all day, and the login needs a TOTP code), but not the tab itself, and it is never shared with the
 * member site's localStorage or written for other tabs to find. The server's 12-hour session and
 * its revocation on logout or disable remain the real limit.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      expiresAt: null,
      expired: false,
      signIn: (token, expiresAt) => set({ token, expiresAt, expired: false }),
      signOut: () => set({ token: null, expiresAt: null, expired: false }),
      expire: () => set({ token: null, expiresAt: null, expired: true }),
      clearNotice: () => set({ expired: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, expiresAt, expired }) => ({ token, expiresAt, expired }),
    },
  ),
);

/** Milliseconds the session has left (≤ 0: over), or undefined without a session. */
export const sessionTimeLeft = (state: Pick<SessionState, 'token' | 'expiresAt'>, now = Date.now()) =>
  state.token && state.expiresAt ? Date.parse(state.expiresAt) - now : undefined;

/** True while a session is held and its time is not up (the shell ends one whose time is up). */
export const useHasLiveSession = () => useSessionStore((state) => (sessionTimeLeft(state) ?? 0) > 0);
