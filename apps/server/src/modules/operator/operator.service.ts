import type { Bank, WebConfig } from '@chokdee/contracts';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { OperatorResolver, RequestOperator } from '#platform/http/tenant';
import type { OperatorRepo } from './operator.repo';
import { bankLogoPath } from './thai-banks';
import { webConfigFields } from './web-config-view';

type Deps = {
  db: Db;
  repo: OperatorRepo;
  /** Drops the resolver's cache when a site's key or hostnames change (on any node) or the bus resets. */
  bus?: Pick<InvalidationBus, 'subscribe' | 'onReset'>;
};

/** Bus topic (keys: operator ids) that empties the operator resolver's cache on every node. */
export const OPERATORS_TOPIC = 'operators';

const OPERATOR_CACHE_MS = 30_000;
const OPERATOR_CACHE_MAX = 1_000;

/** Memoises a lookup for OPERATOR_CACHE_MS, keeping at most OPERATOR_CACHE_MAX keys. */
const cached = <T>(load: (key: string) => Promise<T>) => {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  const lookup = (key: string): Promise<T> => {
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
  return Object.assign(lookup, { clear: () => entries.clear() });
};

export const createOperatorService = ({ db, repo, bus }: Deps) => {
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
  const dropResolved = () => {
    byKey.clear();
    byHostname.clear();
  };
  bus?.subscribe(OPERATORS_TOPIC, dropResolved);
  bus?.onReset(dropResolved);

  return {
    resolver,

    /** Every site's id: for the jobs that run per operator (the loyalty programmes' periods). */
    listOperatorIds: (): Promise<string[]> => repo.listIds(db),

    /**
     * The site's public settings. `query` (a hostname) is accepted as the member site sends it (docs/domain/member-site.md §7), but the
     * operator already resolved from `x-operator` or the Host header decides which site answers.
     */
    async getWebConfig(operator: RequestOperator): Promise<WebConfig> {
      const row = await repo.findWebConfig(db, operator.id);
      if (!row) throw new AppError('NOT_FOUND');
      return { operatorKey: operator.key, ...webConfigFields(row) };
    },

    /** The banks this site offers its members (active, and not disabled by the site's owner). */
    async listBanks(operatorId: string): Promise<Bank[]> {
      const rows = await repo.listOfferedBanks(db, operatorId);
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

    /**
     * An active bank by companyId, for registration; with `operatorId`, also one that site has not
     * disabled.
     */
    async findBank(
      companyId: number,
      operatorId?: string,
    ): Promise<{ id: number; code: string; nameTh: string } | undefined> {
      const row = await repo.findBank(db, companyId);
      if (!row?.isActive) return undefined;
      if (operatorId && (await repo.isBankDisabled(db, operatorId, row.id))) return undefined;
      return row;
    },

    /** An active bank by code that this site offers (for a new deposit account). */
    async offeredBankByCode(
      operatorId: string,
      code: string,
    ): Promise<{ id: number; code: string; nameTh: string } | undefined> {
      const row = await repo.findBankByCode(db, code);
      if (!row?.isActive || (await repo.isBankDisabled(db, operatorId, row.id))) return undefined;
      return row;
    },
  };
};
export type OperatorService = ReturnType<typeof createOperatorService>;
