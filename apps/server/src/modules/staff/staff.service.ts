import { randomInt } from 'node:crypto';
import type {
  AuditAction,
  AuditLogEntry,
  CreateStaffRequest,
  StaffAccount,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffSecurity,
  TotpSetupResponse,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AuditLog, AuditNamer } from '#platform/audit/audit-log';
import { createLoginThrottle } from '#platform/auth/login-throttle';
import { hashPassword, verifyPassword } from '#platform/auth/password';
import type { AuthenticatedStaff, StaffSessionChecker } from '#platform/auth/staff-guard';
import type { StaffTokenService } from '#platform/auth/tokens';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { nameAuditRows } from './audit-names';
import { staffPolicy as policy } from './staff.policy';
import type { AuditFilter, StaffAccountRow, StaffRepo } from './staff.repo';
import type { StaffRole } from './staff.tables';
import type { TotpVault } from './staff.totp';
import { createTotpThrottle } from './staff.totp-throttle';

/** What the demo seed needs: creating the first accounts, outside any request. */
export const createStaffSeeder = ({ repo }: { repo: StaffRepo }) => ({
  /** Creates the account when it does not exist yet; an existing one keeps its password. */
  async ensureAccount(
    tx: Tx,
    account: { operatorId: string; username: string; password: string; role: StaffRole },
  ): Promise<{ created: boolean }> {
    const created = await repo.insertIfAbsent(tx, {
      id: uuidv7(),
      operatorId: account.operatorId,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      role: account.role,
    });
    return { created: created !== undefined };
  },
});
export type StaffSeeder = ReturnType<typeof createStaffSeeder>;

export type StaffClient = { ip: string; userAgent?: string | undefined };

/** The account as the back office sees it; never the password hash or a TOTP secret. */
export const toStaffAccount = (row: StaffAccountRow & { lastLoginAt?: Date | null }): StaffAccount => ({
  id: row.id,
  username: row.username,
  role: row.role,
  totpEnabled: row.totpEnabledAt !== null,
  disabled: row.disabledAt !== null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const noTotp = {
  totpSecret: null,
  totpPendingSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
} as const;

/** The audit log's filters as the routes pass them. */
type AuditQuery = {
  staffId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
};

/** Rows the CSV export reads and names at a time. */
const AUDIT_EXPORT_CHUNK = 500;

const auditFilter = (query: AuditQuery): AuditFilter => ({
  staffId: query.staffId,
  action: query.action,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  targetType: query.targetType,
  targetId: query.targetId,
});

type Deps = {
  db: Db;
  repo: StaffRepo;
  clock: Clock;
  tokens: StaffTokenService;
  auditLog: AuditLog;
  totp: TotpVault;
  /** The modules' namers of the rows audit entries mention (bound once every module is built). */
  auditNamers?: () => readonly AuditNamer[];
};

export const createStaffService = ({ db, repo, clock, tokens, auditLog, totp, auditNamers }: Deps) => {
  // Compared against when the username is unknown, so it costs the same argon2 work as a wrong password.
  const dummyHash = hashPassword(`no-such-staff-${randomInt(1 << 30)}`);
  const throttle = createLoginThrottle({
    db,
    store: repo.failures,
    clock,
    lockPrefix: 'staff-login',
    policy: {
      windowMs: policy.loginWindowMs,
      failuresPerName: policy.loginFailuresPerUsername,
      failuresPerIp: policy.loginFailuresPerIp,
    },
  });

  const totpThrottle = createTotpThrottle({ db, repo, clock, auditLog });

  /** Audit rows as the contract lists them, with the names of every row they mention. */
  const named = async (
    operatorId: string,
    rows: Awaited<ReturnType<StaffRepo['auditAfter']>>,
  ): Promise<AuditLogEntry[]> => {
    const namers = [repo.auditNames, ...(auditNamers?.() ?? [])];
    return (await nameAuditRows(db, operatorId, rows, namers)).map((row) => ({
      id: row.id,
      staffId: row.staffId,
      staffUsername: row.staffUsername,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      names: row.names,
    }));
  };

  const requireAccount = async (tx: Tx, staff: AuthenticatedStaff): Promise<StaffAccountRow> => {
    const row = await repo.lockById(tx, staff.operatorId, staff.staffId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  };

  return {
    ...createStaffSeeder({ repo }),

    /**
     * Username + password (+ TOTP code once enabled) → a staff session and a token carrying its id.
     * Throttled per username and per address like member login; a wrong username, password or TOTP
     * code counts as a failure. With TOTP on and no code, the answer is STAFF_TOTP_REQUIRED and the
     * attempt does not count (the password was right; the client asks for the code and resends).
     */
    async login(
      operatorId: string,
      input: StaffLoginRequest,
      client: StaffClient,
    ): Promise<StaffLoginResponse> {
      const attempt = await throttle.begin(operatorId, input.username, client.ip);
      const account = await repo.findByUsername(db, operatorId, input.username);
      const isPasswordRight = await verifyPassword(
        account?.passwordHash ?? (await dummyHash),
        input.password,
      );
      if (!account || !isPasswordRight) throw new AppError('STAFF_INVALID_CREDENTIALS');
      // The right password is not a guess: a disabled account's attempt does not count either.
      if (account.disabledAt) {
        await db.transaction((tx) => repo.failures.deleteFailure(tx, operatorId, attempt.id));
        throw new AppError('STAFF_ACCOUNT_DISABLED');
      }
      let totpStep: number | undefined;
      if (account.totpSecret) {
        if (!input.totpCode) {
          await db.transaction((tx) => repo.failures.deleteFailure(tx, operatorId, attempt.id));
          throw new AppError('STAFF_TOTP_REQUIRED');
        }
        const secret = totp.decrypt(account.id, account.totpSecret);
        totpStep = totp.matchStep(secret, input.totpCode, clock.now());
        if (totpStep === undefined) throw new AppError('STAFF_TOTP_INVALID');
      }

      const now = clock.now();
      const session = { id: uuidv7(), expiresAt: new Date(now.getTime() + policy.sessionTtlMs) };
      const staff: AuthenticatedStaff = {
        staffId: account.id,
        operatorId,
        username: account.username,
        role: account.role,
        sessionId: session.id,
      };
      await db.transaction(async (tx) => {
        // A code is good once: the same code replayed within its window is refused (and counted).
        if (totpStep !== undefined && !(await repo.useTotpStep(tx, operatorId, account.id, totpStep)))
          throw new AppError('STAFF_TOTP_INVALID');
        await throttle.succeeded(tx, attempt);
        await repo.insertSession(tx, {
          id: session.id,
          operatorId,
          staffId: account.id,
          createdAt: now,
          expiresAt: session.expiresAt,
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 512) ?? null,
        });
        await auditLog.record(tx, {
          staff,
          action: 'staff.login',
          targetType: 'staff_session',
          targetId: session.id,
          after: { expiresAt: session.expiresAt, totp: account.totpSecret !== null },
          ip: client.ip,
        });
      });
      const accessToken = await tokens.sign(
        { sessionId: session.id, staffId: account.id, operatorId },
        session.expiresAt,
      );
      return { accessToken, expiresAt: session.expiresAt.toISOString(), role: account.role };
    },

    /** Revokes the session of the request's token; the token stops working at once. */
    async logout(staff: AuthenticatedStaff, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, staff.operatorId, staff.sessionId, clock.now());
        await auditLog.record(tx, {
          staff,
          action: 'staff.logout',
          targetType: 'staff_session',
          targetId: staff.sessionId,
          ip,
        });
      });
    },

    async me(staff: AuthenticatedStaff): Promise<StaffAccount> {
      const row = await repo.findViewById(db, staff.operatorId, staff.staffId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return { ...toStaffAccount(row), totpSetupRequired: staff.totpSetupRequired ?? false };
    },

    /** Whether the site requires TOTP of every staff member (owner). */
    async security(operatorId: string): Promise<StaffSecurity> {
      return { totpRequired: await repo.totpRequired(db, operatorId) };
    },

    /**
     * Requires TOTP of every staff member, or stops requiring it (owner; audited). From the next call,
     * an account without TOTP may only set it up (the staff guard).
     */
    async setSecurity(staff: AuthenticatedStaff, ip: string, input: StaffSecurity): Promise<StaffSecurity> {
      return db.transaction(async (tx) => {
        // Whoever turns the rule on lives by it first, so it never shuts out the owner who set it.
        if (input.totpRequired && !(await requireAccount(tx, staff)).totpEnabledAt)
          throw new AppError('STAFF_TOTP_OWN_FIRST');
        const before = await repo.totpRequired(tx, staff.operatorId);
        await repo.setTotpRequired(tx, staff.operatorId, input.totpRequired, staff.staffId, clock.now());
        await auditLog.record(tx, {
          staff,
          action: 'staff_security.update',
          targetType: 'staff_security',
          targetId: staff.operatorId,
          before: { totpRequired: before },
          after: { totpRequired: input.totpRequired },
          ip,
        });
        return { totpRequired: input.totpRequired };
      });
    },

    /**
     * A new TOTP secret, stored encrypted as pending: not enforced until `enableTotp` sees a correct
     * code from it. Calling it again replaces the pending secret; an enabled one stays in force.
     */
    async setupTotp(staff: AuthenticatedStaff, ip: string): Promise<TotpSetupResponse> {
      return db.transaction(async (tx) => {
        const row = await requireAccount(tx, staff);
        const generated = totp.generate(row.username);
        await repo.updateTotp(tx, staff.operatorId, row.id, {
          totpPendingSecret: totp.encrypt(row.id, generated.secret),
        });
        await auditLog.record(tx, {
          staff,
          action: 'staff.totp.setup',
          targetType: 'staff_account',
          targetId: row.id,
          ip,
        });
        return generated;
      });
    },

    /**
     * Turns the pending secret on after a correct code from it; from then on login asks for a code.
     * Wrong codes are limited per staff member (`staff.totp-throttle.ts`).
     */
    async enableTotp(staff: AuthenticatedStaff, code: string, ip: string): Promise<StaffAccount> {
      return totpThrottle.attempt(staff, ip, async (tx) => {
        const row = await requireAccount(tx, staff);
        if (!row.totpPendingSecret) throw new AppError('INVALID_STATE');
        const secret = totp.decrypt(row.id, row.totpPendingSecret);
        const step = totp.matchStep(secret, code, clock.now());
        if (step === undefined) throw new AppError('STAFF_TOTP_INVALID');
        const totpEnabledAt = clock.now();
        await repo.updateTotp(tx, staff.operatorId, row.id, {
          totpSecret: row.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt,
          totpLastStep: step,
        });
        await auditLog.record(tx, {
          staff,
          action: 'staff.totp.enable',
          targetType: 'staff_account',
          targetId: row.id,
          before: { totpEnabled: row.totpEnabledAt !== null },
          after: { totpEnabled: true },
          ip,
        });
        return toStaffAccount({ ...row, totpEnabledAt });
      });
    },

    /**
     * Turns TOTP off for the staff member's own account. Needs a current code of the enabled secret,
     * accepted once like a login code, so a session left open cannot quietly drop the second factor.
     * Wrong codes are limited per staff member like `enableTotp`'s.
     */
    async disableTotp(staff: AuthenticatedStaff, code: string, ip: string): Promise<StaffAccount> {
      return totpThrottle.attempt(staff, ip, async (tx) => {
        const row = await requireAccount(tx, staff);
        if (!row.totpSecret) throw new AppError('INVALID_STATE');
        if (await repo.totpRequired(tx, staff.operatorId)) throw new AppError('STAFF_TOTP_MANDATORY');
        const step = totp.matchStep(totp.decrypt(row.id, row.totpSecret), code, clock.now());
        if (step === undefined || !(await repo.useTotpStep(tx, staff.operatorId, row.id, step)))
          throw new AppError('STAFF_TOTP_INVALID');
        await repo.updateTotp(tx, staff.operatorId, row.id, noTotp);
        await auditLog.record(tx, {
          staff,
          action: 'staff.totp.disable',
          targetType: 'staff_account',
          targetId: row.id,
          before: { totpEnabled: true },
          after: { totpEnabled: false },
          ip,
        });
        return toStaffAccount({ ...row, ...noTotp });
      });
    },

    /**
     * Disables another account (its sessions end in the same transaction, and the guard refuses a
     * disabled account's tokens anyway) or enables it again. Owner only, checked by the route; an
     * owner cannot disable themself, so a site always keeps the owner who acted.
     */
    async setDisabled(
      staff: AuthenticatedStaff,
      targetId: string,
      disabled: boolean,
      ip: string,
    ): Promise<StaffAccount> {
      if (disabled && targetId === staff.staffId) throw new AppError('STAFF_SELF_ACTION');
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, staff.operatorId, targetId);
        if (!row) throw new AppError('NOT_FOUND');
        const now = clock.now();
        if (!(await repo.setDisabledAt(tx, staff.operatorId, row.id, disabled ? now : null)))
          throw new AppError('INVALID_STATE');
        const sessionsEnded = disabled ? await repo.revokeAllSessions(tx, staff.operatorId, row.id, now) : 0;
        await auditLog.record(tx, {
          staff,
          action: disabled ? 'staff.disable' : 'staff.enable',
          targetType: 'staff_account',
          targetId: row.id,
          before: { disabled: !disabled },
          after: disabled ? { disabled, sessionsEnded } : { disabled },
          ip,
        });
        const view = await repo.findViewById(tx, staff.operatorId, row.id);
        if (!view) throw new AppError('NOT_FOUND');
        return toStaffAccount(view);
      });
    },

    /**
     * Clears another account's TOTP (enabled and pending) so it can log in with its password and enrol
     * again, e.g. after a lost phone. Owner only; the owner's own TOTP goes off with a code instead.
     */
    async resetTotp(staff: AuthenticatedStaff, targetId: string, ip: string): Promise<StaffAccount> {
      if (targetId === staff.staffId) throw new AppError('STAFF_SELF_ACTION');
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, staff.operatorId, targetId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!row.totpSecret && !row.totpPendingSecret) throw new AppError('INVALID_STATE');
        await repo.updateTotp(tx, staff.operatorId, row.id, noTotp);
        await auditLog.record(tx, {
          staff,
          action: 'staff.totp.reset',
          targetType: 'staff_account',
          targetId: row.id,
          before: { totpEnabled: row.totpSecret !== null },
          after: { totpEnabled: false },
          ip,
        });
        const view = await repo.findViewById(tx, staff.operatorId, row.id);
        if (!view) throw new AppError('NOT_FOUND');
        return toStaffAccount(view);
      });
    },

    /** One page of the audit log, newest first (owner only, checked by the route). */
    async auditLogPage(operatorId: string, query: AuditQuery & { pageNo: number; pageSize: number }) {
      const page = await repo.pageAudit(db, operatorId, auditFilter(query), query.pageNo, query.pageSize);
      const data = await named(operatorId, page.rows);
      return { data, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /**
     * Every entry of the filters, newest first, a chunk at a time (the CSV export): each chunk is
     * read and named only when the previous one was written.
     */
    async *auditLogChunks(operatorId: string, query: AuditQuery, chunkSize = AUDIT_EXPORT_CHUNK) {
      const filter = auditFilter(query);
      let after: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const rows = await repo.auditAfter(db, operatorId, filter, after, chunkSize);
        if (rows.length === 0) return;
        yield await named(operatorId, rows);
        const last = rows[rows.length - 1];
        if (!last || rows.length < chunkSize) return;
        after = { createdAt: last.createdAt, id: last.id };
      }
    },

    async listStaff(operatorId: string): Promise<StaffAccount[]> {
      return (await repo.listAccounts(db, operatorId)).map(toStaffAccount);
    },

    /** A new staff account (owner only, checked by the route). A taken username is STAFF_USERNAME_TAKEN. */
    async createStaff(
      staff: AuthenticatedStaff,
      input: CreateStaffRequest,
      ip: string,
    ): Promise<StaffAccount> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const created = await repo.insertIfAbsent(tx, {
          id: uuidv7(),
          operatorId: staff.operatorId,
          username: input.username,
          passwordHash,
          role: input.role,
          createdAt: clock.now(),
        });
        if (!created) throw new AppError('STAFF_USERNAME_TAKEN');
        const account = toStaffAccount(created);
        await auditLog.record(tx, {
          staff,
          action: 'staff.create',
          targetType: 'staff_account',
          targetId: created.id,
          after: account,
          ip,
        });
        return account;
      });
    },

    /** The username of a staff account of the site (for "who did it" on back-office pages), or undefined. */
    async usernameOf(operatorId: string, staffId: string): Promise<string | undefined> {
      return (await repo.findById(db, operatorId, staffId))?.username;
    },

    /**
     * When each target last had `action` done to it, by the audit log: e.g. the moment staff closed
     * a round early (`lottery.round.close`), which the round row does not keep.
     */
    async lastActionTimes(
      operatorId: string,
      action: AuditAction,
      targetType: string,
      targetIds: string[],
    ): Promise<Map<string, Date>> {
      return repo.lastActionTimes(db, operatorId, action, targetType, targetIds);
    },

    /** For the staff guard: a token counts only while its session row is live; the role is read fresh. */
    sessions: {
      activeStaff: (claims) => repo.findActiveSessionAccount(db, claims, clock.now()),
    } satisfies StaffSessionChecker,
  };
};
export type StaffService = ReturnType<typeof createStaffService>;
