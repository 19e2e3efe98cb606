import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { agents, type MemberStatus, memberBankAccounts, members } from './member.tables';

export type MemberRow = typeof members.$inferSelect;
export type MemberBankAccountRow = typeof memberBankAccounts.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A bank account holder's name as a comparison key: lower case, single spaces, without the title a
 * bank prints before it (นาย, นาง, นางสาว, น.ส., Mr, Mrs, Ms, Miss), so "นาย สมชาย ใจดี" and
 * "สมชาย  ใจดี" are one person.
 */
const HOLDER_TITLE = String.raw`^(นางสาว|นาง|นาย|น\.ส\.|mrs\.?|mr\.?|ms\.?|miss)\s*`;
const SPACES = String.raw`\s+`;
const holderNameKey = (name: SQL): SQL =>
  sql`lower(regexp_replace(regexp_replace(btrim(${name}), ${HOLDER_TITLE}, '', 'i'), ${SPACES}, ' ', 'g'))`;

/**
 * What a back-office search matches: the name (contains, any case), the phone or a bank account
 * number (contains the digits typed, separators ignored), the referral code (exactly, any case) or
 * the member id (exactly).
 */
const searchCondition = (q: string): SQL | undefined => {
  const digits = q.replace(/[\s-]/g, '');
  const conditions: Array<SQL | undefined> = [
    ilike(members.fullName, `%${likeLiteral(q)}%`),
    // Codes are drawn in upper case, so the unique index answers.
    eq(members.referralCode, q.toUpperCase()),
  ];
  if (/^\d+$/.test(digits)) {
    const pattern = `%${digits}%`;
    conditions.push(
      sql`${members.phone} like ${pattern}`,
      sql`exists (select 1 from ${memberBankAccounts} where ${memberBankAccounts.memberId} = ${members.id}
        and ${memberBankAccounts.accountNumber} like ${pattern})`,
    );
  }
  if (UUID_PATTERN.test(q)) conditions.push(eq(members.id, q.toLowerCase()));
  return or(...conditions);
};

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
  /** An active agent's id by its code (an inactive agent links no new member). */
  async findAgentIdByCode(db: DbOrTx, operatorId: string, code: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.operatorId, operatorId), eq(agents.code, code), eq(agents.active, true)))
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
  /**
   * Other members with a bank account whose holder's name is this member's (any of theirs), compared
   * after `holderNameKey`: the same person behind two registrations is the usual multi-account pattern.
   */
  async membersSharingHolderName(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    limit: number,
  ): Promise<Array<{ memberId: string; accountName: string }>> {
    const mine = sql.raw('mine');
    const result = await db.execute(sql`
      select distinct other.member_id, other.account_name
      from ${memberBankAccounts} ${mine}
      join ${memberBankAccounts} other
        on other.operator_id = ${mine}.operator_id
       and other.member_id <> ${mine}.member_id
       and ${holderNameKey(sql`other.account_name`)} = ${holderNameKey(sql`${mine}.account_name`)}
      where ${mine}.operator_id = ${operatorId} and ${mine}.member_id = ${memberId}
      order by other.member_id
      limit ${limit}`);
    return rowsOf<{ member_id: string; account_name: string }>(result).map((row) => ({
      memberId: row.member_id,
      accountName: row.account_name,
    }));
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

  /** A page of the operator's members, newest first, optionally searched and filtered by status. */
  async pageMembers(
    db: DbOrTx,
    operatorId: string,
    query: { q?: string | undefined; status?: MemberStatus | undefined; pageNo: number; pageSize: number },
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const where = and(
      eq(members.operatorId, operatorId),
      query.q ? searchCondition(query.q) : undefined,
      query.status ? eq(members.status, query.status) : undefined,
    );
    const rows = await db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(members).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** Every bank account of the member, oldest first. */
  async findBankAccounts(db: DbOrTx, operatorId: string, memberId: string): Promise<MemberBankAccountRow[]> {
    return db
      .select()
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.operatorId, operatorId), eq(memberBankAccounts.memberId, memberId)))
      .orderBy(asc(memberBankAccounts.createdAt), asc(memberBankAccounts.id));
  },
  /** The first bank account of each member (one statement for a page). */
  async firstBankAccounts(
    db: DbOrTx,
    operatorId: string,
    memberIds: string[],
  ): Promise<MemberBankAccountRow[]> {
    if (memberIds.length === 0) return [];
    return db
      .selectDistinctOn([memberBankAccounts.memberId])
      .from(memberBankAccounts)
      .where(
        and(eq(memberBankAccounts.operatorId, operatorId), inArray(memberBankAccounts.memberId, memberIds)),
      )
      .orderBy(memberBankAccounts.memberId, asc(memberBankAccounts.createdAt), asc(memberBankAccounts.id));
  },
  async findAgentById(db: DbOrTx, operatorId: string, id: string): Promise<AgentRow | undefined> {
    const [row] = await db
      .select()
      .from(agents)
      .where(and(eq(agents.operatorId, operatorId), eq(agents.id, id)))
      .limit(1);
    return row;
  },
  /**
   * The member's status, share-locked until the transaction ends: a lock (which updates the row)
   * waits for the transaction, or the transaction waits for the lock and reads LOCKED.
   */
  async shareLockStatus(tx: Tx, operatorId: string, memberId: string): Promise<MemberStatus | undefined> {
    const [row] = await tx
      .select({ status: members.status })
      .from(members)
      .where(and(eq(members.operatorId, operatorId), eq(members.id, memberId)))
      .limit(1)
      .for('share');
    return row?.status;
  },
  /**
   * The members' rows locked `for no key update` in id order until the transaction ends: serialises
   * work on these members without blocking rows that merely reference them (a foreign key's
   * `key share`), as `for update` would.
   */
  lockMembersNoKeyUpdate(tx: Tx, operatorId: string, memberIds: string[]): Promise<MemberRow[]> {
    if (memberIds.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(members)
      .where(and(eq(members.operatorId, operatorId), inArray(members.id, memberIds)))
      .orderBy(asc(members.id))
      .for('no key update');
  },
  /** The member's row, locked for update until the transaction ends. */
  async lockMember(tx: Tx, operatorId: string, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(members)
      .where(and(eq(members.operatorId, operatorId), eq(members.id, memberId)))
      .limit(1)
      .for('update');
    return row;
  },
  async setAccountKind(
    tx: Tx,
    operatorId: string,
    memberId: string,
    set: Pick<typeof members.$inferInsert, 'accountKind' | 'updatedAt'>,
  ): Promise<void> {
    await tx
      .update(members)
      .set(set)
      .where(and(eq(members.operatorId, operatorId), eq(members.id, memberId)));
  },
  async setLock(
    tx: Tx,
    operatorId: string,
    memberId: string,
    lock: Pick<typeof members.$inferInsert, 'status' | 'lockedAt' | 'lockReason' | 'lockedBy' | 'updatedAt'>,
  ): Promise<void> {
    await tx
      .update(members)
      .set(lock)
      .where(and(eq(members.operatorId, operatorId), eq(members.id, memberId)));
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
  /** The operator's agents by code, with how many members each has linked. */
  async listAgents(db: DbOrTx, operatorId: string): Promise<Array<AgentRow & { members: number }>> {
    const rows = await db
      .select()
      .from(agents)
      .where(eq(agents.operatorId, operatorId))
      .orderBy(asc(agents.code));
    const counts = await db
      .select({ agentId: members.agentId, n: count() })
      .from(members)
      .where(and(eq(members.operatorId, operatorId), sql`${members.agentId} is not null`))
      .groupBy(members.agentId);
    const byAgent = new Map(counts.map((row) => [row.agentId, Number(row.n)]));
    return rows.map((row) => ({ ...row, members: byAgent.get(row.id) ?? 0 }));
  },
  async lockAgent(tx: Tx, operatorId: string, id: string): Promise<AgentRow | undefined> {
    const [row] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.operatorId, operatorId), eq(agents.id, id)))
      .limit(1)
      .for('update');
    return row;
  },
  async updateAgent(
    tx: Tx,
    operatorId: string,
    id: string,
    set: Pick<typeof agents.$inferInsert, 'name' | 'commissionPercent' | 'active' | 'updatedAt'>,
  ): Promise<AgentRow | undefined> {
    const [row] = await tx
      .update(agents)
      .set(set)
      .where(and(eq(agents.operatorId, operatorId), eq(agents.id, id)))
      .returning();
    return row;
  },
  /** The members an agent linked, oldest first. */
  async agentMembers(db: DbOrTx, operatorId: string, agentId: string): Promise<MemberRow[]> {
    return db
      .select()
      .from(members)
      .where(and(eq(members.operatorId, operatorId), eq(members.agentId, agentId)))
      .orderBy(asc(members.createdAt), asc(members.id));
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
