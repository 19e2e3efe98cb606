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
  /** The site requires TOTP and this account has none yet (it may only set it up). */
  totpSetupRequired?: boolean;
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
  activeStaff(
    claims: StaffClaims,
  ): Promise<{ username: string; role: StaffRole; totpMissing: boolean } | undefined>;
};

export type StaffHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  /** The roles the hook admits: read by the role-matrix test through `staffRoutes`. */
  readonly staffRoles: readonly StaffRole[];
};
export type RequireStaff = (roles: readonly StaffRole[]) => StaffHook;

/**
 * `requireStaff(staffAccess.money)` (contracts' role sets) is an `onRequest` hook for back-office routes inside the tenant scope:
 * 401 UNAUTHORIZED without a valid staff token whose session is live and of this operator, 403
 * FORBIDDEN when the staff member's role is not listed. The owner is not implied: list it when the
 * owner may act too. When the site requires TOTP and the account has none yet, 403
 * STAFF_TOTP_SETUP_REQUIRED on every route but `ownAccountPaths` (where it sets TOTP up).
 */
export const createStaffGuard =
  ({
    tokens,
    sessions,
    ownAccountPaths,
  }: {
    tokens: StaffTokenService;
    sessions: StaffSessionChecker;
    ownAccountPaths: ReadonlySet<string>;
  }): RequireStaff =>
  (roles) =>
    Object.assign(
      async (request: FastifyRequest, _reply: FastifyReply) => {
        const token = bearerToken(request);
        const claims = token ? await tokens.verify(token) : undefined;
        if (!claims || claims.operatorId !== request.operator.id) throw new AppError('UNAUTHORIZED');
        const account = await sessions.activeStaff(claims);
        if (!account) throw new AppError('UNAUTHORIZED');
        if (!roles.includes(account.role)) throw new AppError('FORBIDDEN');
        if (account.totpMissing && !ownAccountPaths.has(request.routeOptions.url ?? ''))
          throw new AppError('STAFF_TOTP_SETUP_REQUIRED');
        request.staff = {
          ...claims,
          username: account.username,
          role: account.role,
          totpSetupRequired: account.totpMissing,
        };
      },
      { staffRoles: roles },
    );

/** A back-office route and the roles its guard admits (none: the route has no staff guard). */
export type StaffRouteEntry = { method: string; url: string; roles: readonly StaffRole[] | undefined };

/** The roles of the staff guard among a route's `onRequest` hooks, if it has one. */
export const guardRolesOf = (onRequest: unknown): readonly StaffRole[] | undefined => {
  const hooks = Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : [];
  const guard = hooks.find((hook): hook is StaffHook => typeof hook === 'function' && 'staffRoles' in hook);
  return guard?.staffRoles;
};
