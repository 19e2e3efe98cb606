import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export type AccessClaims = { sessionId: string; memberId: string; operatorId: string };
export type StaffClaims = { sessionId: string; staffId: string; operatorId: string };

const ISSUER = 'chokdee';

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

type SessionClaims = { sessionId: string; subject: string; operatorId: string };

/** Tokens remembered per audience after their first verification (a token is ~300 bytes). */
const VERIFIED_TOKENS_MAX = 50_000;

/**
 * HS256 tokens for one audience. A token of another audience never verifies here: `jwtVerify`
 * checks `aud`, and each audience also signs with its own key.
 */
const createJwtCodec = ({
  key: raw,
  audience,
  clock,
}: {
  key: Uint8Array;
  audience: string;
  clock: Clock;
}) => {
  // Imported once: handing jose the raw bytes makes it import the key again on every call, which
  // was a measurable share of an authenticated request (bench/README.md).
  const cryptoKey = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A token that verified once stays valid until its `exp` (its bytes cannot change), so later
  // requests with it skip the HMAC: a Map lookup instead of two WebCrypto jobs. Whether the session
  // still counts is the session check's business, not this cache's.
  const verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();
  return {
    async sign(claims: SessionClaims, expiresAt: Date): Promise<string> {
      const key = await cryptoKey;
      return new SignJWT({ sid: claims.sessionId, op: claims.operatorId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.subject)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(epochSeconds(clock.now()))
        .setExpirationTime(epochSeconds(expiresAt))
        .sign(key);
    },
    async verify(token: string): Promise<SessionClaims | undefined> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > clock.now().getTime()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, {
          issuer: ISSUER,
          audience,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sid !== 'string' || typeof payload.op !== 'string' || !payload.sub)
          return undefined;
        const claims = { sessionId: payload.sid, subject: payload.sub, operatorId: payload.op };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return undefined;
      }
    },
  };
};

/**
 * Member access tokens (audience `member`) that carry a session id; the session row decides whether
 * the token still counts. Issue and expiry times come from `clock`, the same one the sessions table
 * is judged by.
 */
export const createTokenService = ({ secret, clock }: { secret: string; clock: Clock }) => {
  const codec = createJwtCodec({ key: new TextEncoder().encode(secret), audience: 'member', clock });
  return {
    sign: (claims: AccessClaims, expiresAt: Date): Promise<string> =>
      codec.sign({ ...claims, subject: claims.memberId }, expiresAt),
    /** The claims of a valid, unexpired member token, or undefined. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      const claims = await codec.verify(token);
      return (
        claims && { sessionId: claims.sessionId, memberId: claims.subject, operatorId: claims.operatorId }
      );
    },
  };
};
export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Staff access tokens: audience `staff`, signed with a key derived from the secret (never the member
 * key), so a member token never passes a staff route and a staff token never passes a member route.
 */
export const createStaffTokenService = ({ secret, clock }: { secret: string; clock: Clock }) => {
  const key = createHmac('sha256', secret).update('chokdee:staff-token:v1').digest();
  const codec = createJwtCodec({ key, audience: 'staff', clock });
  return {
    sign: (claims: StaffClaims, expiresAt: Date): Promise<string> =>
      codec.sign({ ...claims, subject: claims.staffId }, expiresAt),
    /** The claims of a valid, unexpired staff token, or undefined. */
    async verify(token: string): Promise<StaffClaims | undefined> {
      const claims = await codec.verify(token);
      return (
        claims && { sessionId: claims.sessionId, staffId: claims.subject, operatorId: claims.operatorId }
      );
    },
  };
};
export type StaffTokenService = ReturnType<typeof createStaffTokenService>;
