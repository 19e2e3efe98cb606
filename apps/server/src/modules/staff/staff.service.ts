import { uuidv7 } from 'uuidv7';
import { hashPassword } from '#platform/auth/password';
import type { Tx } from '#platform/db/client';
import type { StaffRepo } from './staff.repo';
import type { StaffRole } from './staff.tables';

export const createStaffService = ({ repo }: { repo: StaffRepo }) => ({
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
    return { created };
  },
});
export type StaffService = ReturnType<typeof createStaffService>;
