import { randomInt } from 'node:crypto';
import {
  bangkokDateOf,
  digitsOnly,
  fillMessage,
  type LoginResponse,
  type RegisterCommand,
  th,
  type VerifyPinResponse,
  type VerifyUserResponse,
} from '@chokdee/contracts';
import { match } from 'ts-pattern';
import { uuidv7 } from 'uuidv7';
import type { SmsSender } from '#adapters/sms/sms-sender';
import type { MemberService } from '#modules/member/index';
import type { WalletService } from '#modules/wallet/index';
import { createCodeHasher } from '#platform/auth/code-hash';
import { createLoginThrottle } from '#platform/auth/login-throttle';
import type { SessionChecker } from '#platform/auth/member-guard';
import { hashPassword, verifyPassword } from '#platform/auth/password';
import type { AccessClaims, TokenService } from '#platform/auth/tokens';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { type DomainEventInput, publishEvents } from '#platform/events/events';
import { AppError, fieldAppError } from '#platform/http/app-error';
import type { Log } from '#platform/logging/logger';
import { authPolicy as policy } from './auth.policy';
import type { AuthRepo, PhoneVerificationRow } from './auth.repo';
import type { OtpPurpose } from './auth.tables';
import type { OtpLimitsService } from './otp-limits';
import { createPasswordResets } from './password-reset.service';
import { claimPhoneAllowance } from './phone-allowance';
import { createSessionCache } from './session-cache';

/** Letters only (no I/O), so the ref in the SMS is never mistaken for the code beside it. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const REF_LENGTH = 6;

const drawRef = (): string =>
  Array.from({ length: REF_LENGTH }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');

const drawCode = (): string => String(randomInt(0, 10 ** policy.otpDigits)).padStart(policy.otpDigits, '0');

/** Sessions whose `member.logged_in` of the day this node has published (or seen published). */
const SEEN_SESSIONS_LIMIT = 50_000;

/**
 * `member.logged_in` for a session on a Bangkok day: a password login, and the first use of a live
 * session on a later day (a member who stays logged in keeps a login streak). One per session and
 * day (the dedupe key), so the missions' streak and the referral rule on shared addresses see each
 * day a member was here, from every address they used.
 */
const loggedInEvent = (
  claims: { operatorId: string; memberId: string; sessionId: string },
  at: Date,
  ip: string | null,
): DomainEventInput<'member.logged_in'> => ({
  type: 'member.logged_in',
  operatorId: claims.operatorId,
  memberId: claims.memberId,
  subjectId: claims.memberId,
  dedupeKey: `member.logged_in:${claims.sessionId}:${bangkokDateOf(at)}`,
  payload: { memberId: claims.memberId, loggedInAt: at.toISOString(), ip },
  occurredAt: at,
});

/** The phone a login name stands for: digits only when it is a 10-digit number, else as typed. */
const loginKey = (userName: string): string => {
  const digits = digitsOnly(userName);
  return /^\d{10}$/.test(digits) ? digits : userName.trim().slice(0, 64);
};

export type ClientInfo = { ip: string; userAgent?: string | undefined };

type Deps = {
  db: Db;
  repo: AuthRepo;
  members: Pick<
    MemberService,
    'isPhoneRegistered' | 'findLoginMember' | 'createMember' | 'requireRegistrableBank' | 'shareLockStatus'
  >;
  wallet: Pick<WalletService, 'openMemberWallet'>;
  /** The SMS edge; called as `sms.send` so a test can swap the method. */
  sms: SmsSender;
  /** Per-address and per-operator OTP limits: a slot is reserved before each send. */
  otpLimits: Pick<OtpLimitsService, 'spend' | 'release'>;
  tokens: TokenService;
  clock: Clock;
  log: Log;
  /** Keys the OTP hashes (a key derived from it, never the secret itself). */
  secret: string;
  sessionTtlHours: number;
  /** Drops cached sessions on every node when sessions end. */
  bus: InvalidationBus;
  /** Closes a member's sockets on every node (after a new password ended their sessions). */
  disconnectMember: (memberId: string) => void;
};

type VerifyOutcome =
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'locked' }
  | { kind: 'wrong'; left: number }
  | { kind: 'verified'; verifiedAt: Date };

export const createAuthService = (deps: Deps) => {
  const { db, members, wallet, tokens, clock, log } = deps;
  const sessionCache = createSessionCache({ db, repo: deps.repo, clock, bus: deps.bus });
  // Every write that ends sessions (logout, password change and reset, a lock) goes through here.
  const repo = sessionCache.watchEnds(deps.repo);
  const otpHasher = createCodeHasher(deps.secret, 'chokdee:otp-hash:v1');
  const sessionTtlMs = deps.sessionTtlHours * 60 * 60_000;
  const seenSessions = new Map<string, string>();
  const rememberSeen = (sessionId: string, day: string) => {
    if (seenSessions.size >= SEEN_SESSIONS_LIMIT) seenSessions.clear();
    seenSessions.set(sessionId, day);
  };
  // Compared against when the phone is unknown, so a wrong phone costs the same argon2 work as a wrong password.
  const dummyHash = hashPassword(`no-such-member-${randomInt(1 << 30)}`);
  const throttle = createLoginThrottle({
    db,
    store: repo.failures,
    clock,
    lockPrefix: 'login',
    policy: {
      windowMs: policy.loginWindowMs,
      failuresPerName: policy.loginFailuresPerPhone,
      failuresPerIp: policy.loginFailuresPerIp,
    },
  });

  const otpBinding = (row: Pick<PhoneVerificationRow, 'operatorId' | 'phone' | 'verifyRef'>) =>
    `${row.operatorId}:${row.phone}:${row.verifyRef}`;
  const hashCode = (row: Pick<PhoneVerificationRow, 'operatorId' | 'phone' | 'verifyRef'>, code: string) =>
    otpHasher.hash(otpBinding(row), code);
  const codeMatches = (row: PhoneVerificationRow, code: string): boolean =>
    otpHasher.matches(row.codeHash, otpBinding(row), code);

  const verifiedUntil = (verifiedAt: Date): Date => new Date(verifiedAt.getTime() + policy.verifiedRefTtlMs);

  /**
   * Writes a new OTP of `purpose` for the phone, in the caller's transaction, after the phone's own
   * limits (`phone-allowance.ts`): registration refuses a phone that is already a member's; a
   * forgot-password OTP is written for any phone, and its SMS is due only when a member has the phone
   * (for any other the code is never sent, yet the row counts the same).
   */
  const writeOtp = async (
    tx: Tx,
    operatorId: string,
    phone: string,
    purpose: OtpPurpose,
  ): Promise<{ answer: VerifyUserResponse; text: string; smsDue: boolean }> => {
    const now = clock.now();
    let memberId: string | undefined;
    if (purpose === 'REGISTER') {
      if (await members.isPhoneRegistered(tx, operatorId, phone))
        throw fieldAppError('PHONE_ALREADY_REGISTERED', 'userName');
    } else memberId = (await members.findLoginMember(operatorId, phone, tx))?.id;
    await claimPhoneAllowance(tx, repo, { operatorId, phone, memberId }, now);

    let verifyRef = drawRef();
    while (await repo.refExists(tx, operatorId, phone, verifyRef)) verifyRef = drawRef();
    const code = drawCode();
    const expiresAt = new Date(now.getTime() + policy.otpTtlMs);
    await repo.supersedePending(tx, operatorId, phone, now);
    await repo.insertVerification(tx, {
      id: uuidv7(),
      operatorId,
      phone,
      verifyRef,
      purpose,
      codeHash: hashCode({ operatorId, phone, verifyRef }, code),
      createdAt: now,
      expiresAt,
    });
    const sms = { code, ref: verifyRef, minutes: policy.otpTtlMs / 60_000 };
    return {
      answer: {
        verifyRef,
        expiresAt: expiresAt.toISOString(),
        resendAfterSeconds: policy.otpResendMs / 1000,
      },
      text: fillMessage(purpose === 'REGISTER' ? th.otpSms : th.forgotPasswordOtpSms, sms),
      smsDue: purpose === 'REGISTER' || memberId !== undefined,
    };
  };

  /**
   * Forgot password: the SMS goes after the commit and the answer does not wait for it, so a phone no
   * member has (no SMS) answers alike, in content and in time. A gateway failure is logged and its
   * slot given back; the member asks for a new code after the minute the form shows.
   */
  const sendInBackground = (operatorId: string, phone: string, text: string, slot: string): void => {
    deps.sms.send({ mobileNo: phone, text }).catch(async (error: unknown) => {
      log.error({ err: error, operatorId, provider: deps.sms.provider }, 'SMS gateway did not take the OTP');
      await deps.otpLimits.release(operatorId, slot).catch((releaseError: unknown) => {
        log.error({ err: releaseError, operatorId }, 'OTP slot not given back');
      });
    });
  };

  /**
   * Checks a code against its ref (of `purpose`). A wrong code is counted (and committed) before the
   * answer; the fifth kills the ref. A ref that is unknown, of the other purpose or another phone's
   * gets one answer. Verifying an already verified ref with the right code succeeds again (clients
   * retry).
   */
  const verifyOtp = async (
    operatorId: string,
    input: { mobileNo: string; pinCode: string; verifyRef: string },
    purpose: OtpPurpose,
  ): Promise<VerifyPinResponse> => {
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
      const row = await repo.lockVerification(tx, {
        operatorId,
        phone: input.mobileNo,
        verifyRef: input.verifyRef,
        purpose,
      });
      if (!row) return { kind: 'unknown' };
      if (row.consumedAt || row.supersededAt) return { kind: 'expired' };
      if (row.failedAttempts >= policy.otpMaxWrongTries) return { kind: 'locked' };
      const deadline = row.verifiedAt ? verifiedUntil(row.verifiedAt) : row.expiresAt;
      if (now >= deadline) return { kind: 'expired' };
      if (!codeMatches(row, input.pinCode)) {
        const failedAttempts = row.failedAttempts + 1;
        await repo.setFailedAttempts(tx, row.id, failedAttempts);
        const left = policy.otpMaxWrongTries - failedAttempts;
        return left > 0 ? { kind: 'wrong', left } : { kind: 'locked' };
      }
      if (row.verifiedAt) return { kind: 'verified', verifiedAt: row.verifiedAt };
      await repo.markVerified(tx, row.id, now);
      return { kind: 'verified', verifiedAt: now };
    });
    return match(outcome)
      .with({ kind: 'verified' }, ({ verifiedAt }) => ({
        verifyRef: input.verifyRef,
        verifiedUntil: verifiedUntil(verifiedAt).toISOString(),
      }))
      .with({ kind: 'wrong' }, ({ left }) => {
        throw new AppError('OTP_INVALID', { params: { left } });
      })
      .with({ kind: 'locked' }, () => {
        throw new AppError('OTP_LOCKED');
      })
      .with({ kind: 'expired' }, () => {
        throw new AppError('OTP_EXPIRED');
      })
      .with({ kind: 'unknown' }, () => {
        throw new AppError('OTP_REF_INVALID');
      })
      .exhaustive();
  };

  const passwordResets = createPasswordResets({
    db,
    repo,
    members,
    sms: deps.sms,
    clock,
    log,
    secret: deps.secret,
    disconnectMember: deps.disconnectMember,
  });

  return {
    /**
     * Sends a 6-digit code to a phone that is not yet a member. Runs under a per-phone lock so two
     * parallel requests cannot both pass the 60-second rule; the SMS is sent inside the transaction,
     * so a gateway failure rolls the code back and it does not count towards the hourly limit. Before
     * that, the client address's and the operator's allowance (`otp-limits.ts`); a send refused or
     * failed for any reason gives its slot back.
     */
    requestOtp: (operatorId: string, phone: string, ip: string): Promise<VerifyUserResponse> =>
      deps.otpLimits.spend(operatorId, ip, () =>
        db.transaction(async (tx) => {
          const { answer, text } = await writeOtp(tx, operatorId, phone, 'REGISTER');
          try {
            await deps.sms.send({ mobileNo: phone, text });
          } catch (error) {
            log.error(
              { err: error, operatorId, provider: deps.sms.provider },
              'SMS gateway did not take the OTP',
            );
            throw new AppError('SMS_SEND_FAILED');
          }
          return answer;
        }),
      ),

    /** Registration's verify-pin: a REGISTER ref. */
    verifyOtp: (operatorId: string, input: { mobileNo: string; pinCode: string; verifyRef: string }) =>
      verifyOtp(operatorId, input, 'REGISTER'),

    /**
     * Forgot password, first step: the same limits as a registration OTP (the phone's, the address's,
     * the site's), the same answer whether or not a member has the phone (`writeOtp`,
     * `sendInBackground`). An address or budget slot is kept for an unknown phone too: otherwise the
     * limits would count registered phones only, and tell them apart.
     */
    requestPasswordResetOtp: (operatorId: string, phone: string, ip: string): Promise<VerifyUserResponse> =>
      deps.otpLimits.spend(operatorId, ip, async (slot) => {
        const { answer, text, smsDue } = await db.transaction((tx) =>
          writeOtp(tx, operatorId, phone, 'PASSWORD_RESET'),
        );
        if (smsDue) sendInBackground(operatorId, phone, text, slot);
        return answer;
      }),

    /** Forgot password, second step: a PASSWORD_RESET ref, the registration's rules and answers. */
    verifyPasswordResetOtp: (
      operatorId: string,
      input: { mobileNo: string; pinCode: string; verifyRef: string },
    ) => verifyOtp(operatorId, input, 'PASSWORD_RESET'),

    /**
     * Registers a member: consumes the phone's verified ref, then creates the member, their bank
     * account, their password and their wallet in one transaction, with `member.registered`. Any refusal writes nothing, and
     * the ref stays usable for a corrected retry. A parallel `create` with the same ref waits on the
     * ref's row lock and then finds it consumed.
     */
    async register(
      operatorId: string,
      command: RegisterCommand,
    ): Promise<{ memberId: string; referralCode: string }> {
      const bank = await members.requireRegistrableBank(operatorId, command.bankCompanyId);
      const passwordHash = await hashPassword(command.password);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const ref = await repo.lockVerification(tx, {
          operatorId,
          phone: command.userName,
          verifyRef: command.verifyRef,
          purpose: 'REGISTER',
        });
        const usable = ref?.verifiedAt && !ref.consumedAt && now < verifiedUntil(ref.verifiedAt);
        if (!ref || !usable || !(await repo.consumeVerification(tx, ref.id, now)))
          throw new AppError('OTP_NOT_VERIFIED');
        const created = await members.createMember(tx, {
          operatorId,
          phone: command.userName,
          fullName: command.fullName,
          bankId: bank.id,
          accountNumber: command.accountNumber,
          sourceRef: command.sourceRef,
          referralCode: command.referralCode,
          agentCode: command.agentCode,
        });
        await repo.insertCredential(tx, {
          memberId: created.memberId,
          operatorId,
          passwordHash,
          updatedAt: now,
        });
        await wallet.openMemberWallet(tx, { operatorId, memberId: created.memberId });
        await publishEvents(tx, [
          {
            type: 'member.registered',
            operatorId,
            memberId: created.memberId,
            subjectId: created.memberId,
            payload: {
              memberId: created.memberId,
              loginName: command.userName,
              registeredAt: now.toISOString(),
              // What the member registered with (a referral code was checked; an unknown agent
              // code is kept as given, as the member row ignores it).
              referralCode: command.referralCode?.toUpperCase() ?? null,
              agentCode: command.agentCode ?? null,
              sourceRef: command.sourceRef ?? null,
            },
            occurredAt: now,
          },
        ]);
        return created;
      });
    },

    /**
     * Phone + password → a database session and a token carrying its id. Throttled per phone and per
     * address: each attempt first records itself as a failure under both locks (so parallel guesses
     * see each other), and a correct password deletes that record and clears the phone's failures.
     * A wrong phone and a wrong password get the same answer after the same argon2 work.
     */
    async login(
      operatorId: string,
      credentials: { userName: string; password: string },
      client: ClientInfo,
    ): Promise<LoginResponse> {
      const phone = loginKey(credentials.userName);
      const attempt = await throttle.begin(operatorId, phone, client.ip);

      const member = await members.findLoginMember(operatorId, phone);
      const passwordHash = member ? await repo.findPasswordHash(db, operatorId, member.id) : undefined;
      const isPasswordRight = await verifyPassword(passwordHash ?? (await dummyHash), credentials.password);
      if (!member || !passwordHash || !isPasswordRight) throw new AppError('INVALID_CREDENTIALS');

      const now = clock.now();
      const session = { id: uuidv7(), expiresAt: new Date(now.getTime() + sessionTtlMs) };
      // Status and password are read again under share locks, so a lock or a password reset that
      // commits while this login is under way either waits for it (and then revokes its session)
      // or is seen here: no session outlives the lock or the reset that should have ended it.
      const outcome = await db.transaction(async (tx) => {
        const status = await members.shareLockStatus(tx, operatorId, member.id);
        if ((await repo.shareLockPasswordHash(tx, operatorId, member.id)) !== passwordHash)
          return 'password-changed';
        await throttle.succeeded(tx, attempt);
        if (status !== 'ACTIVE') return 'locked';
        await repo.insertSession(tx, {
          id: session.id,
          operatorId,
          memberId: member.id,
          createdAt: now,
          expiresAt: session.expiresAt,
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 512) ?? null,
        });
        await publishEvents(tx, [
          loggedInEvent({ operatorId, memberId: member.id, sessionId: session.id }, now, client.ip),
        ]);
        return 'ok';
      });
      if (outcome === 'password-changed') throw new AppError('INVALID_CREDENTIALS');
      if (outcome === 'locked') throw new AppError('MEMBER_SUSPENDED');
      rememberSeen(session.id, bangkokDateOf(now));
      const accessToken = await tokens.sign(
        { sessionId: session.id, memberId: member.id, operatorId },
        session.expiresAt,
      );
      return { accessToken, tokenType: 'Bearer', expiresAt: session.expiresAt.toISOString() };
    },

    /** Revokes the session the request's token carries; the token stops working at once. */
    async logout(claims: AccessClaims): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, claims.operatorId, claims.sessionId, clock.now());
      });
    },

    /**
     * Checks the current password, stores the new hash and revokes every other session of the member:
     * a device that knew the old password is logged out, the one that changed it stays in.
     */
    async changePassword(
      claims: AccessClaims,
      input: { password: string; newPassword: string },
    ): Promise<void> {
      const current = await repo.findPasswordHash(db, claims.operatorId, claims.memberId);
      if (!current || !(await verifyPassword(current, input.password)))
        throw new AppError('CURRENT_PASSWORD_WRONG');
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.updatePasswordHash(tx, claims.operatorId, claims.memberId, passwordHash, now);
        await repo.revokeOtherSessions(tx, claims.operatorId, claims.memberId, claims.sessionId, now);
      });
    },

    /** Ends every session of the member in the caller's transaction (a lock); returns how many. */
    endSessions: (tx: Tx, operatorId: string, memberId: string): Promise<number> =>
      repo.revokeAllSessions(tx, operatorId, memberId, clock.now()),

    /** The member's live sessions, newest first (the back office's member page). */
    activeSessions: (operatorId: string, memberId: string) =>
      repo.activeSessions(db, operatorId, memberId, clock.now()),

    /** Other members who logged in from this member's addresses (the risk page's linked accounts). */
    membersSharingAddress: (operatorId: string, memberId: string, limit: number) =>
      repo.membersSharingAddress(db, operatorId, memberId, limit),

    /** Each member's newest login; members who never logged in are absent. */
    lastLogins: (operatorId: string, memberIds: string[]) => repo.lastLogins(db, operatorId, memberIds),

    /** New passwords without the old one: staff-sent codes and the member's forgot-password. */
    passwordResets,

    /**
     * For the member guard: a token counts only while its session row is live. Remembered per node
     * (`session-cache.ts`); every write that ends sessions drops them on all nodes before it answers.
     */
    sessions: {
      isSessionActive: (claims) => sessionCache.isActive(claims),
      /**
       * The first request of a live session on a Bangkok day publishes `member.logged_in` (a member
       * who stays logged in keeps their streak). Remembered per node, so later requests that day
       * write nothing; another node's first request meets the dedupe key. Never fails the request.
       */
      async markSeen(claims, ip) {
        const now = clock.now();
        const day = bangkokDateOf(now);
        if (seenSessions.get(claims.sessionId) === day) return;
        try {
          await db.transaction((tx) => publishEvents(tx, [loggedInEvent(claims, now, ip)]));
          rememberSeen(claims.sessionId, day);
        } catch (error) {
          log.error({ err: error, operatorId: claims.operatorId }, 'member.logged_in not published');
        }
      },
    } satisfies SessionChecker,
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
