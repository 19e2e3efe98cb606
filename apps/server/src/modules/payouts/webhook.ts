import {
  type PayoutProvider,
  PayoutWebhookRefused,
  type ProviderEvent,
} from '#adapters/bank-payout/bank-payout';
import { AppError } from '#platform/http/app-error';
import type { OperatorResolver } from '#platform/http/tenant';
import type { PayoutsContext } from './payouts.context';
import type { Recipients } from './recipients';
import type { Transfers } from './transfers';

/**
 * The provider's webhook (docs/modules/payouts.md#decisions, decision 2): the operator named by the path's key, the delivery
 * verified by the provider's adapter (signature over the raw body, timestamp within 300 s of now),
 * the event id taken once (`payout_provider_events`: a replay answers 200 and changes nothing), and
 * the object re-read from the provider — an event's body never moves money.
 */
export const createWebhook = (
  ctx: PayoutsContext,
  deps: { operators: Pick<OperatorResolver, 'byKey'>; transfers: Transfers; recipients: Recipients },
) => {
  const { db, repo, clock, providers } = ctx;

  const verify = async (
    operatorKey: string,
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<{ operatorId: string; provider: PayoutProvider; event: ProviderEvent }> => {
    const operator = await deps.operators.byKey(operatorKey);
    const provider = operator ? await providers.providerOf(operator.id) : undefined;
    if (!operator || !provider) throw new AppError('PAYOUT_WEBHOOK_REFUSED');
    try {
      // The signature's timestamp is the provider's wall clock: compared with ours, not the business clock.
      return {
        operatorId: operator.id,
        provider,
        event: provider.verifyWebhook({ rawBody, headers, now: new Date() }),
      };
    } catch (err) {
      if (err instanceof PayoutWebhookRefused) throw new AppError('PAYOUT_WEBHOOK_REFUSED');
      throw err;
    }
  };

  const take = (
    tx: Parameters<Transfers['applyIn']>[0],
    operatorId: string,
    event: ProviderEvent,
    objectId: string,
  ) =>
    repo.takeEvent(tx, {
      operatorId,
      providerEventId: event.id,
      key: event.key,
      objectId,
      receivedAt: clock.now(),
    });

  /** Answers whether the event was new (false: a replay, nothing changed). */
  return async (
    operatorKey: string,
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<{ duplicate: boolean }> => {
    const { operatorId, provider, event } = await verify(operatorKey, rawBody, headers);
    if (await repo.eventSeen(db, operatorId, event.id)) return { duplicate: true };
    const reread = async <T>(read: () => Promise<T>): Promise<T> => {
      try {
        return await read();
      } catch (err) {
        // Not taken: the provider delivers it again.
        ctx.log.warn({ err, operatorId, eventId: event.id }, 'payout webhook object not re-read');
        throw new AppError('PAYOUT_PROVIDER_FAILED');
      }
    };
    const { data } = event;
    if (data.object === 'transfer') {
      const transfer = await reread(() => provider.getTransfer(data.transfer.id));
      const taken = await db.transaction(async (tx) => {
        if (!(await take(tx, operatorId, event, transfer.id))) return false;
        await deps.transfers.applyIn(tx, operatorId, transfer);
        return true;
      });
      return { duplicate: !taken };
    }
    if (data.object === 'recipient') {
      const recipient = await reread(() => provider.getRecipient(data.recipient.id));
      const taken = await db.transaction((tx) => take(tx, operatorId, event, recipient.id));
      if (taken) await deps.recipients.applyRecipient(operatorId, recipient);
      return { duplicate: !taken };
    }
    const taken = await db.transaction((tx) => take(tx, operatorId, event, ''));
    return { duplicate: !taken };
  };
};
export type Webhook = ReturnType<typeof createWebhook>;
