import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { bearerToken } from './bearer';
import type { AccessClaims, TokenService } from './tokens';

export type AuthenticatedMember = AccessClaims;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member guard on routes that need a logged-in member. */
    member: AuthenticatedMember;
  }
}

export type SessionChecker = {
  /** True while the session exists, belongs to this member and operator, is unrevoked and unexpired. */
  isSessionActive(claims: AccessClaims): Promise<boolean>;
  /** Told after the guard admitted a request (the auth module marks the session's first use of a day). */
  markSeen?(claims: AccessClaims, ip: string): Promise<void>;
};

export type MemberGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Hook for member routes (`onRequest`, so an unauthenticated request is refused before its body is
 * read). Runs after the tenant hook: a token issued for another site is refused even when its
 * signature is good.
 */
export const createMemberGuard =
  ({ tokens, sessions }: { tokens: TokenService; sessions: SessionChecker }): MemberGuard =>
  async (request, _reply) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (!claims || claims.operatorId !== request.operator.id) throw new AppError('UNAUTHORIZED');
    if (!(await sessions.isSessionActive(claims))) throw new AppError('UNAUTHORIZED');
    await sessions.markSeen?.(claims, request.ip);
    request.member = claims;
  };
