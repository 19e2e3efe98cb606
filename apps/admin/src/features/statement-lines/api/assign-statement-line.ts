import { type AssignStatementLineRequest, adminHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { statementLinesKey } from './get-statement-lines';

const assignedSchema = z.object({ paymentRef: z.string() });

/**
 * `POST /api/admin/finance/statement-lines/{id}/assign {memberId} | {phone}`: credits the line to
 * the member; answers the deposit's payment reference. Silent: the dialog shows refusals.
 */
export const assignStatementLine = async (id: string, target: AssignStatementLineRequest) =>
  assignedSchema.parse(
    await api.post<unknown>(adminHref.statementLineAction(id, 'assign'), target, { silent: true }),
  );

export const useAssignStatementLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, target }: { id: string; target: AssignStatementLineRequest }) =>
      assignStatementLine(id, target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementLinesKey }),
  });
};
