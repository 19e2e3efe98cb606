import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { countQueue } from '#platform/db/work-queue';
import { rewardGrantRequests } from './grants.tables';

/** Manual reward grants waiting for a second staff member's approval, and their amount. */
export const countPendingGrants = (db: DbOrTx, operatorId: string) =>
  countQueue(
    db,
    rewardGrantRequests,
    [eq(rewardGrantRequests.operatorId, operatorId), eq(rewardGrantRequests.status, 'PENDING')],
    rewardGrantRequests.amountSatang,
  );
