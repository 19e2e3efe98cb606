import {
  type BankFeedSettings,
  type BankFeedSettingsUpdate,
  DEFAULT_MAX_STATEMENT_LINE_SATANG,
  formatAmount,
  type RejectedStatementLine,
} from '@chokdee/contracts';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { BankFeedSettingsRow } from './feed.repo';
import type { PaymentsDeps } from './payments.deps';

const settingsView = (row: BankFeedSettingsRow | undefined): BankFeedSettings => ({
  maxLineAmount: formatAmount(row?.maxLineAmountSatang ?? DEFAULT_MAX_STATEMENT_LINE_SATANG),
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The bank feed's per-line ceiling (owner and finance) and the lines it rejected, for staff. */
export const createFeedAdminService = ({ db, repo, clock, audit }: PaymentsDeps) => ({
  async getFeedSettings(operatorId: string): Promise<BankFeedSettings> {
    return settingsView(await repo.findFeedSettings(db, operatorId));
  },

  async putFeedSettings(
    staff: AuthenticatedStaff,
    ip: string,
    input: BankFeedSettingsUpdate,
  ): Promise<BankFeedSettings> {
    const row: BankFeedSettingsRow = {
      operatorId: staff.operatorId,
      maxLineAmountSatang: input.maxLineAmount,
      updatedAt: clock.now(),
      updatedBy: staff.staffId,
    };
    await db.transaction(async (tx) => {
      const before = await repo.findFeedSettings(tx, staff.operatorId);
      await repo.putFeedSettings(tx, row);
      await audit.record(tx, {
        staff,
        action: 'bank_feed_settings.update',
        targetType: 'bank_feed_settings',
        targetId: staff.operatorId,
        before: { maxLineAmount: settingsView(before).maxLineAmount },
        after: { maxLineAmount: settingsView(row).maxLineAmount },
        ip,
      });
    });
    return settingsView(row);
  },

  async pageRejectedStatementLines(operatorId: string, query: { pageNo: number; pageSize: number }) {
    const { rows, total } = await repo.pageRejections(db, operatorId, query.pageNo, query.pageSize);
    const data: RejectedStatementLine[] = rows.map((row) => ({
      id: row.id,
      externalId: row.externalId,
      line: row.line,
      reason: { code: row.reasonCode, message: row.reasonMessage, field: row.reasonField },
      createdAt: row.createdAt.toISOString(),
    }));
    return { data, total, pageNo: query.pageNo, pageSize: query.pageSize };
  },
});
