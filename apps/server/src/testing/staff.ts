import type { StaffRoleName } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import * as schema from '#platform/db/schema';
import type { TestApp } from './build-test-app';
import { staffMember } from './lottery';
import { ownerToken } from './money';

/** A logged-in token for every staff role: the seeded owner and a new account per other role. */
export const staffTokens = async (t: TestApp): Promise<Record<StaffRoleName, string>> => ({
  owner: await ownerToken(t),
  finance: (await staffMember(t, 'finance')).token,
  lottery: (await staffMember(t, 'lottery')).token,
  support: (await staffMember(t, 'support')).token,
  trader: (await staffMember(t, 'trader')).token,
});

/** The audit rows of one action on one target, oldest first. */
export const auditRows = (t: TestApp, action: string, targetId: string) =>
  t.database.db
    .select()
    .from(schema.staffAuditLog)
    .where(and(eq(schema.staffAuditLog.action, action), eq(schema.staffAuditLog.targetId, targetId)))
    .orderBy(schema.staffAuditLog.createdAt, schema.staffAuditLog.id);
