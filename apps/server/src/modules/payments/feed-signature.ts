import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far `x-timestamp` may be from the server's clock. */
export const FEED_MAX_SKEW_SECONDS = 300;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` — what the bank feed sends as `x-signature`. */
export const signFeedBody = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * `valid` when the signature is the body's HMAC (compared in constant time; a malformed one is
 * refused before comparing) and the timestamp is unix seconds within ±5 minutes of `now`. The
 * signature is checked first: only a caller holding the secret learns that its timestamp is `stale`
 * (its clock or a replay), everyone else reads `bad-signature`.
 */
export const checkFeedSignature = (input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): 'valid' | 'bad-signature' | 'stale' => {
  const { secret, timestamp, signature, rawBody, now } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature))
    return 'bad-signature';
  const expected = Buffer.from(signFeedBody(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) > FEED_MAX_SKEW_SECONDS ? 'stale' : 'valid';
};
