import { randomInt } from 'node:crypto';
import type { MemberMe } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { OperatorService } from '#modules/operator/index';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { violatedUniqueConstraint } from '#platform/db/errors';
import { publishEvents } from '#platform/events/events';
import { AppError, fieldAppError } from '#platform/http/app-error';
import type { Log } from '#platform/logging/logger';
import type { MemberRepo, MemberRow } from './member.repo';
import type { MemberStatus } from './member.tables';

/** No 0/O, 1/I/L: a code read aloud or copied from a screenshot cannot be mistyped into another. */
const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERRAL_CODE_LENGTH = 8;
/** 31^8 ≈ 8.5·10^11 codes: a collision is rare, and one retry away from resolved. */
const REFERRAL_CODE_DRAWS = 5;

export const drawReferralCode = (): string =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
  ).join('');

/** As the register form's fullName schema stores it, so a read-only name sent back compares equal. */
const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ');

export type NewMember = {
  operatorId: string;
  phone: string;
  fullName: string;
  bankId: number;
  accountNumber: string;
  sourceRef: string;
  referralCode?: string | undefined;
  agentCode?: string | undefined;
};

export type UpdateProfileCommand = {
  name?: string | undefined;
  mobileNumber?: string | undefined;
  gender?: 'M' | 'F' | 'O' | null | undefined;
  email: string | null;
};

type Deps = {
  db: Db;
  repo: MemberRepo;
  banks: Pick<OperatorService, 'findBank' | 'bankById'>;
  clock: Clock;
  log: Log;
};

export const createMemberService = ({ db, repo, banks, clock, log }: Deps) => {
  /** The unique constraints that decide races, as the member-facing error they mean. */
  const asConflict = (error: unknown): unknown => {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'members_operator_phone') return fieldAppError('PHONE_ALREADY_REGISTERED', 'userName');
    if (constraint === 'member_bank_accounts_operator_bank_number')
      return fieldAppError('BANK_ACCOUNT_ALREADY_USED', 'accountNumber');
    return error;
  };

  /** The member's row locked for update until `tx` ends, or NOT_FOUND. */
  const lockRowForUpdate = async (tx: Tx, operatorId: string, memberId: string): Promise<MemberRow> => {
    const member = await repo.lockMember(tx, operatorId, memberId);
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  };

  return {
    /** An active bank this site offers, or BANK_NOT_FOUND on `bankCompanyId`. */
    async requireRegistrableBank(operatorId: string, companyId: number): Promise<{ id: number }> {
      const bank = await banks.findBank(companyId, operatorId);
      if (!bank) throw fieldAppError('BANK_NOT_FOUND', 'bankCompanyId');
      return { id: bank.id };
    },

    async isPhoneRegistered(db: DbOrTx, operatorId: string, phone: string): Promise<boolean> {
      return (await repo.findByPhone(db, operatorId, phone)) !== undefined;
    },

    /** Who logs in with this phone, if anyone (read in the caller's transaction when given one). */
    async findLoginMember(
      operatorId: string,
      phone: string,
      tx: DbOrTx = db,
    ): Promise<{ id: string; status: MemberStatus } | undefined> {
      const row = await repo.findByPhone(tx, operatorId, phone);
      return row ? { id: row.id, status: row.status } : undefined;
    },

    /** The member's status, share-locked for the rest of the caller's transaction (login vs lock). */
    shareLockStatus: (tx: Tx, operatorId: string, memberId: string): Promise<MemberStatus | undefined> =>
      repo.shareLockStatus(tx, operatorId, memberId),

    /**
     * Creates the member and their bank account inside the caller's transaction. The phone and the
     * bank account (bank + number) are checked first for a clear answer, and enforced by unique
     * constraints for the racing case; either way the caller's transaction fails with the 409.
     * An unknown referral code is refused on its field (the member sees it on the form, can correct
     * or clear it, and registers with the same verified OTP); an unknown agent code is ignored and
     * logged: it comes from a hidden link parameter the member cannot see or fix.
     */
    async createMember(tx: Tx, input: NewMember): Promise<{ memberId: string; referralCode: string }> {
      const { operatorId } = input;
      if (await repo.findByPhone(tx, operatorId, input.phone))
        throw fieldAppError('PHONE_ALREADY_REGISTERED', 'userName');
      if (await repo.isBankAccountTaken(tx, operatorId, input.bankId, input.accountNumber))
        throw fieldAppError('BANK_ACCOUNT_ALREADY_USED', 'accountNumber');

      const referralInput = input.referralCode?.toUpperCase();
      const referrerId = referralInput
        ? await repo.findIdByReferralCode(tx, operatorId, referralInput)
        : undefined;
      if (referralInput && !referrerId) throw fieldAppError('REFERRAL_CODE_UNKNOWN', 'referralCode');
      const agentId = input.agentCode
        ? await repo.findAgentIdByCode(tx, operatorId, input.agentCode)
        : undefined;
      if (input.agentCode && !agentId)
        log.warn({ operatorId, agentCode: input.agentCode }, 'unknown agent code ignored at registration');

      const memberId = uuidv7();
      const now = clock.now();
      try {
        let referralCode: string | undefined;
        for (let draw = 0; draw < REFERRAL_CODE_DRAWS && !referralCode; draw += 1) {
          const candidate = drawReferralCode();
          const inserted = await repo.insertMember(tx, {
            id: memberId,
            operatorId,
            phone: input.phone,
            fullName: input.fullName,
            referralCode: candidate,
            referrerId: referrerId ?? null,
            agentId: agentId ?? null,
            sourceRef: input.sourceRef,
            createdAt: now,
            updatedAt: now,
          });
          if (inserted) referralCode = candidate;
        }
        if (!referralCode) throw new Error('no free referral code after several draws');
        await repo.insertBankAccount(tx, {
          id: uuidv7(),
          operatorId,
          memberId,
          bankId: input.bankId,
          accountNumber: input.accountNumber,
          accountName: input.fullName,
          createdAt: now,
        });
        return { memberId, referralCode };
      } catch (error) {
        throw asConflict(error);
      }
    },

    /**
     * The one member whose registered account at the bank (`bankId`) fits a statement's (maybe masked) sender
     * number, or undefined when none or several fit. `x` positions are not compared; separators
     * are ignored; digits are compared right-aligned (`xxx-x-x1234-x` fits any number whose
     * second- to fifth-last digits are 1234). A number that shows no digit fits nobody.
     */
    async findMemberByBankAccount(
      db: DbOrTx,
      operatorId: string,
      bankId: number,
      maskedNumber: string,
    ): Promise<string | undefined> {
      const pattern = maskedNumber
        .toLowerCase()
        .replace(/[^0-9x]/g, '')
        .replace(/^x+/, '');
      if (!/[0-9]/.test(pattern)) return undefined;
      const regex = `^[0-9]*${pattern.replaceAll('x', '[0-9]')}$`;
      const ids = await repo.memberIdsByBankAccount(db, operatorId, bankId, regex);
      return ids.length === 1 ? ids[0] : undefined;
    },

    /** Phone, name and first bank account of each member, for back-office lists. */
    async summaries(
      db: DbOrTx,
      operatorId: string,
      memberIds: string[],
    ): Promise<
      Map<
        string,
        {
          id: string;
          phone: string;
          name: string;
          bankCode: string;
          bankName: string;
          accountNumber: string;
          accountName: string;
        }
      >
    > {
      const rows = await repo.findByIds(db, operatorId, [...new Set(memberIds)]);
      const result = new Map<
        string,
        {
          id: string;
          phone: string;
          name: string;
          bankCode: string;
          bankName: string;
          accountNumber: string;
          accountName: string;
        }
      >();
      for (const member of rows) {
        const account = await repo.findFirstBankAccount(db, operatorId, member.id);
        const bank = account ? await banks.bankById(account.bankId) : undefined;
        result.set(member.id, {
          id: member.id,
          phone: member.phone,
          name: member.fullName,
          bankCode: bank?.code ?? '',
          bankName: bank?.nameTh ?? '',
          accountNumber: account?.accountNumber ?? '',
          accountName: account?.accountName ?? '',
        });
      }
      return result;
    },

    /** A page of the site's members for the back office, newest first (search rules: `member.repo.ts`). */
    pageMembers: (
      operatorId: string,
      query: { q?: string | undefined; status?: MemberStatus | undefined; pageNo: number; pageSize: number },
    ) => repo.pageMembers(db, operatorId, query),

    /** The first bank account of each member (one statement for a page). */
    firstBankAccounts: (operatorId: string, memberIds: string[]) =>
      repo.firstBankAccounts(db, operatorId, memberIds),

    /** The member of the site, or NOT_FOUND (another site's member too). */
    async requireMember(operatorId: string, memberId: string): Promise<MemberRow> {
      const member = await repo.findById(db, operatorId, memberId);
      if (!member) throw new AppError('NOT_FOUND');
      return member;
    },

    bankAccounts: (operatorId: string, memberId: string) => repo.findBankAccounts(db, operatorId, memberId),

    /** Members by id, of this site only (ids of another site are left out). */
    findByIds: (operatorId: string, memberIds: string[]) => repo.findByIds(db, operatorId, memberIds),

    /** Other members banking under this member's holder name (the risk page's linked accounts). */
    membersSharingHolderName: (operatorId: string, memberId: string, limit: number) =>
      repo.membersSharingHolderName(db, operatorId, memberId, limit),

    findAgent: (operatorId: string, agentId: string) => repo.findAgentById(db, operatorId, agentId),

    /**
     * The agents table for module rewards/agents (staff manage agents there): the list with member
     * counts, a new agent (its code unique per operator: `agents_operator_code`), a change under the
     * row's lock, and the members an agent linked.
     */
    agents: {
      list: (operatorId: string) => repo.listAgents(db, operatorId),
      find: (dbOrTx: DbOrTx, operatorId: string, agentId: string) =>
        repo.findAgentById(dbOrTx, operatorId, agentId),
      insert: (tx: Tx, row: Parameters<MemberRepo['insertAgent']>[1]) => repo.insertAgent(tx, row),
      lock: (tx: Tx, operatorId: string, agentId: string) => repo.lockAgent(tx, operatorId, agentId),
      update: (tx: Tx, operatorId: string, agentId: string, set: Parameters<MemberRepo['updateAgent']>[3]) =>
        repo.updateAgent(tx, operatorId, agentId, set),
      members: (operatorId: string, agentId: string) => repo.agentMembers(db, operatorId, agentId),
    },

    lockRowForUpdate,

    /**
     * Locks these members' rows (in id order, `for no key update`) until `tx` ends: the promotions
     * engine's first lock on the members it changes. Answers the rows found (another site's: none).
     */
    lockMembers: (tx: Tx, operatorId: string, memberIds: string[]) =>
      repo.lockMembersNoKeyUpdate(tx, operatorId, [...new Set(memberIds)].sort()),

    /**
     * Suspends the member in `tx` (status LOCKED with the reason, time and staff member); the row is
     * locked first, so racing locks apply once. MEMBER_ALREADY_LOCKED when it is locked already.
     * Ending their sessions is the caller's part of the same transaction. Returns the row before.
     */
    async suspend(
      tx: Tx,
      input: { operatorId: string; memberId: string; staffId: string; reason: string },
    ): Promise<MemberRow> {
      const member = await lockRowForUpdate(tx, input.operatorId, input.memberId);
      if (member.status === 'LOCKED') throw new AppError('MEMBER_ALREADY_LOCKED');
      const now = clock.now();
      await repo.setLock(tx, input.operatorId, input.memberId, {
        status: 'LOCKED',
        lockedAt: now,
        lockReason: input.reason,
        lockedBy: input.staffId,
        updatedAt: now,
      });
      return member;
    },

    /**
     * Sets what the account is (MEMBER, HOUSE, STAFF) in `tx`, its row locked first. Returns the row
     * before. The Yeekee shot table's foreign key on (id, kind) refuses the change once the account
     * has shot; the caller checks first for a clear message.
     */
    async setAccountKind(
      tx: Tx,
      operatorId: string,
      memberId: string,
      accountKind: MemberRow['accountKind'],
    ): Promise<MemberRow> {
      const member = await lockRowForUpdate(tx, operatorId, memberId);
      await repo.setAccountKind(tx, operatorId, memberId, { accountKind, updatedAt: clock.now() });
      return member;
    },

    /** Lifts a suspension in `tx` (MEMBER_NOT_LOCKED when there is none). Returns the row before. */
    async reinstate(tx: Tx, operatorId: string, memberId: string): Promise<MemberRow> {
      const member = await lockRowForUpdate(tx, operatorId, memberId);
      if (member.status !== 'LOCKED') throw new AppError('MEMBER_NOT_LOCKED');
      await repo.setLock(tx, operatorId, memberId, {
        status: 'ACTIVE',
        lockedAt: null,
        lockReason: null,
        lockedBy: null,
        updatedAt: clock.now(),
      });
      return member;
    },

    async getMe(operatorId: string, memberId: string): Promise<MemberMe> {
      const member = await repo.findById(db, operatorId, memberId);
      const account = member ? await repo.findFirstBankAccount(db, operatorId, memberId) : undefined;
      if (!member || !account) throw new AppError('NOT_FOUND');
      const bank = await banks.bankById(account.bankId);
      return {
        id: member.id,
        loginName: member.phone,
        name: member.fullName,
        mobileNo: member.phone,
        gender: member.gender,
        email: member.email,
        referralCode: member.referralCode,
        bankAccount: {
          bankCompanyId: account.bankId,
          bankCode: bank?.code ?? '',
          bankName: bank?.nameTh ?? '',
          accountNumber: account.accountNumber,
          accountName: account.accountName,
        },
        createdAt: member.createdAt.toISOString(),
      };
    },

    /**
     * Saves gender and email. Name and phone are read-only: sent back unchanged they are accepted,
     * a different value refuses the whole change (PROFILE_FIELD_LOCKED) and nothing is saved.
     * `gender` absent keeps the stored one, null clears it; `email` is always written (blank clears it).
     */
    async updateProfile(operatorId: string, memberId: string, command: UpdateProfileCommand): Promise<void> {
      const member = await repo.findById(db, operatorId, memberId);
      if (!member) throw new AppError('NOT_FOUND');
      if (command.name !== undefined && normaliseName(command.name) !== member.fullName)
        throw new AppError('PROFILE_FIELD_LOCKED');
      if (command.mobileNumber !== undefined && command.mobileNumber !== member.phone)
        throw new AppError('PROFILE_FIELD_LOCKED');
      const now = clock.now();
      // Name, phone and bank account are always filled (registration requires them), so the profile
      // is complete once gender and email are set too (the missions' PROFILE_COMPLETE).
      const gender = command.gender !== undefined ? command.gender : member.gender;
      await db.transaction(async (tx) => {
        await repo.updateProfile(tx, operatorId, memberId, {
          ...(command.gender !== undefined ? { gender: command.gender } : {}),
          email: command.email,
          updatedAt: now,
        });
        await publishEvents(tx, [
          {
            type: 'member.profile_updated',
            operatorId,
            memberId,
            subjectId: memberId,
            dedupeKey: `member.profile_updated:${memberId}:${uuidv7()}`,
            payload: {
              memberId,
              updatedAt: now.toISOString(),
              complete: gender !== null && command.email !== null,
            },
            occurredAt: now,
          },
        ]);
      });
    },
  };
};
export type MemberService = ReturnType<typeof createMemberService>;
