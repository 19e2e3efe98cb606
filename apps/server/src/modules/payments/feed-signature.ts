import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far `x-timestamp` may be from the server's clock. */
export const FEED_MAX_SKEW_SECONDS = 300;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` — what the bank feed sends as `x-signature`. */
export const signFeedBody = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * True when the timestamp is unix seconds within ±5 minutes of `now` and the signature is the
 * body's HMAC, compared in constant time (a wrong length is refused before comparing).
 */
export const isFeedSignatureValid = (input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): boolean => {
  const { secret, timestamp, signature, rawBody, now } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature))
    return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > FEED_MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(signFeedBody(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
