import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export type AccessClaims = { sessionId: string; memberId: string; operatorId: string };

const ISSUER = 'chokdee';
const AUDIENCE = 'member';

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * HS256 access tokens that carry a session id; the session row decides whether the token still counts.
 * Issue and expiry times come from `clock`, the same one the sessions table is judged by.
 */
export const createTokenService = ({ secret, clock }: { secret: string; clock: Clock }) => {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, op: claims.operatorId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.memberId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(epochSeconds(clock.now()))
        .setExpirationTime(epochSeconds(expiresAt))
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or undefined. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sid !== 'string' || typeof payload.op !== 'string' || !payload.sub)
          return undefined;
        return { sessionId: payload.sid, memberId: payload.sub, operatorId: payload.op };
      } catch {
        return undefined;
      }
    },
  };
};
export type TokenService = ReturnType<typeof createTokenService>;
