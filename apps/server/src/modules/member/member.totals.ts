import { eq } from 'drizzle-orm';
import { countByBangkokDay, type DayCount, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { members } from './member.tables';

/** Members who registered, per Bangkok day of registration: for the back office's dashboard. */
export const newMembersByDay = (db: DbOrTx, operatorId: string, range: InstantRange): Promise<DayCount[]> =>
  countByBangkokDay(db, members, { at: members.createdAt, where: eq(members.operatorId, operatorId), range });
