import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSecretBox } from '#platform/crypto/secret-box';

/**
 * Provider secrets at rest, in the platform's secret box under their own purpose, the provider's id
 * bound in. The secret is needed back in the clear to check and make HMAC signatures, so it is
 * encrypted rather than hashed.
 */
export const createProviderSecretBox = ({ secret }: { secret: string }) =>
  createSecretBox({ secret, purpose: 'chokdee:game-provider-secret:v1' });
export type ProviderSecretBox = ReturnType<typeof createProviderSecretBox>;

/** A new provider secret (256 bits, base64url): shown to staff once. */
export const newProviderSecret = (): string => randomBytes(32).toString('base64url');
/** A new public wallet key (`gp_` + 128 bits): names the operator and provider on every call. */
export const newWalletKey = (): string => `gp_${randomBytes(16).toString('hex')}`;

/** hex(HMAC-SHA256(secret, body)): the `x-signature` of a wallet or launch call. */
export const signBody = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether `signature` is the body's signature, compared in constant time (docs/domain/games.md §2 rule 6). */
export const signatureMatches = (
  secret: string,
  body: string | Buffer,
  signature: string | undefined,
): boolean => {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signBody(secret, body), 'hex'),
    Buffer.from(signature.toLowerCase(), 'hex'),
  );
};

/**
 * Whether a shared secret sent in the clear (a body field) is the provider's, in constant time
 * whatever the lengths: the SHA-256 digests are compared, never the strings.
 */
export const secretsMatch = (expected: string, given: string | undefined): boolean => {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
};
