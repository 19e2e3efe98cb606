/** The numbers behind staff login (docs/modules/back-office.md). */
export const staffPolicy = {
  /** A staff session (and its token) lasts one working day; then the staff member logs in again. */
  sessionTtlMs: 12 * 60 * 60_000,
  /** Failed logins (wrong username, password or TOTP code) count for 15 minutes. */
  loginWindowMs: 15 * 60_000,
  /** 5 failures for one username, or 20 from one address, within the window stop further tries. */
  loginFailuresPerUsername: 5,
  loginFailuresPerIp: 20,
  /**
   * me/totp/enable and me/totp/disable: 5 wrong codes per staff member within 15 minutes stop further
   * tries (429, audited) until the oldest of them is 15 minutes old; the 10th try in the window, wrong
   * or refused, ends the session it came from (a stolen session cannot keep guessing).
   */
  totpWindowMs: 15 * 60_000,
  totpWrongCodesPerWindow: 5,
  totpTriesEndingSession: 10,
  /** TOTP per RFC 6238: SHA1, 6 digits, 30 s steps, and one step either side for clock drift. */
  totp: { algorithm: 'SHA1', digits: 6, period: 30, window: 1 },
  /** The issuer authenticator apps show beside the account. */
  totpIssuer: 'Chokdee',
} as const;
