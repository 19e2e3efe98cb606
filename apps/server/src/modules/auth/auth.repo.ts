import { and, desc, eq, gt, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { LoginFailureStore } from '#platform/auth/login-throttle';
import type { DbOrTx, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import {
  loginFailures,
  memberCredentials,
  memberPasswordResets,
  memberSessions,
  type OtpPurpose,
  phoneVerifications,
} from './auth.tables';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
export type PasswordResetRow = typeof memberPasswordResets.$inferSelect;
export type MemberSessionRow = typeof memberSessions.$inferSelect;

/** SQL for OTPs, credentials, sessions and failed logins. Every query is scoped by `operatorId`. */
export const createAuthRepo = () => ({
  /**
   * When each code since `since` was sent to this phone, newest first: its OTPs (any purpose) and,
   * when it is a member's, the reset codes staff sent them.
   */
  async codesSentSince(
    tx: Tx,
    to: { operatorId: string; phone: string; memberId?: string | undefined },
    since: Date,
  ): Promise<Date[]> {
    const otps = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.operatorId, to.operatorId),
          eq(phoneVerifications.phone, to.phone),
          gt(phoneVerifications.createdAt, since),
        ),
      );
    const resets = to.memberId
      ? await tx
          .select({ createdAt: memberPasswordResets.createdAt })
          .from(memberPasswordResets)
          .where(
            and(
              eq(memberPasswordResets.operatorId, to.operatorId),
              eq(memberPasswordResets.memberId, to.memberId),
              gt(memberPasswordResets.createdAt, since),
            ),
          )
      : [];
    return [...otps, ...resets].map((row) => row.createdAt).sort((a, b) => b.getTime() - a.getTime());
  },
  async refExists(tx: Tx, operatorId: string, phone: string, verifyRef: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: phoneVerifications.id })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.operatorId, operatorId),
          eq(phoneVerifications.phone, phone),
          eq(phoneVerifications.verifyRef, verifyRef),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  /** Retires this phone's codes that were never verified: only the newest code counts. */
  async supersedePending(tx: Tx, operatorId: string, phone: string, at: Date): Promise<void> {
    await tx
      .update(phoneVerifications)
      .set({ supersededAt: at })
      .where(
        and(
          eq(phoneVerifications.operatorId, operatorId),
          eq(phoneVerifications.phone, phone),
          isNull(phoneVerifications.verifiedAt),
          isNull(phoneVerifications.supersededAt),
        ),
      );
  },
  async insertVerification(tx: Tx, row: typeof phoneVerifications.$inferInsert): Promise<void> {
    await tx.insert(phoneVerifications).values(row);
  },
  /**
   * The ref's row if it was issued for `purpose`, locked until the transaction ends so parallel tries,
   * creates and resets queue up. A ref of the other purpose is not found: a registration code never
   * resets a password, nor the other way round.
   */
  async lockVerification(
    tx: Tx,
    ref: { operatorId: string; phone: string; verifyRef: string; purpose: OtpPurpose },
  ): Promise<PhoneVerificationRow | undefined> {
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.operatorId, ref.operatorId),
          eq(phoneVerifications.phone, ref.phone),
          eq(phoneVerifications.verifyRef, ref.verifyRef),
          eq(phoneVerifications.purpose, ref.purpose),
        ),
      )
      .limit(1)
      .for('update');
    return row;
  },
  async setFailedAttempts(tx: Tx, id: string, failedAttempts: number): Promise<void> {
    await tx.update(phoneVerifications).set({ failedAttempts }).where(eq(phoneVerifications.id, id));
  },
  async markVerified(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.update(phoneVerifications).set({ verifiedAt: at }).where(eq(phoneVerifications.id, id));
  },
  /**
   * Retires the phone's forgot-password refs not yet used (verified or not): after a new password is
   * set, none of them sets another.
   */
  async retirePasswordResetRefs(tx: Tx, operatorId: string, phone: string, at: Date): Promise<void> {
    await tx
      .update(phoneVerifications)
      .set({ supersededAt: at })
      .where(
        and(
          eq(phoneVerifications.operatorId, operatorId),
          eq(phoneVerifications.phone, phone),
          eq(phoneVerifications.purpose, 'PASSWORD_RESET'),
          isNull(phoneVerifications.consumedAt),
          isNull(phoneVerifications.supersededAt),
        ),
      );
  },
  /** Uses the verified ref up; false when another transaction already did. */
  async consumeVerification(tx: Tx, id: string, at: Date): Promise<boolean> {
    const updated = await tx
      .update(phoneVerifications)
      .set({ consumedAt: at })
      .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
      .returning({ id: phoneVerifications.id });
    return updated.length > 0;
  },

  async insertCredential(tx: Tx, row: typeof memberCredentials.$inferInsert): Promise<void> {
    await tx.insert(memberCredentials).values(row);
  },
  async findPasswordHash(db: DbOrTx, operatorId: string, memberId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ passwordHash: memberCredentials.passwordHash })
      .from(memberCredentials)
      .where(and(eq(memberCredentials.operatorId, operatorId), eq(memberCredentials.memberId, memberId)))
      .limit(1);
    return row?.passwordHash;
  },
  async updatePasswordHash(
    tx: Tx,
    operatorId: string,
    memberId: string,
    passwordHash: string,
    at: Date,
  ): Promise<void> {
    await tx
      .update(memberCredentials)
      .set({ passwordHash, updatedAt: at })
      .where(and(eq(memberCredentials.operatorId, operatorId), eq(memberCredentials.memberId, memberId)));
  },

  /** The stored hash, share-locked until the transaction ends: a password change or reset waits for it. */
  async shareLockPasswordHash(tx: Tx, operatorId: string, memberId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ passwordHash: memberCredentials.passwordHash })
      .from(memberCredentials)
      .where(and(eq(memberCredentials.operatorId, operatorId), eq(memberCredentials.memberId, memberId)))
      .limit(1)
      .for('share');
    return row?.passwordHash;
  },

  async insertSession(tx: Tx, row: typeof memberSessions.$inferInsert): Promise<void> {
    await tx.insert(memberSessions).values(row);
  },
  /** When the session ends, while it exists for this member and operator, unrevoked and unexpired at `at`. */
  async activeSessionExpiry(
    db: DbOrTx,
    session: { sessionId: string; memberId: string; operatorId: string },
    at: Date,
  ): Promise<Date | undefined> {
    const [row] = await db
      .select({ expiresAt: memberSessions.expiresAt })
      .from(memberSessions)
      .where(
        and(
          eq(memberSessions.id, session.sessionId),
          eq(memberSessions.memberId, session.memberId),
          eq(memberSessions.operatorId, session.operatorId),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, at),
        ),
      )
      .limit(1);
    return row?.expiresAt;
  },
  /** Revokes one session; answers its member when it was live. */
  async revokeSession(tx: Tx, operatorId: string, sessionId: string, at: Date): Promise<string | undefined> {
    const [row] = await tx
      .update(memberSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(memberSessions.operatorId, operatorId),
          eq(memberSessions.id, sessionId),
          isNull(memberSessions.revokedAt),
        ),
      )
      .returning({ memberId: memberSessions.memberId });
    return row?.memberId;
  },
  /** Revokes every live session of the member except `keepSessionId`; returns how many. */
  async revokeOtherSessions(
    tx: Tx,
    operatorId: string,
    memberId: string,
    keepSessionId: string,
    at: Date,
  ): Promise<number> {
    const revoked = await tx
      .update(memberSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(memberSessions.operatorId, operatorId),
          eq(memberSessions.memberId, memberId),
          ne(memberSessions.id, keepSessionId),
          isNull(memberSessions.revokedAt),
        ),
      )
      .returning({ id: memberSessions.id });
    return revoked.length;
  },

  /** Revokes every live session of the member; returns how many. */
  async revokeAllSessions(tx: Tx, operatorId: string, memberId: string, at: Date): Promise<number> {
    const revoked = await tx
      .update(memberSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(memberSessions.operatorId, operatorId),
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
        ),
      )
      .returning({ id: memberSessions.id });
    return revoked.length;
  },
  /** The member's unrevoked, unexpired sessions, newest first. */
  async activeSessions(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    at: Date,
  ): Promise<MemberSessionRow[]> {
    return db
      .select()
      .from(memberSessions)
      .where(
        and(
          eq(memberSessions.operatorId, operatorId),
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, at),
        ),
      )
      .orderBy(desc(memberSessions.createdAt), desc(memberSessions.id));
  },
  /** Each member's newest login (session creation), for those who ever logged in. */
  /**
   * Other members who logged in from an address this member logged in from; `sameDevice` when one of
   * those logins also had this member's browser (user agent) on that address.
   */
  async membersSharingAddress(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    limit: number,
  ): Promise<Array<{ memberId: string; ip: string; sameDevice: boolean }>> {
    const result = await db.execute(sql`
      with mine as (
        select distinct ip, user_agent from ${memberSessions}
        where operator_id = ${operatorId} and member_id = ${memberId} and ip is not null
      )
      select other.member_id, other.ip,
             bool_or(other.user_agent is not null and other.user_agent = mine.user_agent) as same_device
      from ${memberSessions} other
      join mine on other.ip = mine.ip
      where other.operator_id = ${operatorId} and other.member_id <> ${memberId}
      group by other.member_id, other.ip
      order by same_device desc, other.member_id
      limit ${limit}`);
    return rowsOf<{ member_id: string; ip: string; same_device: boolean }>(result).map((row) => ({
      memberId: row.member_id,
      ip: row.ip,
      sameDevice: row.same_device,
    }));
  },

  async lastLogins(db: DbOrTx, operatorId: string, memberIds: string[]): Promise<Map<string, Date>> {
    const result = new Map<string, Date>();
    if (memberIds.length === 0) return result;
    const rows = await db
      .select({ memberId: memberSessions.memberId, at: max(memberSessions.createdAt) })
      .from(memberSessions)
      .where(and(eq(memberSessions.operatorId, operatorId), inArray(memberSessions.memberId, memberIds)))
      .groupBy(memberSessions.memberId);
    for (const row of rows) if (row.at) result.set(row.memberId, row.at);
    return result;
  },

  /** Retires the member's open resets: only the newest code counts. */
  async supersedeResets(tx: Tx, operatorId: string, memberId: string, at: Date): Promise<void> {
    await tx
      .update(memberPasswordResets)
      .set({ supersededAt: at })
      .where(
        and(
          eq(memberPasswordResets.operatorId, operatorId),
          eq(memberPasswordResets.memberId, memberId),
          isNull(memberPasswordResets.usedAt),
          isNull(memberPasswordResets.supersededAt),
        ),
      );
  },
  async insertReset(tx: Tx, row: typeof memberPasswordResets.$inferInsert): Promise<void> {
    await tx.insert(memberPasswordResets).values(row);
  },
  /** The member's open reset (unused, not superseded), locked so parallel tries queue up. */
  async lockOpenReset(tx: Tx, operatorId: string, memberId: string): Promise<PasswordResetRow | undefined> {
    const [row] = await tx
      .select()
      .from(memberPasswordResets)
      .where(
        and(
          eq(memberPasswordResets.operatorId, operatorId),
          eq(memberPasswordResets.memberId, memberId),
          isNull(memberPasswordResets.usedAt),
          isNull(memberPasswordResets.supersededAt),
        ),
      )
      .orderBy(desc(memberPasswordResets.createdAt))
      .limit(1)
      .for('update');
    return row;
  },
  async setResetAttempts(tx: Tx, id: string, failedAttempts: number): Promise<void> {
    await tx.update(memberPasswordResets).set({ failedAttempts }).where(eq(memberPasswordResets.id, id));
  },
  async markResetUsed(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.update(memberPasswordResets).set({ usedAt: at }).where(eq(memberPasswordResets.id, id));
  },

  /** Failed logins, keyed by the phone (the login name): the member side of the login throttle. */
  failures: {
    async recentFailures(tx, operatorId, by, since, limit) {
      const match =
        'name' in by
          ? and(eq(loginFailures.phone, by.name), isNull(loginFailures.clearedAt))
          : eq(loginFailures.ip, by.ip);
      const rows = await tx
        .select({ createdAt: loginFailures.createdAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.operatorId, operatorId), match, gt(loginFailures.createdAt, since)))
        .orderBy(desc(loginFailures.createdAt))
        .limit(limit);
      return rows.map((row) => row.createdAt);
    },
    async insertFailure(tx, { name, ...row }) {
      await tx.insert(loginFailures).values({ ...row, phone: name });
    },
    async deleteFailure(tx, operatorId, id) {
      await tx
        .delete(loginFailures)
        .where(and(eq(loginFailures.operatorId, operatorId), eq(loginFailures.id, id)));
    },
    async clearNameFailures(tx, operatorId, phone, at) {
      await tx
        .update(loginFailures)
        .set({ clearedAt: at })
        .where(
          and(
            eq(loginFailures.operatorId, operatorId),
            eq(loginFailures.phone, phone),
            isNull(loginFailures.clearedAt),
          ),
        );
    },
  } satisfies LoginFailureStore,
});
export type AuthRepo = ReturnType<typeof createAuthRepo>;
