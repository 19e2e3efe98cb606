import { type YeekeeBoardShot, type YeekeeProof, yeekeeHref, yeekeeProofSchema } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { yeekeeKeys } from './query-keys';

/** Shots per proof page asked for (the server's maximum). */
export const PROOF_PAGE_LIMIT = 5000;

/** `GET …/rounds/{roundCode}/proof?afterSeq=&limit=`: one page of the proof. */
export const getYeekeeProofPage = async (
  roundCode: string,
  afterSeq: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<YeekeeProof> => {
  const data = await api.get<unknown>(yeekeeHref.proof(roundCode), {
    query: afterSeq === undefined ? { limit: PROOF_PAGE_LIMIT } : { afterSeq, limit: PROOF_PAGE_LIMIT },
    signal,
    silent: true,
  });
  return yeekeeProofSchema.parse(data);
};

/**
 * The whole proof: every page read in turn (`nextAfterSeq` until null), the shots concatenated in seq
 * order. The figures (hash, sum, result) are the same on every page; the first page's are kept.
 */
export const getYeekeeProof = async (
  roundCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<YeekeeProof> => {
  const first = await getYeekeeProofPage(roundCode, undefined, { signal });
  const shots: YeekeeBoardShot[] = [...first.shots];
  let next = first.nextAfterSeq;
  while (next !== null) {
    const page = await getYeekeeProofPage(roundCode, next, { signal });
    shots.push(...page.shots);
    // A page that does not move forward would loop for ever: stop, the check will show what is missing.
    next = page.nextAfterSeq !== null && page.nextAfterSeq > next ? page.nextAfterSeq : null;
  }
  return { ...first, shots, nextAfterSeq: null };
};

export const yeekeeProofQueryOptions = (roundCode: string) =>
  queryOptions({
    queryKey: yeekeeKeys.proof(roundCode),
    queryFn: ({ signal }) => getYeekeeProof(roundCode, { signal }),
    // A frozen round's proof never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useYeekeeProof = (roundCode: string, enabled = true) =>
  useQuery({ ...yeekeeProofQueryOptions(roundCode), enabled });
