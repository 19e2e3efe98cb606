import { lotteryRoundBillHref, payoutPreviewSchema } from '@chokdee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** `GET /api/admin/lottery/rounds/{roundCode}/result/preview`: what confirming the entered result pays. */
export const getPayoutPreview = async (roundCode: string, { signal }: { signal?: AbortSignal } = {}) =>
  payoutPreviewSchema.parse(
    await api.get<unknown>(lotteryRoundBillHref.resultPreview(roundCode), { signal }),
  );

export const usePayoutPreview = (roundCode: string) =>
  useQuery({
    queryKey: lotteryKeys.preview(roundCode),
    queryFn: ({ signal }) => getPayoutPreview(roundCode, { signal }),
  });
