import type { MissionProgressStatus } from '@chokdee/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { missionLoginDays, missionProgress, missionTemplates } from './missions.tables';

export type MissionTemplateRow = typeof missionTemplates.$inferSelect;
export type MissionProgressRow = typeof missionProgress.$inferSelect;

/** A change to one (template, member, period): `add` sums, `atLeast` keeps the greater value. */
export type ProgressChange = {
  template: MissionTemplateRow;
  memberId: string;
  period: string;
  endsAt: Date;
  mode: 'add' | 'atLeast';
  value: bigint;
};

/** The missions' SQL (module rewards). Writes take the transaction. */
export const createMissionsRepo = () => ({
  async listTemplates(db: DbOrTx, operatorId: string, onlyEnabled = false): Promise<MissionTemplateRow[]> {
    return db
      .select()
      .from(missionTemplates)
      .where(
        onlyEnabled
          ? and(eq(missionTemplates.operatorId, operatorId), eq(missionTemplates.enabled, true))
          : eq(missionTemplates.operatorId, operatorId),
      )
      .orderBy(asc(missionTemplates.sortOrder), asc(missionTemplates.createdAt));
  },

  async findTemplate(db: DbOrTx, operatorId: string, id: string): Promise<MissionTemplateRow | undefined> {
    const [row] = await db
      .select()
      .from(missionTemplates)
      .where(and(eq(missionTemplates.operatorId, operatorId), eq(missionTemplates.id, id)));
    return row;
  },

  async lockTemplate(tx: Tx, operatorId: string, id: string): Promise<MissionTemplateRow | undefined> {
    const [row] = await tx
      .select()
      .from(missionTemplates)
      .where(and(eq(missionTemplates.operatorId, operatorId), eq(missionTemplates.id, id)))
      .for('update');
    return row;
  },

  async insertTemplate(tx: Tx, row: typeof missionTemplates.$inferInsert): Promise<void> {
    await tx.insert(missionTemplates).values(row);
  },

  async updateTemplate(
    tx: Tx,
    operatorId: string,
    id: string,
    values: Partial<typeof missionTemplates.$inferInsert>,
  ): Promise<void> {
    await tx
      .update(missionTemplates)
      .set(values)
      .where(and(eq(missionTemplates.operatorId, operatorId), eq(missionTemplates.id, id)));
  },

  async countTemplates(db: DbOrTx, operatorId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(missionTemplates)
      .where(eq(missionTemplates.operatorId, operatorId));
    return row?.n ?? 0;
  },

  /**
   * Applies progress changes (one statement per change; a batch's events are grouped first) and
   * answers the ids of the rows touched. A row starts with the template's target and reward.
   */
  async applyProgress(tx: Tx, changes: ProgressChange[], now: Date): Promise<string[]> {
    const ids: string[] = [];
    for (const change of changes) {
      const { template } = change;
      const claimUntil = new Date(change.endsAt.getTime() + template.claimHours * 3_600_000);
      const onConflict: SQL =
        change.mode === 'add'
          ? sql`progress = mission_progress.progress + excluded.progress`
          : sql`progress = greatest(mission_progress.progress, excluded.progress)`;
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into mission_progress (id, operator_id, member_id, template_id, period, progress, target,
            reward_satang, reward_kind, bonus_multiplier_tenths, ends_at, claim_until, status, updated_at)
          values (${uuidv7()}, ${template.operatorId}, ${change.memberId}, ${template.id}, ${change.period},
            ${change.value.toString()}::bigint, ${template.target.toString()}::bigint,
            ${template.rewardSatang.toString()}::bigint, ${template.rewardKind},
            ${template.bonusMultiplierTenths}, ${change.endsAt.toISOString()}::timestamptz,
            ${claimUntil.toISOString()}::timestamptz, 'IN_PROGRESS', ${now.toISOString()}::timestamptz)
          on conflict (template_id, member_id, period) do update
            set ${onConflict}, updated_at = excluded.updated_at
          returning id`),
      );
      if (row) ids.push(row.id);
    }
    return ids;
  },

  /** Rows among `ids` that reached their target: COMPLETED now. Answers their members. */
  async completeReached(tx: Tx, ids: string[], now: Date): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .update(missionProgress)
      .set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
      .where(
        and(
          inArray(missionProgress.id, ids),
          eq(missionProgress.status, 'IN_PROGRESS'),
          sql`${missionProgress.progress} >= ${missionProgress.target}`,
        ),
      )
      .returning({ memberId: missionProgress.memberId });
    return rows.map((row) => row.memberId);
  },

  async addLoginDays(
    tx: Tx,
    days: ReadonlyArray<{ operatorId: string; memberId: string; day: string }>,
  ): Promise<void> {
    if (days.length === 0) return;
    await tx
      .insert(missionLoginDays)
      .values([...days])
      .onConflictDoNothing();
  },

  /** The member's login days in [fromDay, toDay], newest first. */
  async loginDays(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    fromDay: string,
    toDay: string,
  ): Promise<string[]> {
    const rows = await db
      .select({ day: missionLoginDays.day })
      .from(missionLoginDays)
      .where(
        and(
          eq(missionLoginDays.operatorId, operatorId),
          eq(missionLoginDays.memberId, memberId),
          sql`${missionLoginDays.day} between ${fromDay}::date and ${toDay}::date`,
        ),
      )
      .orderBy(desc(missionLoginDays.day));
    return rows.map((row) => row.day);
  },

  /** The member's rows of these periods, and any earlier row still COMPLETED (maybe claimable). */
  async memberRows(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    periods: string[],
  ): Promise<MissionProgressRow[]> {
    return db
      .select()
      .from(missionProgress)
      .where(
        and(
          eq(missionProgress.operatorId, operatorId),
          eq(missionProgress.memberId, memberId),
          sql`(${inArray(missionProgress.period, periods)} or ${missionProgress.status} = 'COMPLETED')`,
        ),
      );
  },

  /** The member's row, locked for the claim. */
  async lockMemberRow(
    tx: Tx,
    operatorId: string,
    memberId: string,
    id: string,
  ): Promise<MissionProgressRow | undefined> {
    const [row] = await tx
      .select()
      .from(missionProgress)
      .where(
        and(
          eq(missionProgress.operatorId, operatorId),
          eq(missionProgress.memberId, memberId),
          eq(missionProgress.id, id),
        ),
      )
      .for('update');
    return row;
  },

  /** COMPLETED → CLAIMED, only while unclaimed: false when another claim got there first. */
  async markClaimed(tx: Tx, id: string, now: Date, claimRef: string): Promise<boolean> {
    const rows = await tx
      .update(missionProgress)
      .set({ status: 'CLAIMED', claimedAt: now, claimRef, updatedAt: now })
      .where(
        and(
          eq(missionProgress.id, id),
          eq(missionProgress.status, 'COMPLETED'),
          sql`${missionProgress.claimedAt} is null`,
        ),
      )
      .returning({ id: missionProgress.id });
    return rows.length > 0;
  },

  /**
   * Expires up to `limit` rows of one period that can no longer be claimed at `now`: IN_PROGRESS
   * once the window has ended, COMPLETED once the claim window has passed. Answers the counts.
   */
  async expireChunk(
    tx: Tx,
    operatorId: string,
    period: string,
    now: Date,
    limit: number,
  ): Promise<{ notCompleted: number; unclaimed: number }> {
    const rows = rowsOf<{ was: MissionProgressStatus }>(
      await tx.execute(sql`
        with picked as (
          select id, status from mission_progress
          where operator_id = ${operatorId} and period = ${period}
            and ((status = 'IN_PROGRESS' and ends_at <= ${now.toISOString()}::timestamptz)
              or (status = 'COMPLETED' and claim_until <= ${now.toISOString()}::timestamptz))
          order by id
          limit ${limit}
          for update
        )
        update mission_progress m set status = 'EXPIRED', updated_at = ${now.toISOString()}::timestamptz
        from picked where m.id = picked.id
        returning picked.status as was`),
    );
    return {
      notCompleted: rows.filter((row) => row.was === 'IN_PROGRESS').length,
      unclaimed: rows.filter((row) => row.was === 'COMPLETED').length,
    };
  },

  /** How many rows of a period are in each status (the job's result). */
  async statusCounts(db: DbOrTx, operatorId: string, period: string): Promise<Record<string, number>> {
    const rows = await db
      .select({ status: missionProgress.status, n: count() })
      .from(missionProgress)
      .where(and(eq(missionProgress.operatorId, operatorId), eq(missionProgress.period, period)))
      .groupBy(missionProgress.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  },

  /** The back office's completions page: newest first. */
  async pageProgress(
    db: DbOrTx,
    operatorId: string,
    filter: {
      period?: string | undefined;
      templateId?: string | undefined;
      status?: MissionProgressStatus | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<{ rows: Array<MissionProgressRow & { templateName: string; kind: string }>; total: number }> {
    const where = and(
      eq(missionProgress.operatorId, operatorId),
      filter.period ? eq(missionProgress.period, filter.period) : undefined,
      filter.templateId ? eq(missionProgress.templateId, filter.templateId) : undefined,
      filter.status ? eq(missionProgress.status, filter.status) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(missionProgress).where(where);
    const rows = await db
      .select({ row: missionProgress, templateName: missionTemplates.name, kind: missionTemplates.kind })
      .from(missionProgress)
      .innerJoin(missionTemplates, eq(missionTemplates.id, missionProgress.templateId))
      .where(where)
      .orderBy(desc(missionProgress.updatedAt), desc(missionProgress.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize);
    return {
      rows: rows.map(({ row, templateName, kind }) => ({ ...row, templateName, kind })),
      total: total?.n ?? 0,
    };
  },
});
export type MissionsRepo = ReturnType<typeof createMissionsRepo>;
