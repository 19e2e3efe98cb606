import { type Bank, formatAmount, type WebConfig } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { OperatorResolver, RequestOperator } from '#platform/http/tenant';
import type { OperatorRepo } from './operator.repo';
import { bankLogoPath } from './thai-banks';

type Deps = { db: Db; repo: OperatorRepo };

export const createOperatorService = ({ db, repo }: Deps) => {
  const toRequestOperator = (row: { id: string; key: string } | undefined): RequestOperator | undefined =>
    row ? { id: row.id, key: row.key } : undefined;

  const resolver: OperatorResolver = {
    byKey: async (key) => toRequestOperator(await repo.findByKey(db, key)),
    byHostname: async (hostname) => toRequestOperator(await repo.findByHostname(db, hostname)),
  };

  return {
    resolver,

    /**
     * The site's public settings. `query` (a hostname) is accepted as the spec sends it, but the
     * operator already resolved from `x-operator` or the Host header decides which site answers.
     */
    async getWebConfig(operator: RequestOperator): Promise<WebConfig> {
      const row = await repo.findWebConfig(db, operator.id);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        operatorKey: operator.key,
        siteName: row.siteName,
        minimumDeposit: formatAmount(row.minimumDepositSatang),
        maximumDeposit: formatAmount(row.maximumDepositSatang),
        minWithdraw: formatAmount(row.minWithdrawSatang),
        maxWithdraw: formatAmount(row.maxWithdrawSatang),
        lineId: row.lineId,
        lineUrl: row.lineUrl,
        telegramId: row.telegramId,
        telegramUrl: row.telegramUrl,
      };
    },

    async listBanks(): Promise<Bank[]> {
      const rows = await repo.listActiveBanks(db);
      return rows.map((row) => ({
        companyId: row.id,
        bankName: row.nameTh,
        code: row.code,
        bankNumber: row.bankNumber,
        logoUrl: bankLogoPath(row.code),
      }));
    },

    /** A bank by companyId whether or not it is still offered (to show a member's existing account). */
    async bankById(companyId: number): Promise<{ id: number; code: string; nameTh: string } | undefined> {
      return repo.findBank(db, companyId);
    },

    /** An active bank by companyId, for registration. */
    async findBank(companyId: number): Promise<{ id: number; code: string; nameTh: string } | undefined> {
      const row = await repo.findBank(db, companyId);
      return row?.isActive ? row : undefined;
    },
  };
};
export type OperatorService = ReturnType<typeof createOperatorService>;
