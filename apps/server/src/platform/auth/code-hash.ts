import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-time codes (OTPs, password reset codes) are stored only as HMAC-SHA256 under a key derived
 * from the app secret and a purpose label, over `{binding}:{code}`: the binding ties a code to its
 * row (operator, phone or member, ref or id), so a code never matches another row's hash.
 */
export const createCodeHasher = (secret: string, purpose: string) => {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const hash = (binding: string, code: string): string =>
    createHmac('sha256', key).update(`${binding}:${code}`).digest('base64url');
  return {
    hash,
    /** Constant-time comparison of a typed code with the stored hash. */
    matches(storedHash: string, binding: string, code: string): boolean {
      const expected = Buffer.from(storedHash);
      const actual = Buffer.from(hash(binding, code));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
};
