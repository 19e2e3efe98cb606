import type { StaffRoleName } from '@chokdee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { bearerToken } from './bearer';
import type { StaffClaims, StaffTokenService } from './tokens';

export type StaffRole = StaffRoleName;

export type AuthenticatedStaff = {
  staffId: string;
  operatorId: string;
  username: string;
  role: StaffRole;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff` on back-office routes. */
    staff: AuthenticatedStaff;
  }
}

export type StaffSessionChecker = {
  /**
   * The account behind a live session (unrevoked, unexpired, of this staff member and operator), read
   * fresh on every call so a role change applies at once; undefined when the session does not count.
   */
  activeStaff(claims: StaffClaims): Promise<{ username: string; role: StaffRole } | undefined>;
};

export type StaffHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type RequireStaff = (roles: readonly StaffRole[]) => StaffHook;

/**
 * `requireStaff(['finance'])` is an `onRequest` hook for back-office routes inside the tenant scope:
 * 401 UNAUTHORIZED without a valid staff token whose session is live and of this operator, 403
 * FORBIDDEN when the staff member's role is not listed. The owner is not implied: list it when the
 * owner may act too.
 */
export const createStaffGuard =
  ({ tokens, sessions }: { tokens: StaffTokenService; sessions: StaffSessionChecker }): RequireStaff =>
  (roles) =>
  async (request, _reply) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (!claims || claims.operatorId !== request.operator.id) throw new AppError('UNAUTHORIZED');
    const account = await sessions.activeStaff(claims);
    if (!account) throw new AppError('UNAUTHORIZED');
    if (!roles.includes(account.role)) throw new AppError('FORBIDDEN');
    request.staff = { ...claims, ...account };
  };
