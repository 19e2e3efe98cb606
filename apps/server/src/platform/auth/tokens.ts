import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sessionId: string; memberId: string; operatorId: string };

const ISSUER = 'chokdee';
const AUDIENCE = 'member';

/** HS256 access tokens that carry a session id; the session row decides whether the token still counts. */
export const createTokenService = (secret: string) => {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, op: claims.operatorId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.memberId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or undefined. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
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
