import { correctionPreviewSchema, lotteryRoundBillHref } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/**
 * `POST /api/admin/lottery/rounds/{roundCode}/result/correct/preview {result}` (owner): what the
 * correction to `result` would move; a read (POST only to carry the result), so a query, not a mutation.
 */
export const getCorrectionPreview = async (
  roundCode: string,
  result: Record<string, unknown>,
  { signal }: { signal?: AbortSignal } = {},
) =>
  correctionPreviewSchema.parse(
    await api.post<unknown>(
      lotteryRoundBillHref.correctionPreview(roundCode),
      { result },
      { signal, silent: true },
    ),
  );

export const useCorrectionPreview = (roundCode: string, result: Record<string, unknown> | undefined) =>
  useQuery({
    queryKey: [...lotteryKeys.preview(roundCode), 'correction', result],
    queryFn: ({ signal }) => getCorrectionPreview(roundCode, result ?? {}, { signal }),
    enabled: result !== undefined,
    retry: false,
  });
