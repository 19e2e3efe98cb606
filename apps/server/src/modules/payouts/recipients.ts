import { payoutFailureReason } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { PayoutProvider, ProviderRecipient } from '#adapters/bank-payout/bank-payout';
import type { DbOrTx } from '#platform/db/client';
import type { EventConsumer } from '#platform/events/events';
import type { PayoutsContext } from './payouts.context';
import type { PayoutRecipientRow } from './payouts.repo';

/** The member's current bank account as the recipient row keys it (`bankCode:accountNumber`). */
type CurrentAccount = { key: string; bankCode: string; accountNumber: string; accountName: string };

/**
 * Members' bank accounts as recipients at the provider (docs/modules/payouts.md#decisions, decision 5). A recipient is created
 * when the member registers (outbox consumer) or, for an account found changed at sending, then; it
 * is PENDING until the provider verifies it (its webhook, or the re-check job), and only a VERIFIED
 * recipient of the member's current account is paid. `onVerified` is told when one becomes VERIFIED
 * (the withdrawals waiting for it are sent).
 */
export const createRecipients = (
  ctx: PayoutsContext,
  onVerified: (operatorId: string, memberId: string) => Promise<void>,
) => {
  const { db, clock, repo, providers, log } = ctx;
  /** Creates in flight on this node (a second caller for the same row waits for the first). */
  const creating = new Map<string, Promise<PayoutRecipientRow>>();

  const currentAccount = async (
    dbOrTx: DbOrTx,
    operatorId: string,
    memberId: string,
  ): Promise<CurrentAccount | undefined> => {
    const summary = (await ctx.members.summaries(dbOrTx, operatorId, [memberId])).get(memberId);
    if (!summary?.bankCode || !summary.accountNumber) return undefined;
    return {
      key: `${summary.bankCode}:${summary.accountNumber}`,
      bankCode: summary.bankCode,
      accountNumber: summary.accountNumber,
      accountName: summary.accountName || summary.name,
    };
  };

  /** The provider's view onto our row; tells `onVerified` when it became VERIFIED. */
  const record = async (
    operatorId: string,
    row: PayoutRecipientRow,
    recipient: ProviderRecipient,
  ): Promise<PayoutRecipientRow> => {
    const now = clock.now();
    const updated =
      (await repo.updateRecipient(db, row.id, {
        providerRecipientId: recipient.id,
        state: recipient.state,
        failureCode: recipient.state === 'FAILED' ? (recipient.failureCode ?? 'invalid_recipient') : null,
        failureReason:
          recipient.state === 'FAILED'
            ? payoutFailureReason(recipient.failureCode ?? 'invalid_recipient')
            : null,
        verifiedAt: recipient.state === 'VERIFIED' ? (row.verifiedAt ?? now) : row.verifiedAt,
        updatedAt: now,
      })) ?? row;
    if (updated.state === 'VERIFIED' && row.state !== 'VERIFIED') await onVerified(operatorId, row.memberId);
    return updated;
  };

  /** Creates the row's recipient at the provider (once per row on this node at a time). */
  const create = (
    operatorId: string,
    provider: PayoutProvider,
    row: PayoutRecipientRow,
    account: CurrentAccount,
  ): Promise<PayoutRecipientRow> => {
    const running = creating.get(row.id);
    if (running) return running;
    const work = (async () => {
      try {
        const recipient = await provider.createRecipient({
          memberId: row.memberId,
          name: account.accountName,
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
        });
        return await record(operatorId, row, recipient);
      } catch (err) {
        // Left PENDING without a provider id: the re-check job creates it later.
        log.warn({ err, operatorId, recipientId: row.id }, 'payout recipient not created');
        await repo.touchRecipient(db, row.id, clock.now());
        return row;
      } finally {
        creating.delete(row.id);
      }
    })();
    creating.set(row.id, work);
    return work;
  };

  const insertRow = (dbOrTx: DbOrTx, operatorId: string, memberId: string, account: CurrentAccount) => {
    const now = clock.now();
    return repo.insertRecipientIfAbsent(dbOrTx, {
      id: uuidv7(),
      operatorId,
      memberId,
      bankAccountKey: account.key,
      state: 'PENDING',
      createdAt: now,
      updatedAt: now,
    });
  };

  /**
   * The recipient of the member's current bank account: created at the provider when missing (or
   * when the member's account changed). Undefined when the operator has no payout account or the
   * member no bank account.
   */
  const ensure = async (operatorId: string, memberId: string): Promise<PayoutRecipientRow | undefined> => {
    const provider = await providers.providerOf(operatorId);
    if (!provider) return undefined;
    const account = await currentAccount(db, operatorId, memberId);
    if (!account) return undefined;
    const row = await insertRow(db, operatorId, memberId, account);
    if (!row) return undefined;
    return row.providerRecipientId ? row : create(operatorId, provider, row, account);
  };

  /** Asks the provider again about a PENDING (or FAILED) recipient; creates it if it never was. */
  const recheck = async (
    operatorId: string,
    provider: PayoutProvider,
    row: PayoutRecipientRow,
  ): Promise<PayoutRecipientRow> => {
    if (!row.providerRecipientId) {
      const account = await currentAccount(db, operatorId, row.memberId);
      // The member's account changed since: the next send creates the new one; this one stays.
      if (!account || account.key !== row.bankAccountKey) {
        await repo.touchRecipient(db, row.id, clock.now());
        return row;
      }
      return create(operatorId, provider, row, account);
    }
    return record(operatorId, row, await provider.getRecipient(row.providerRecipientId));
  };

  return {
    currentAccount,
    ensure,

    /** `ensure`, then the provider asked again when it is not VERIFIED (the staff "check again"). */
    async refresh(operatorId: string, memberId: string): Promise<PayoutRecipientRow | undefined> {
      const row = await ensure(operatorId, memberId);
      if (!row || row.state === 'VERIFIED' || !row.providerRecipientId) return row;
      const provider = await providers.providerOf(operatorId);
      return provider ? recheck(operatorId, provider, row) : row;
    },

    /** A recipient the provider told us about (webhook, re-read first): its state onto our row. */
    async applyRecipient(operatorId: string, recipient: ProviderRecipient): Promise<void> {
      const row = await repo.findRecipientByProviderId(db, operatorId, recipient.id);
      if (!row) {
        log.warn({ operatorId, providerRecipientId: recipient.id }, 'payout recipient unknown');
        return;
      }
      await record(operatorId, row, recipient);
    },

    /** The re-check job's step: PENDING recipients untouched for `pauseMs` are asked again. */
    async recheckPending(pauseMs: number, limit = 50): Promise<number> {
      const now = clock.now();
      const rows = await repo.recipientsToCheck(db, new Date(now.getTime() - pauseMs), limit);
      let checked = 0;
      for (const row of rows) {
        await repo.touchRecipient(db, row.id, now);
        const provider = await providers.providerOf(row.operatorId);
        if (!provider) continue;
        try {
          await recheck(row.operatorId, provider, row);
          checked += 1;
        } catch (err) {
          log.warn({ err, recipientId: row.id }, 'payout recipient re-check failed');
        }
      }
      return checked;
    },

    /**
     * `member.registered` → the member's recipient created at the provider once the consumer's
     * position committed (the member service reads outside a transaction, and the provider call must
     * not hold one). A member this misses (a crash, the provider down) gets it at their first
     * withdrawal: `ensure` at dispatch creates it, and the withdrawal waits for its verification.
     */
    registrationConsumer: {
      name: 'payouts.recipient-on-registration',
      types: ['member.registered'],
      async handle(_tx, events) {
        const registered = events.flatMap((event) =>
          event.type === 'member.registered'
            ? [{ operatorId: event.operatorId, memberId: event.payload.memberId }]
            : [],
        );
        if (registered.length === 0) return undefined;
        return () => {
          for (const { operatorId, memberId } of registered) ctx.track(ensure(operatorId, memberId));
        };
      },
    } satisfies EventConsumer,
  };
};
export type Recipients = ReturnType<typeof createRecipients>;
