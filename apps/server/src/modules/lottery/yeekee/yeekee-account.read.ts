import type { DbOrTx } from '#platform/db/client';
import { createYeekeeRoundRepo } from './yeekee-round.repo';

/** What the member module's back office asks of Yeekee about an account: whether it has ever shot. */
export const createYeekeeAccountRead = () => {
  const repo = createYeekeeRoundRepo();
  return {
    memberHasShots: (db: DbOrTx, memberId: string): Promise<boolean> => repo.memberHasShots(db, memberId),
  };
};
export type YeekeeAccountRead = ReturnType<typeof createYeekeeAccountRead>;
