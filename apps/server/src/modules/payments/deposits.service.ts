import { randomBytes, randomInt } from 'node:crypto';
import {
  DEFAULT_MAX_STATEMENT_LINE_SATANG,
  type DepositBank,
  type DepositIntent,
  formatAmount,
  type PaymentHistoryItem,
  realtimeEvents,
  type StatementLineReason,
  type StatementLineResult,
} from '@chokdee/contracts';
import { anyId } from 'promptparse/generate';
import { uuidv7 } from 'uuidv7';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { publishEvents } from '#platform/events/events';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { depositBankViews } from './deposit-account-view';
import { checkStatementLine } from './feed-line';
import { checkFeedSignature } from './feed-signature';
import { drawPaymentRef, PAYMENT_REF_DRAWS } from './payment-ref';
import { type BalanceAfter, bahtText, type PaymentsDeps, publishWallet } from './payments.deps';
import type { StatementLineRow } from './payments.repo';

/** A PromptPay intent is open this long. */
export const INTENT_TTL_MS = 15 * 60 * 1000;
/** Satang tags 1..99 added to the amount, so the pay amount names the intent. */
const MAX_TAG = 99;

export type StatementLineAnswer = {
  externalId: string;
  result: StatementLineResult;
  reason?: StatementLineReason;
};

export type StatementLineInput = {
  externalId: string;
  toAccountNumber: string;
  amount: bigint;
  fromBankCode: string;
  fromAccountNumber: string;
  fromName: string;
  transferredAt: string;
};

type Credited = BalanceAfter & { paymentRef: string; amountSatang: bigint };

export const createDepositsService = (deps: PaymentsDeps) => {
  const { db, repo, clock, publish, wallet, idempotency, operators, members, audit } = deps;

  const announceCredit = (credited: Credited): void => {
    publishWallet(publish, credited);
    publish.toMember(credited.memberId, realtimeEvents.depositCredited, {
      paymentRef: credited.paymentRef,
      amount: formatAmount(credited.amountSatang),
    });
  };

  /**
   * DEPOSITS_CLEARING → member main for the line, plus the deposit row and `deposit.credited`, in the
   * caller's transaction: every credit path (a feed line matched by intent or by the sender's bank
   * account, staff assigning an unmatched line) goes through here.
   */
  const creditLine = async (
    tx: Tx,
    line: StatementLineRow,
    memberId: string,
    intentId: string | null,
  ): Promise<Credited> => {
    const [posted] = await wallet.postTransfers(tx, [
      {
        operatorId: line.operatorId,
        kind: 'DEPOSIT',
        debit: { house: 'DEPOSITS_CLEARING' },
        credit: { memberId, kind: 'MEMBER_WALLET' },
        amountSatang: line.amountSatang,
        causeType: 'statement_line',
        causeId: line.id,
        idempotencyKey: `deposit:${line.id}`,
        eventAt: line.transferredAt,
      },
    ]);
    if (!posted) throw new Error('deposit transfer missing');
    let paymentRef: string | undefined;
    const depositId = uuidv7();
    const now = clock.now();
    for (let draw = 0; draw < PAYMENT_REF_DRAWS && !paymentRef; draw += 1) {
      const candidate = drawPaymentRef('D');
      const inserted = await repo.insertDeposit(tx, {
        id: depositId,
        operatorId: line.operatorId,
        memberId,
        paymentRef: candidate,
        amountSatang: line.amountSatang,
        statementLineId: line.id,
        intentId,
        transferId: posted.transferId,
        transferredAt: line.transferredAt,
        balanceBeforeSatang: posted.credit.balanceBefore,
        balanceAfterSatang: posted.credit.balanceAfter,
        createdAt: now,
      });
      if (inserted) paymentRef = candidate;
    }
    if (!paymentRef) throw new Error('no free payment ref after several draws');
    const earlier = await repo.depositsBefore(
      tx,
      line.operatorId,
      memberId,
      depositId,
      bangkokMidnightOf(now),
    );
    await publishEvents(tx, [
      {
        type: 'deposit.credited',
        operatorId: line.operatorId,
        memberId,
        subjectId: depositId,
        payload: {
          depositId,
          paymentRef,
          amountSatang: String(line.amountSatang),
          cashBeforeSatang: String(posted.credit.balanceBefore),
          previousDeposits: earlier.total,
          depositsEarlierToday: earlier.today,
          creditedAt: now.toISOString(),
        },
        occurredAt: now,
      },
    ]);
    const balances = await wallet.memberBalances(tx, line.operatorId, memberId);
    return { memberId, paymentRef, amountSatang: line.amountSatang, ...balances };
  };

  return {
    /** The operator's active deposit accounts, for the deposit modal. */
    async listDepositAccounts(operatorId: string): Promise<DepositBank[]> {
      const views = await depositBankViews(operators, await repo.listActiveDepositAccounts(db, operatorId));
      return views.map(({ row: _row, ...view }) => view);
    },

    /**
     * A PromptPay deposit intent: the amount plus a free satang tag (1..99) so the statement line of
     * exactly that pay amount names this member. Intent creation is serialised per operator (one
     * advisory lock) so two members never draw the same pay amount; the partial unique index on
     * open pay amounts is the backstop. Open for 15 minutes.
     */
    async createDepositIntent(
      request: IdempotentRequest,
      memberId: string,
      amountSatang: bigint,
    ): Promise<DepositIntent> {
      const { operatorId } = request;
      // Read before the transaction: on PGlite the outer handle waits for an open transaction.
      const limits = await operators.moneyLimits(operatorId);
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          if (amountSatang < limits.minimumDepositSatang)
            throw new AppError('DEPOSIT_BELOW_MIN', {
              params: { min: bahtText(limits.minimumDepositSatang) },
            });
          if (amountSatang > limits.maximumDepositSatang)
            throw new AppError('DEPOSIT_ABOVE_MAX', {
              params: { max: bahtText(limits.maximumDepositSatang) },
            });
          const account = (await repo.listActiveDepositAccounts(tx, operatorId)).find(
            (row) => row.type === 'PROMPTPAY' && row.promptPayId,
          );
          if (!account?.promptPayId) throw new AppError('PROMPTPAY_UNAVAILABLE');

          await lockKey(tx, `deposit-intent:${operatorId}`);
          const now = clock.now();
          await repo.expireIntents(tx, operatorId, now);
          const taken = new Set(
            await repo.openPayAmountsBetween(
              tx,
              operatorId,
              amountSatang + 1n,
              amountSatang + BigInt(MAX_TAG),
            ),
          );
          const free = Array.from({ length: MAX_TAG }, (_, i) => amountSatang + BigInt(i + 1)).filter(
            (pay) => !taken.has(pay),
          );
          const payAmountSatang = free[randomInt(free.length || 1)];
          if (free.length === 0 || payAmountSatang === undefined) throw new AppError('PROMPTPAY_BUSY');

          const id = uuidv7();
          const expiresAt = new Date(now.getTime() + INTENT_TTL_MS);
          await repo.insertIntent(tx, {
            id,
            operatorId,
            memberId,
            depositAccountId: account.id,
            amountSatang,
            payAmountSatang,
            expiresAt,
            createdAt: now,
          });
          const promptPayId = account.promptPayId;
          const payAmount = formatAmount(payAmountSatang);
          const data: DepositIntent = {
            intentId: id,
            payAmount,
            promptPayPayload: anyId({
              type: promptPayId.length === 13 ? 'NATID' : 'MSISDN',
              target: promptPayId,
              // The QR carries the amount as text with two decimals; this number is exact to the satang.
              amount: Number(payAmount),
            }),
            promptPayId,
            accountName: account.accountName,
            expiresAt: expiresAt.toISOString(),
          };
          return data;
        }),
      );
      return outcome.data;
    },

    /**
     * FEED_SIGNATURE_INVALID unless the operator has a feed secret and the request is signed with it;
     * FEED_TIMESTAMP_STALE when it is, but its timestamp is more than 5 minutes off.
     */
    async verifyFeed(input: {
      operatorId: string;
      timestamp: string | undefined;
      signature: string | undefined;
      rawBody: string;
    }): Promise<void> {
      const secret = await repo.findFeedSecret(db, input.operatorId);
      const verdict = secret ? checkFeedSignature({ ...input, secret, now: clock.now() }) : 'bad-signature';
      if (verdict === 'stale') throw new AppError('FEED_TIMESTAMP_STALE');
      if (verdict !== 'valid') throw new AppError('FEED_SIGNATURE_INVALID');
    },

    /**
     * Ingests statement lines, each on its own. A line that fails its checks (`checkStatementLine`:
     * the text rule, the line schema, the operator's per-line ceiling) is answered REJECTED with the
     * reason and kept once for staff (by fingerprint), and the batch goes on. A good line gets its own
     * transaction: inserted first, under the unique (operator, externalId), so a repeated or racing
     * twin inserts nothing and answers DUPLICATE without touching money; then, in order, the open
     * PromptPay intent of exactly this amount; the one member whose registered bank account fits the
     * sender; else UNMATCHED for staff. Pushes go out after each commit.
     */
    async ingestStatement(operatorId: string, lines: unknown[]): Promise<StatementLineAnswer[]> {
      const results: StatementLineAnswer[] = [];
      const maxLineSatang =
        (await repo.findFeedSettings(db, operatorId))?.maxLineAmountSatang ??
        DEFAULT_MAX_STATEMENT_LINE_SATANG;
      for (const raw of lines) {
        const checked = checkStatementLine(raw, maxLineSatang);
        if (!checked.ok) {
          const { externalId, reason, line, fingerprint } = checked.rejected;
          await repo.insertRejectionIfNew(db, {
            id: uuidv7(),
            operatorId,
            fingerprint,
            externalId,
            line,
            reasonCode: reason.code,
            reasonField: reason.field,
            reasonMessage: reason.message,
            createdAt: clock.now(),
          });
          results.push({ externalId, result: 'REJECTED', reason });
          continue;
        }
        const input = checked.input;
        // Read before the transaction: on PGlite the outer handle waits for an open transaction.
        const senderBank = await operators.bankByCode(input.fromBankCode.toUpperCase());
        const outcome = await db.transaction(async (tx) => {
          const line = await repo.insertLineIfNew(tx, {
            id: uuidv7(),
            operatorId,
            externalId: input.externalId,
            toAccountNumber: input.toAccountNumber,
            amountSatang: input.amount,
            fromBankCode: input.fromBankCode,
            fromAccountNumber: input.fromAccountNumber,
            fromName: input.fromName,
            transferredAt: new Date(input.transferredAt),
            status: 'UNMATCHED',
            createdAt: clock.now(),
          });
          if (!line) return { result: 'DUPLICATE' as const };
          const intent = await repo.claimIntent(tx, operatorId, line.amountSatang, line.transferredAt);
          const memberId =
            intent?.memberId ??
            (senderBank
              ? await members.findMemberByBankAccount(tx, operatorId, senderBank.id, line.fromAccountNumber)
              : undefined);
          if (!memberId) return { result: 'UNMATCHED' as const };
          await repo.resolveLine(tx, operatorId, line.id, 'UNMATCHED', {
            status: 'CREDITED',
            memberId,
            resolvedAt: clock.now(),
          });
          return {
            result: 'CREDITED' as const,
            credited: await creditLine(tx, line, memberId, intent?.id ?? null),
          };
        });
        if (outcome.result === 'CREDITED') announceCredit(outcome.credited);
        results.push({ externalId: input.externalId, result: outcome.result });
      }
      return results;
    },

    async pageStatementLines(
      operatorId: string,
      query: { status?: StatementLineRow['status'] | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.pageLines(
        db,
        operatorId,
        query.status,
        query.pageNo,
        query.pageSize,
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          externalId: row.externalId,
          amount: formatAmount(row.amountSatang),
          toAccountNumber: row.toAccountNumber,
          fromBankCode: row.fromBankCode,
          fromAccountNumber: row.fromAccountNumber,
          fromName: row.fromName,
          transferredAt: row.transferredAt.toISOString(),
          status: row.status,
          memberId: row.memberId,
        })),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** Staff credit an UNMATCHED line to a member; audited in the same transaction. */
    async assignStatementLine(
      staff: AuthenticatedStaff,
      ip: string,
      lineId: string,
      target: { memberId?: string | undefined; phone?: string | undefined },
    ): Promise<{ paymentRef: string }> {
      const { operatorId } = staff;
      // Read with the plain handle before the transaction (PGlite: the outer handle waits for it).
      const memberId =
        target.memberId ??
        (target.phone ? (await members.findLoginMember(operatorId, target.phone))?.id : undefined);
      // Staff read which member they named wrong, not a bare "not found".
      const unknownMember = () =>
        target.phone
          ? new AppError('MEMBER_PHONE_NOT_FOUND', { params: { phone: target.phone } })
          : new AppError('MEMBER_ID_NOT_FOUND', { params: { memberId: target.memberId ?? '' } });
      if (!memberId) throw unknownMember();
      const credited = await db.transaction(async (tx) => {
        if (!(await wallet.mainAccountId(tx, operatorId, memberId))) throw unknownMember();
        const before = await repo.findLine(tx, operatorId, lineId);
        if (!before) throw new AppError('NOT_FOUND');
        const line = await repo.resolveLine(tx, operatorId, lineId, 'UNMATCHED', {
          status: 'CREDITED',
          memberId,
          resolvedAt: clock.now(),
        });
        if (!line) throw new AppError('INVALID_STATE');
        const result = await creditLine(tx, line, memberId, null);
        await audit.record(tx, {
          staff,
          action: 'statement_line.assign',
          targetType: 'statement_line',
          targetId: lineId,
          before: { status: before.status, memberId: before.memberId },
          after: { status: line.status, memberId, paymentRef: result.paymentRef },
          ip,
        });
        return result;
      });
      announceCredit(credited);
      return { paymentRef: credited.paymentRef };
    },

    /** Staff set an UNMATCHED line aside (not ours, a refund…) with a reason; audited. */
    async dismissStatementLine(
      staff: AuthenticatedStaff,
      ip: string,
      lineId: string,
      reason: string,
    ): Promise<void> {
      const { operatorId } = staff;
      await db.transaction(async (tx) => {
        const before = await repo.findLine(tx, operatorId, lineId);
        if (!before) throw new AppError('NOT_FOUND');
        const line = await repo.resolveLine(tx, operatorId, lineId, 'UNMATCHED', {
          status: 'DISMISSED',
          dismissReason: reason,
          resolvedAt: clock.now(),
        });
        if (!line) throw new AppError('INVALID_STATE');
        await audit.record(tx, {
          staff,
          action: 'statement_line.dismiss',
          targetType: 'statement_line',
          targetId: lineId,
          before: { status: before.status },
          after: { status: line.status, reason },
          ip,
        });
      });
    },

    async depositHistory(operatorId: string, memberId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.pageDeposits(db, operatorId, memberId, pageNo, pageSize);
      const data: PaymentHistoryItem[] = rows.map((row) => ({
        paymentRef: row.paymentRef,
        transferTime: row.transferredAt.toISOString(),
        amount: formatAmount(row.amountSatang),
        balanceBefore: formatAmount(row.balanceBeforeSatang),
        balanceAfter: formatAmount(row.balanceAfterSatang),
        status: 'CREDITED',
      }));
      return { data, total, pageNo, pageSize };
    },

    /**
     * The operator's feed secret: `given` (DEMO_BANK_FEED_SECRET) replaces the stored one unless an
     * owner rotated it; without it an existing secret stays and a missing one is generated —
     * returned so the caller can show it once.
     */
    async ensureFeedSecret(
      tx: Tx,
      operatorId: string,
      given: string | undefined,
    ): Promise<string | undefined> {
      const secret = given ?? randomBytes(32).toString('base64url');
      const written = await repo.putFeedSecret(
        tx,
        { operatorId, secret, createdAt: clock.now() },
        { replace: given !== undefined },
      );
      return written && !given ? secret : undefined;
    },
  };
};
export type DepositsService = ReturnType<typeof createDepositsService>;
