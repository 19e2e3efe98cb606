import { adminHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statementLinesKey } from './get-statement-lines';

/** `POST /api/admin/finance/statement-lines/{id}/dismiss {reason}`: not a member's deposit. Silent. */
export const dismissStatementLine = (id: string, reason: string) =>
  api.post<unknown>(adminHref.statementLineAction(id, 'dismiss'), { reason }, { silent: true });

export const useDismissStatementLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => dismissStatementLine(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementLinesKey }),
  });
};
