import type { DepositBank } from '@chokdee/contracts';
import { bankLogoPath, type OperatorService } from '#modules/operator/index';
import type { DepositAccountRow } from './payments.repo';

/** Deposit accounts as members see them (bank name, code and logo looked up by id). */
export const depositBankViews = async (
  operators: Pick<OperatorService, 'bankById'>,
  rows: DepositAccountRow[],
): Promise<Array<DepositBank & { row: DepositAccountRow }>> => {
  const views: Array<DepositBank & { row: DepositAccountRow }> = [];
  for (const row of rows) {
    const bank = await operators.bankById(row.bankId);
    views.push({
      id: row.id,
      type: row.type,
      logoUrl: bankLogoPath(bank?.code ?? ''),
      bankName: bank?.nameTh ?? '',
      bankCode: bank?.code ?? '',
      accountName: row.accountName,
      accountNumber: row.accountNumber,
      promptPayId: row.promptPayId,
      row,
    });
  }
  return views;
};
