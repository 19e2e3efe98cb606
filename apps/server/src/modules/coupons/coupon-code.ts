import { randomInt } from 'node:crypto';
import { COUPON_ALPHABET, COUPON_CODE_LENGTH } from '@chokdee/contracts';
import { createCodeHasher } from '#platform/auth/code-hash';

/**
 * One coupon code: `COUPON_CODE_LENGTH` characters drawn uniformly (crypto `randomInt`, no modulo
 * bias) from `COUPON_ALPHABET` — 31^12 ≈ 2^59 codes, so guessing one of a campaign's 10,000 takes
 * ~10^14 tries against a throttle of a few per quarter hour.
 */
export const drawCouponCode = (): string => {
  let code = '';
  for (let i = 0; i < COUPON_CODE_LENGTH; i += 1) code += COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)];
  return code;
};

/**
 * Codes are kept only as HMAC-SHA-256 under a key derived from the server secret (JWT_SECRET, the one
 * the deployment already keeps): a leaked table gives no usable code, and no code can be checked
 * offline. The binding is the operator, so a lookup is one indexed equality on (operator, hash).
 */
export const createCouponHasher = (secret: string) => {
  const hasher = createCodeHasher(secret, 'chokdee:coupon-code:v1');
  return (operatorId: string, code: string): string => hasher.hash(operatorId, code);
};
export type CouponHasher = ReturnType<typeof createCouponHasher>;
