import { type YeekeeShotPage, yeekeeHref, yeekeeShotPageSchema } from '@chokdee/contracts';
import { api } from '../../../lib/api-client';
import { observeServerTime } from '../stores/server-clock-store';

/**
 * `GET …/rounds/{roundCode}/shots?afterSeq=&limit=`: with `afterSeq`, the shots after it in order;
 * without, the newest `limit`. The live board starts from it and resyncs from it on a seq gap.
 */
export const getYeekeeShots = async (
  roundCode: string,
  { afterSeq, limit }: { afterSeq?: number; limit: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<YeekeeShotPage> => {
  const data = await api.get<unknown>(yeekeeHref.shots(roundCode), {
    query: afterSeq === undefined ? { limit } : { afterSeq, limit },
    signal,
    silent: true,
  });
  const page = yeekeeShotPageSchema.parse(data);
  observeServerTime(page.serverTime);
  return page;
};
