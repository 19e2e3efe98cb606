import { type Bank, formatAmount, type WebConfig } from '@chokdee/contracts';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { OperatorResolver, RequestOperator } from '#platform/http/tenant';
import type { OperatorRepo } from './operator.repo';
import { bankLogoPath } from './thai-banks';

type Deps = { db: Db; repo: OperatorRepo };

const OPERATOR_CACHE_MS = 30_000;
const OPERATOR_CACHE_MAX = 1_000;

/** Memoises a lookup for OPERATOR_CACHE_MS, keeping at most OPERATOR_CACHE_MAX keys. */
const cached = <T>(load: (key: string) => Promise<T>) => {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return (key: string): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    if (entries.size >= OPERATOR_CACHE_MAX) entries.clear();
    const value = load(key);
    entries.set(key, { value, until: now + OPERATOR_CACHE_MS });
    // A failed lookup must not be remembered.
    value.catch(() => entries.delete(key));
    return value;
  };
};

export const createOperatorService = ({ db, repo }: Deps) => {
  const toRequestOperator = (row: { id: string; key: string } | undefined): RequestOperator | undefined =>
    row ? { id: row.id, key: row.key } : undefined;

  // Every member request resolves its operator; sites change rarely, so a short cache saves a
  // database round trip per request. Unknown keys are cached too (a flood of bad keys stays cheap).
  const byKey = cached((key: string) => repo.findByKey(db, key).then(toRequestOperator));
  const byHostname = cached((hostname: string) => repo.findByHostname(db, hostname).then(toRequestOperator));
  const resolver: OperatorResolver = {
    byKey,
    byHostname,
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

    async bankByCode(code: string): Promise<{ id: number; code: string; nameTh: string } | undefined> {
      return repo.findBankByCode(db, code);
    },

    /** The site's deposit and withdrawal limits in satang. */
    async moneyLimits(operatorId: string): Promise<{
      minimumDepositSatang: bigint;
      maximumDepositSatang: bigint;
      minWithdrawSatang: bigint;
      maxWithdrawSatang: bigint;
    }> {
      const row = await repo.findWebConfig(db, operatorId);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** An active bank by companyId, for registration. */
    async findBank(companyId: number): Promise<{ id: number; code: string; nameTh: string } | undefined> {
      const row = await repo.findBank(db, companyId);
      return row?.isActive ? row : undefined;
    },
  };
};
export type OperatorService = ReturnType<typeof createOperatorService>;
