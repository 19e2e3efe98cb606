import { randomInt } from 'node:crypto';
import type { StaffRoleName } from '@chokdee/contracts';
import type { AuditLog } from '#platform/audit/audit-log';
import { hashPassword, verifyPassword } from '#platform/auth/password';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { StaffRepo } from './staff.repo';
import { toStaffAccount } from './staff.service';
import type { StaffAccountRepo } from './staff-account.repo';

/** No 0/O, 1/l/I: a generated password is read out or typed from a note. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of 56: about 93 bits. */
export const generateStaffPassword = (length = 16): string =>
  Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

type Deps = {
  db: Db;
  repo: Pick<StaffRepo, 'lockById' | 'findViewById' | 'revokeAllSessions'>;
  accounts: StaffAccountRepo;
  auditLog: Pick<AuditLog, 'record'>;
  clock: Clock;
};

/**
 * An owner changes another account's role or resets its password; every staff member changes their
 * own password. Each is audited in its own transaction (never a password or its hash). The guard
 * reads the role on every call, so a role change applies to the next call.
 */
export const createStaffAccountService = ({ db, repo, accounts, auditLog, clock }: Deps) => {
  const lockOther = async (tx: Tx, staff: AuthenticatedStaff, id: string) => {
    if (id === staff.staffId) throw new AppError('STAFF_SELF_ACTION');
    const row = await repo.lockById(tx, staff.operatorId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  const viewOf = async (tx: Tx, operatorId: string, id: string) => {
    const view = await repo.findViewById(tx, operatorId, id);
    if (!view) throw new AppError('NOT_FOUND');
    return toStaffAccount(view);
  };

  return {
    async changeRole(staff: AuthenticatedStaff, targetId: string, role: StaffRoleName, ip: string) {
      return db.transaction(async (tx) => {
        const row = await lockOther(tx, staff, targetId);
        if (row.role === role) throw new AppError('STAFF_ROLE_UNCHANGED');
        await accounts.setRole(tx, staff.operatorId, row.id, role);
        await auditLog.record(tx, {
          staff,
          action: 'staff.role.change',
          targetType: 'staff_account',
          targetId: row.id,
          before: { role: row.role },
          after: { role },
          ip,
        });
        return viewOf(tx, staff.operatorId, row.id);
      });
    },

    /** A generated password replaces the old one, every session of the account ends; shown once. */
    async resetPassword(staff: AuthenticatedStaff, targetId: string, ip: string) {
      const password = generateStaffPassword();
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await lockOther(tx, staff, targetId);
        await accounts.setPasswordHash(tx, staff.operatorId, row.id, passwordHash);
        const sessionsEnded = await repo.revokeAllSessions(tx, staff.operatorId, row.id, clock.now());
        await auditLog.record(tx, {
          staff,
          action: 'staff.password.reset',
          targetType: 'staff_account',
          targetId: row.id,
          after: { sessionsEnded },
          ip,
        });
        return { username: row.username, password, sessionsEnded };
      });
    },

    /** The staff member's own password: the current one must verify; other sessions end, this one stays. */
    async changeOwnPassword(
      staff: AuthenticatedStaff,
      input: { currentPassword: string; newPassword: string },
      ip: string,
    ) {
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, staff.operatorId, staff.staffId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!(await verifyPassword(row.passwordHash, input.currentPassword)))
          throw new AppError('STAFF_CURRENT_PASSWORD_WRONG');
        await accounts.setPasswordHash(tx, staff.operatorId, row.id, passwordHash);
        const sessionsEnded = await repo.revokeAllSessions(
          tx,
          staff.operatorId,
          row.id,
          clock.now(),
          staff.sessionId,
        );
        await auditLog.record(tx, {
          staff,
          action: 'staff.password.change',
          targetType: 'staff_account',
          targetId: row.id,
          after: { sessionsEnded },
          ip,
        });
        return { sessionsEnded };
      });
    },
  };
};
export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
