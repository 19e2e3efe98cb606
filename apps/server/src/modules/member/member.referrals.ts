import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { type MemberStatus, memberBankAccounts, members } from './member.tables';

/** A member as the referral programme reads them (module rewards, through this door). */
export type ReferralMember = {
  id: string;
  fullName: string;
  phone: string;
  referralCode: string;
  referrerId: string | null;
  status: MemberStatus;
  createdAt: Date;
};

const columns = {
  id: members.id,
  fullName: members.fullName,
  phone: members.phone,
  referralCode: members.referralCode,
  referrerId: members.referrerId,
  status: members.status,
  createdAt: members.createdAt,
};

/** The member whose referral code is `code` (codes are drawn in upper case), if any. */
export const memberByReferralCode = async (
  db: DbOrTx,
  operatorId: string,
  code: string,
): Promise<ReferralMember | undefined> => {
  const [row] = await db
    .select(columns)
    .from(members)
    .where(and(eq(members.operatorId, operatorId), eq(members.referralCode, code.toUpperCase())))
    .limit(1);
  return row;
};

/** These members (another site's: none). */
export const referralMembersByIds = async (
  db: DbOrTx,
  operatorId: string,
  ids: readonly string[],
): Promise<ReferralMember[]> => {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(members)
    .where(and(eq(members.operatorId, operatorId), inArray(members.id, [...new Set(ids)])));
};

/**
 * The members who registered with a referral code, oldest first: of these referrers, or of every
 * referrer of the site when `referrerIds` is not given.
 */
export const referredMembers = async (
  db: DbOrTx,
  operatorId: string,
  referrerIds?: readonly string[],
): Promise<ReferralMember[]> => {
  if (referrerIds && referrerIds.length === 0) return [];
  return db
    .select(columns)
    .from(members)
    .where(
      and(
        eq(members.operatorId, operatorId),
        referrerIds ? inArray(members.referrerId, [...new Set(referrerIds)]) : isNotNull(members.referrerId),
      ),
    )
    .orderBy(asc(members.createdAt), asc(members.id));
};

/** Every bank account name of these members (a member may hold several accounts). */
export const bankAccountNames = async (
  db: DbOrTx,
  operatorId: string,
  memberIds: readonly string[],
): Promise<Map<string, string[]>> => {
  const result = new Map<string, string[]>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({ memberId: memberBankAccounts.memberId, name: memberBankAccounts.accountName })
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.operatorId, operatorId),
        inArray(memberBankAccounts.memberId, [...new Set(memberIds)]),
      ),
    );
  for (const row of rows) result.set(row.memberId, [...(result.get(row.memberId) ?? []), row.name]);
  return result;
};
