import { formatAmount, type WebConfig } from '@chokdee/contracts';
import type { WebConfigRow } from './operator.repo';

/** The web config's fields as members and staff both see them (amounts as two-decimal strings). */
export const webConfigFields = (row: WebConfigRow): Omit<WebConfig, 'operatorKey'> => ({
  siteName: row.siteName,
  minimumDeposit: formatAmount(row.minimumDepositSatang),
  maximumDeposit: formatAmount(row.maximumDepositSatang),
  minWithdraw: formatAmount(row.minWithdrawSatang),
  maxWithdraw: formatAmount(row.maxWithdrawSatang),
  lineId: row.lineId,
  lineUrl: row.lineUrl,
  telegramId: row.telegramId,
  telegramUrl: row.telegramUrl,
  banners: [...row.banners].sort((a, b) => a.sortOrder - b.sortOrder),
});
