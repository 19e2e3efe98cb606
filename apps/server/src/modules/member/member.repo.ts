import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { agents, memberBankAccounts, members } from './member.tables';

export type MemberRow = typeof members.$inferSelect;
export type MemberBankAccountRow = typeof memberBankAccounts.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;

/** SQL for members, their bank accounts and agents. Every query is scoped by `operatorId`. */
export const createMemberRepo = () => ({
  async findById(db: DbOrTx, operatorId: string, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.operatorId, operatorId), eq(members.id, memberId)))
      .limit(1);
    return row;
  },
  async findByPhone(db: DbOrTx, operatorId: string, phone: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.operatorId, operatorId), eq(members.phone, phone)))
      .limit(1);
    return row;
  },
  async findIdByReferralCode(db: DbOrTx, operatorId: string, code: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.operatorId, operatorId), eq(members.referralCode, code)))
      .limit(1);
    return row?.id;
  },
  async findAgentIdByCode(db: DbOrTx, operatorId: string, code: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.operatorId, operatorId), eq(agents.code, code)))
      .limit(1);
    return row?.id;
  },
  async isBankAccountTaken(
    db: DbOrTx,
    operatorId: string,
    bankId: number,
    accountNumber: string,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: memberBankAccounts.id })
      .from(memberBankAccounts)
      .where(
        and(
          eq(memberBankAccounts.operatorId, operatorId),
          eq(memberBankAccounts.bankId, bankId),
          eq(memberBankAccounts.accountNumber, accountNumber),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  /** Members of the operator with an account at `bankId` whose number matches the POSIX regex. */
  async memberIdsByBankAccount(
    db: DbOrTx,
    operatorId: string,
    bankId: number,
    numberRegex: string,
  ): Promise<string[]> {
    const rows = await db
      .selectDistinct({ memberId: memberBankAccounts.memberId })
      .from(memberBankAccounts)
      .where(
        and(
          eq(memberBankAccounts.operatorId, operatorId),
          eq(memberBankAccounts.bankId, bankId),
          sql`${memberBankAccounts.accountNumber} ~ ${numberRegex}`,
        ),
      )
      .limit(2);
    return rows.map((row) => row.memberId);
  },
  async findByIds(db: DbOrTx, operatorId: string, ids: string[]): Promise<MemberRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(members)
      .where(and(eq(members.operatorId, operatorId), inArray(members.id, ids)));
  },
  /** The member's first bank account (registration creates exactly one). */
  async findFirstBankAccount(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<MemberBankAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.operatorId, operatorId), eq(memberBankAccounts.memberId, memberId)))
      .orderBy(asc(memberBankAccounts.createdAt), asc(memberBankAccounts.id))
      .limit(1);
    return row;
  },

  /**
   * Inserts the member unless its referral code is already taken (then false: draw another code).
   * A duplicate phone still raises the unique violation `members_operator_phone`.
   */
  async insertMember(tx: Tx, row: typeof members.$inferInsert): Promise<boolean> {
    const inserted = await tx
      .insert(members)
      .values(row)
      .onConflictDoNothing({ target: [members.operatorId, members.referralCode] })
      .returning({ id: members.id });
    return inserted.length > 0;
  },
  async insertBankAccount(tx: Tx, row: typeof memberBankAccounts.$inferInsert): Promise<void> {
    await tx.insert(memberBankAccounts).values(row);
  },
  async insertAgent(tx: Tx, row: typeof agents.$inferInsert): Promise<void> {
    await tx.insert(agents).values(row);
  },
  async updateProfile(
    tx: Tx,
    operatorId: string,
    memberId: string,
    changes: Pick<typeof members.$inferInsert, 'gender' | 'email' | 'updatedAt'>,
  ): Promise<void> {
    await tx
      .update(members)
      .set(changes)
      .where(and(eq(members.operatorId, operatorId), eq(members.id, memberId)));
  },
});
export type MemberRepo = ReturnType<typeof createMemberRepo>;
