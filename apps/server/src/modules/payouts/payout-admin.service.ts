import {
  formatAmount,
  type PayoutAccount,
  type PayoutAccountRequest,
  type PayoutBalance,
  type PayoutRecipient,
  type PayoutSettingsUpdate,
} from '@chokdee/contracts';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { createSecretBox } from '#platform/crypto/secret-box';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import { AppError } from '#platform/http/app-error';
import type { PayoutAdminDeps } from './payout-admin.deps';
import { askProvider } from './payout-admin.provider-error';
import { createPayoutAdminRepo } from './payout-admin.repo';
import { createWithdrawalDetail, recipientView } from './payout-admin.timeline';
import { createPayoutsRepo, type PayoutAccountRow } from './payouts.repo';
import { secretHint } from './payouts.seed';

/** A new account's daily cap of automatic payouts until finance sets one: ฿200,000.00. */
const DEFAULT_DAILY_CAP_SATANG = 20_000_000n;

/** What the audit log keeps of the credentials: where, and the hints; never a secret. */
const credentialFacts = (row: PayoutAccountRow) => ({
  source: row.source,
  baseUrl: row.baseUrl,
  secretKeyHint: row.secretKeyHint,
  webhookSecretHint: row.webhookSecretHint,
});

const settingFacts = (row: PayoutAccountRow) => ({
  autoSendEnabled: row.autoSendEnabled,
  dailyCap: formatAmount(row.dailyCapSatang),
});

/**
 * The back office's payout provider settings (docs/modules/payouts.md): the account's credentials (owner; encrypted,
 * answered only as hints, rotated by setting them again), the kill switch and the daily cap (owner,
 * finance), the provider's balance asked live, members' recipients, and each withdrawal's transfers
 * and timeline. Every change is audited in its transaction; the flow then drops its cached provider.
 */
export const createPayoutAdminService = (deps: PayoutAdminDeps) => {
  const { db, clock, audit, flow, members } = deps;
  const repo = createPayoutsRepo();
  const adminRepo = createPayoutAdminRepo();
  const box = createSecretBox({ secret: deps.secret, purpose: 'payout-account' });

  const accountView = async (
    operatorId: string,
    row: PayoutAccountRow | undefined,
    webhookUrl: string,
  ): Promise<PayoutAccount> => {
    const sentToday = row
      ? await repo.automaticTotalSince(db, operatorId, bangkokMidnightOf(clock.now()))
      : 0n;
    return {
      configured: row !== undefined,
      provider: 'opn',
      source: row?.source ?? null,
      baseUrl: row?.baseUrl ?? null,
      secretKeyHint: row?.secretKeyHint ?? null,
      webhookSecretHint: row?.webhookSecretHint ?? null,
      webhookUrl,
      autoSendEnabled: row?.autoSendEnabled ?? false,
      dailyCap: formatAmount(row?.dailyCapSatang ?? 0n),
      sentToday: formatAmount(sentToday),
      credentialsRotatedAt: row?.credentialsRotatedAt?.toISOString() ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  };

  /** The recipient of the member's current bank account; null when none was created (or no account). */
  const memberRecipient = async (operatorId: string, memberId: string): Promise<PayoutRecipient | null> => {
    const member = (await members.summaries(db, operatorId, [memberId])).get(memberId);
    if (!member) throw new AppError('NOT_FOUND');
    if (!member.bankCode || !member.accountNumber) return null;
    const row = await repo.findRecipient(
      db,
      operatorId,
      memberId,
      `${member.bankCode}:${member.accountNumber}`,
    );
    return row ? recipientView(row) : null;
  };

  return {
    /** `webhookUrl`: where the provider must send this site's events (built by the route from the request). */
    async getAccount(operatorId: string, webhookUrl: string): Promise<PayoutAccount> {
      return accountView(operatorId, await repo.findAccount(db, operatorId), webhookUrl);
    },

    /**
     * Sets the credentials, or rotates them (the same call again): encrypted at rest, never answered
     * or logged; the old ones stop at once on every node (the flow drops its cached provider). A new
     * account starts with automatic sending on and the default daily cap; settings stay on a rotation.
     */
    async putAccount(
      staff: AuthenticatedStaff,
      ip: string,
      input: PayoutAccountRequest,
      webhookUrl: string,
    ): Promise<PayoutAccount> {
      const { operatorId } = staff;
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const before = await adminRepo.lockAccount(tx, operatorId);
        const written = await adminRepo.putCredentials(tx, {
          operatorId,
          provider: 'opn',
          source: 'STAFF',
          baseUrl: input.baseUrl.trim().replace(/\/+$/, ''),
          secretKeyEnc: box.encrypt(operatorId, input.secretKey.trim()),
          secretKeyHint: secretHint(input.secretKey.trim()),
          webhookSecretEnc: box.encrypt(operatorId, input.webhookSecret.trim()),
          webhookSecretHint: secretHint(input.webhookSecret.trim()),
          autoSendEnabled: true,
          dailyCapSatang: DEFAULT_DAILY_CAP_SATANG,
          credentialsRotatedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, {
          staff,
          action: 'payout_account.update',
          targetType: 'payout_account',
          targetId: operatorId,
          before: before ? credentialFacts(before) : null,
          after: credentialFacts(written),
          ip,
        });
        return written;
      });
      flow.forgetProvider(operatorId);
      return accountView(operatorId, row, webhookUrl);
    },

    /** The kill switch and the daily cap (audited); PAYOUT_ACCOUNT_MISSING before credentials are set. */
    async putSettings(
      staff: AuthenticatedStaff,
      ip: string,
      input: PayoutSettingsUpdate,
      webhookUrl: string,
    ): Promise<PayoutAccount> {
      const { operatorId } = staff;
      const row = await db.transaction(async (tx) => {
        const before = await adminRepo.lockAccount(tx, operatorId);
        if (!before) throw new AppError('PAYOUT_ACCOUNT_MISSING');
        const updated = await adminRepo.updateSettings(tx, operatorId, {
          autoSendEnabled: input.autoSendEnabled,
          dailyCapSatang: input.dailyCap,
          updatedAt: clock.now(),
        });
        if (!updated) throw new Error('payout account missing after update');
        await audit.record(tx, {
          staff,
          action: 'payout_settings.update',
          targetType: 'payout_account',
          targetId: operatorId,
          before: settingFacts(before),
          after: settingFacts(updated),
          ip,
        });
        return updated;
      });
      flow.forgetProvider(operatorId);
      return accountView(operatorId, row, webhookUrl);
    },

    /** The provider's balance, asked now; its failure is a PAYOUT_PROVIDER_* error. */
    async balance(operatorId: string): Promise<PayoutBalance> {
      const provider = await flow.providerOf(operatorId);
      if (!provider) throw new AppError('PAYOUT_ACCOUNT_MISSING');
      const { availableSatang, totalSatang } = await askProvider(() => provider.balance());
      return {
        available: formatAmount(availableSatang),
        total: formatAmount(totalSatang),
        checkedAt: clock.now().toISOString(),
      };
    },

    memberRecipient,

    /**
     * Creates the member's recipient at the provider when it has none for their current bank account,
     * or asks the provider again about it (PENDING → VERIFIED or FAILED); answers it as it is then.
     */
    async refreshMemberRecipient(operatorId: string, memberId: string): Promise<PayoutRecipient | null> {
      const member = (await members.summaries(db, operatorId, [memberId])).get(memberId);
      if (!member) throw new AppError('NOT_FOUND');
      if (!member.bankCode || !member.accountNumber) throw new AppError('PAYOUT_NO_BANK_ACCOUNT');
      if ((await memberRecipient(operatorId, memberId)) === null) {
        if (!(await flow.providerOf(operatorId))) throw new AppError('PAYOUT_ACCOUNT_MISSING');
        await askProvider(() => flow.recipients.ensure(operatorId, memberId));
      } else {
        await askProvider(() => flow.recipients.refresh(operatorId, memberId));
      }
      return memberRecipient(operatorId, memberId);
    },

    withdrawalDetail: createWithdrawalDetail(deps, memberRecipient),
  };
};
export type PayoutAdminService = ReturnType<typeof createPayoutAdminService>;
