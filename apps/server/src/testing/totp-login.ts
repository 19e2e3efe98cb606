import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` at `at` (staff policy: SHA1, 6 digits, 30 s). */
export const totpCodeAt = (secret: string, at: Date): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });

/** A 6-digit code no authenticator shows for `secret` within a step either side of `at`. */
export const wrongCodeFor = (secret: string, at: Date): string => {
  const near = new Set([-30_000, 0, 30_000].map((ms) => totpCodeAt(secret, new Date(at.getTime() + ms))));
  let code = Number(totpCodeAt(secret, at));
  do code = (code + 1) % 1_000_000;
  while (near.has(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
};

/**
 * Client addresses unique to each call (`10.9.x.y` for prefix "10.9"), so per-address login
 * throttling never carries from one test to the next. Give each test file its own prefix.
 */
export const addressSource = (prefix: string) => {
  let last = 0;
  return () => {
    last += 1;
    return `${prefix}.${Math.floor(last / 250)}.${(last % 250) + 1}`;
  };
};

/** Usernames unique within a test file: `finance1`, `owner2`… (`separator` keeps files apart). */
export const usernameSource = (separator = '') => {
  let last = 0;
  return (prefix: string) => {
    last += 1;
    return `${prefix}${separator}${last}`;
  };
};
