import { type StaffAlert, type StaffAlertKind, staffRealtimeEvents } from '@chokdee/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import { staffAlerts } from './staff.tables';

/** How far back the dashboard's alert list reaches, and how many it shows. */
const RECENT_MS = 24 * 60 * 60_000;
const RECENT_MAX = 20;

type AlertRow = typeof staffAlerts.$inferSelect;
const view = (row: AlertRow): StaffAlert => ({
  id: row.id,
  kind: row.kind as StaffAlertKind,
  data: row.data as StaffAlert['data'],
  createdAt: row.createdAt.toISOString(),
});

/**
 * Staff alerts: a module raises one inside its transaction (once per dedupe key), announces it after
 * commit (`staff.alert` to `staff:{operatorId}`), and the back-office dashboard lists the recent ones.
 */
export const createStaffAlerts = ({ db, clock, publish }: { db: Db; clock: Clock; publish: Publisher }) => ({
  /** The new alert, or undefined when this dedupe key was raised already. */
  async raise(
    tx: Tx,
    alert: { operatorId: string; kind: StaffAlertKind; dedupeKey: string; data: StaffAlert['data'] },
  ): Promise<StaffAlert | undefined> {
    const [row] = await tx
      .insert(staffAlerts)
      .values({ id: uuidv7(), ...alert, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    return row ? view(row) : undefined;
  },
  /** After commit only. */
  announce(operatorId: string, alert: StaffAlert): void {
    publish.toStaff(operatorId, staffRealtimeEvents.staffAlert, alert);
  },
  async recent(operatorId: string): Promise<StaffAlert[]> {
    const since = new Date(clock.now().getTime() - RECENT_MS);
    const rows = await db
      .select()
      .from(staffAlerts)
      .where(and(eq(staffAlerts.operatorId, operatorId), gt(staffAlerts.createdAt, since)))
      .orderBy(desc(staffAlerts.createdAt), desc(staffAlerts.id))
      .limit(RECENT_MAX);
    return rows.map(view);
  },
});
export type StaffAlerts = ReturnType<typeof createStaffAlerts>;
