import type { AdminBank, AdminWebConfig, WebConfigUpdate } from '@chokdee/contracts';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { OperatorRepo, WebConfigRow } from './operator.repo';
import { bankLogoPath } from './thai-banks';
import { webConfigFields } from './web-config-view';

type Deps = { db: Db; repo: OperatorRepo; clock: Clock; audit: Pick<AuditLog, 'record'> };

const toAdminWebConfig = (row: WebConfigRow): AdminWebConfig => ({
  ...webConfigFields(row),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The back office's site settings: the web config (read by every member call that needs limits or
 * contacts straight from its row, so a change applies to the next request on every node) and which
 * banks the site offers. Every change is audited in its transaction.
 */
export const createSiteSettingsService = ({ db, repo, clock, audit }: Deps) => ({
  async getWebConfig(operatorId: string): Promise<AdminWebConfig> {
    const row = await repo.findWebConfig(db, operatorId);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminWebConfig(row);
  },

  async updateWebConfig(
    staff: AuthenticatedStaff,
    ip: string,
    input: WebConfigUpdate,
  ): Promise<AdminWebConfig> {
    const { operatorId } = staff;
    return db.transaction(async (tx) => {
      const before = await repo.lockWebConfig(tx, operatorId);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await repo.updateWebConfig(tx, operatorId, {
        siteName: input.siteName,
        minimumDepositSatang: input.minimumDeposit,
        maximumDepositSatang: input.maximumDeposit,
        minWithdrawSatang: input.minWithdraw,
        maxWithdrawSatang: input.maxWithdraw,
        lineId: input.lineId,
        lineUrl: input.lineUrl,
        telegramId: input.telegramId,
        telegramUrl: input.telegramUrl,
        banners: input.banners,
        updatedAt: clock.now(),
      });
      if (!after) throw new AppError('NOT_FOUND');
      const { updatedAt: _before, ...oldValues } = toAdminWebConfig(before);
      const { updatedAt: _after, ...newValues } = toAdminWebConfig(after);
      await audit.record(tx, {
        staff,
        action: 'web_config.update',
        targetType: 'web_config',
        targetId: operatorId,
        before: oldValues,
        after: newValues,
        ip,
      });
      return toAdminWebConfig(after);
    });
  },

  async listBanks(operatorId: string): Promise<{ data: AdminBank[] }> {
    const rows = await repo.listBanksFor(db, operatorId);
    return {
      data: rows.map((row) => ({
        companyId: row.id,
        bankName: row.nameTh,
        code: row.code,
        bankNumber: row.bankNumber,
        logoUrl: bankLogoPath(row.code),
        enabled: !row.disabled,
      })),
    };
  },

  /** Offers (enable) or withdraws (disable) a bank for this site; ALREADY_ENABLED/DISABLED when nothing changes. */
  async setBankEnabled(
    staff: AuthenticatedStaff,
    ip: string,
    code: string,
    enabled: boolean,
  ): Promise<{ enabled: boolean }> {
    const { operatorId } = staff;
    const bank = await repo.findBankByCode(db, code);
    if (!bank?.isActive) throw new AppError('NOT_FOUND');
    await db.transaction(async (tx) => {
      const changed = enabled
        ? await repo.enableBank(tx, operatorId, bank.id)
        : await repo.disableBank(tx, {
            operatorId,
            bankId: bank.id,
            disabledAt: clock.now(),
            disabledBy: staff.staffId,
          });
      if (!changed) throw new AppError(enabled ? 'ALREADY_ENABLED' : 'ALREADY_DISABLED');
      await audit.record(tx, {
        staff,
        action: enabled ? 'bank.enable' : 'bank.disable',
        targetType: 'bank',
        targetId: bank.code,
        before: { enabled: !enabled },
        after: { enabled },
        ip,
      });
    });
    return { enabled };
  },
});
export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
