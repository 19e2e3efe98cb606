import { payoutWaitTh } from '@chokdee/contracts';
import type { Task } from '#platform/scheduler/scheduler';
import type { Dispatch } from './dispatcher';
import type { PayoutsContext } from './payouts.context';
import type { Recipients } from './recipients';
import type { Transfers } from './transfers';

/** A CREATING row whose last call is older than this is sent again with the same key. */
export const RESEND_AFTER_MS = 10_000;
/** A SENT row untouched for this long is asked of the provider (`getTransfer`). */
export const POLL_AFTER_MS = 15_000;
/** A PENDING recipient untouched for this long is asked again (or created, if it never was). */
export const RECHECK_RECIPIENT_AFTER_MS = 5_000;
/**
 * An APPROVED withdrawal with no wait reason untouched for this long was not dispatched by the node
 * that approved it (it crashed, or its dispatch failed): the sender job dispatches it. Well inside
 * the member's 30 seconds (`AUTO_WITHDRAW_PROMISE_SECONDS`), and long enough that the approving
 * node's own dispatch, started at once, normally decides first.
 */
export const DISPATCH_AFTER_MS = 5_000;

const BATCH = 50;

const counted = (result: Record<string, number>) =>
  Object.values(result).some((value) => value > 0) ? { result } : {};

/**
 * The payouts module's scheduler tasks; every node runs them, and each row is claimed by a
 * conditional UPDATE first, so of several nodes one works on it at a time:
 * - sender: CREATING rows older than 10 s are sent again with their key (a crash or a timeout after
 *   the row committed); APPROVED withdrawals that waited only for their recipient, now VERIFIED, are
 *   dispatched; waits for the kill switch or for an account are cleared once the operator's account
 *   sends automatically again; and every APPROVED withdrawal with no wait reason untouched for 5 s is dispatched —
 *   the durable path behind the in-process dispatch after an approval (rule or staff), which a crash
 *   between the commit and the dispatch loses. Each is claimed first (its `updated_at` moved), so
 *   nodes sweep different ones; two that still meet are kept apart by the dispatch's own guards
 *   (APPROVED → SENDING is conditional, the daily cap is counted under its lock, one live transfer);
 * - poll: SENT rows older than 15 s are read from the provider and applied (a lost webhook);
 * - recipients: PENDING recipients are asked again (or created, when the provider never answered).
 */
export const createPayoutTasks = (
  ctx: PayoutsContext,
  parts: { transfers: Transfers; recipients: Recipients; dispatch: Dispatch },
) => {
  const { db, repo, log, providers } = ctx;

  const sender: Task = {
    key: 'payouts:sender',
    everyMs: 2_000,
    async tick(_db, clock) {
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - RESEND_AFTER_MS);
      let resent = 0;
      for (const row of await repo.openTransfers(db, 'CREATING', staleBefore, BATCH)) {
        const claimed = await repo.claimCall(db, row.id, now, staleBefore);
        if (!claimed) continue;
        resent += 1;
        await parts.transfers.call(claimed);
      }
      let released = 0;
      const waiting = await ctx.withdrawals.listWaiting(db, { reason: payoutWaitTh.recipientPending }, BATCH);
      for (const withdrawal of waiting) {
        const account = await parts.recipients.currentAccount(db, withdrawal.operatorId, withdrawal.memberId);
        if (!account) continue;
        const recipient = await repo.findRecipient(
          db,
          withdrawal.operatorId,
          withdrawal.memberId,
          account.key,
        );
        if (recipient?.state !== 'VERIFIED') continue;
        released += 1;
        await parts.dispatch.dispatchApproved(withdrawal);
      }
      // A wait for the kill switch (or for an account) no longer holds once the operator's account
      // sends automatically: its reason is cleared so the sweep below decides it again, and staff
      // never read "automatic transfers are off" while they are on (docs/modules/payouts.md).
      released += await ctx.withdrawals.clearWaitReasons(db, await repo.sendingOperators(db), [
        payoutWaitTh.killSwitch,
        payoutWaitTh.noAccount,
      ]);
      const undispatched = await ctx.withdrawals.claimUndispatched(db, {
        staleBefore: new Date(now.getTime() - DISPATCH_AFTER_MS),
        at: now,
        limit: BATCH,
      });
      for (const withdrawal of undispatched) await parts.dispatch.dispatchApproved(withdrawal);
      return counted({ resent, released, dispatched: undispatched.length });
    },
  };

  const poll: Task = {
    key: 'payouts:poll',
    everyMs: 3_000,
    async tick(_db, clock) {
      const now = clock.now();
      const staleBefore = new Date(now.getTime() - POLL_AFTER_MS);
      let polled = 0;
      for (const row of await repo.openTransfers(db, 'SENT', staleBefore, BATCH)) {
        if (!row.providerTransferId) continue;
        const claimed = await repo.claimPoll(db, row.id, now, staleBefore);
        if (!claimed) continue;
        const provider = await providers.providerOf(row.operatorId);
        if (!provider) continue;
        try {
          await parts.transfers.apply(row.operatorId, await provider.getTransfer(row.providerTransferId));
          polled += 1;
        } catch (err) {
          log.warn({ err, transferId: row.id }, 'payout transfer poll failed');
        }
      }
      return counted({ polled });
    },
  };

  const recipients: Task = {
    key: 'payouts:recipients',
    everyMs: 5_000,
    async tick() {
      return counted({ checked: await parts.recipients.recheckPending(RECHECK_RECIPIENT_AFTER_MS, BATCH) });
    },
  };

  return [sender, poll, recipients];
};
