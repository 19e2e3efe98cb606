import { and, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { announcements } from './content.tables';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The most announcements running at once that a member is shown (the newest first). */
const RUNNING_MAX = 20;

export const createAnnouncementsRepo = () => ({
  async insert(tx: Tx, row: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
    const [inserted] = await tx.insert(announcements).values(row).returning();
    if (!inserted) throw new Error('announcement insert returned nothing');
    return inserted;
  },

  /** Running at `now`: started, not past its end, not ended by staff; newest start first. */
  async running(db: DbOrTx, operatorId: string, now: Date): Promise<AnnouncementRow[]> {
    return db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.operatorId, operatorId),
          lte(announcements.startsAt, now),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
          isNull(announcements.endedAt),
        ),
      )
      .orderBy(desc(announcements.startsAt), desc(announcements.id))
      .limit(RUNNING_MAX);
  },

  async page(
    db: DbOrTx,
    operatorId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: AnnouncementRow[]; total: number }> {
    const where = eq(announcements.operatorId, operatorId);
    const rows = await db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(announcements).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Ends it now unless it has ended already (by staff or by its end time): the row after, or undefined. */
  async end(tx: Tx, operatorId: string, id: string, now: Date): Promise<AnnouncementRow | undefined> {
    const [row] = await tx
      .update(announcements)
      .set({ endedAt: now })
      .where(
        and(
          eq(announcements.operatorId, operatorId),
          eq(announcements.id, id),
          isNull(announcements.endedAt),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      )
      .returning();
    return row;
  },

  async find(db: DbOrTx, operatorId: string, id: string): Promise<AnnouncementRow | undefined> {
    const [row] = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.operatorId, operatorId), eq(announcements.id, id)));
    return row;
  },
});
export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;
