import { match } from 'ts-pattern';
import type { EventConsumer, StoredEvent } from '#platform/events/events';
import type { BillFact, ConditionService } from './conditions.service';

type BillEvent = Extract<StoredEvent, { type: 'bill.settled' | 'bill.refunded' | 'bill.cancelled' }>;

const factOf = (event: BillEvent & { memberId: string }, occurredAt: string): BillFact => ({
  operatorId: event.operatorId,
  memberId: event.memberId,
  billId: event.payload.billId,
  category: event.payload.category,
  placedAt: new Date(event.payload.placedAt),
  occurredAt: new Date(occurredAt),
});

/**
 * Turnover from the outbox (architecture.md §7): settled bills count toward the member's open
 * conditions, refunded ones are un-counted, and a win or returned stake that reaches the bonus account
 * after its condition closed is converted or forfeited; then reached conditions complete (the bonus
 * converts) and a small balance with nothing pending closes them. Runs in the consumer's transaction,
 * so a crash anywhere re-reads the batch and nothing counts twice (contributions are unique per
 * condition and bill as well). Members are pushed `promotion.updated` and their balances after commit.
 */
export const createTurnoverConsumer = (conditions: ConditionService): EventConsumer => ({
  name: 'promotions.turnover',
  types: ['bill.settled', 'bill.refunded', 'bill.cancelled'],
  async handle(tx, events) {
    const touched = new Map<string, Set<string>>();
    // Most settled bills belong to members with nothing to wager: one read per operator finds those
    // who have (a grant after this read starts after these bills were placed, so it counts none).
    const wagering = new Map<string, Set<string>>();
    for (const operatorId of new Set(events.map((event) => event.operatorId)))
      wagering.set(
        operatorId,
        await conditions.membersWagering(
          tx,
          operatorId,
          events.flatMap((event) =>
            event.operatorId === operatorId && event.memberId ? [event.memberId] : [],
          ),
        ),
      );
    const billEvents = events.filter(
      (event): event is BillEvent & { memberId: string } =>
        event.memberId !== null &&
        (event.type === 'bill.settled' || event.type === 'bill.refunded' || event.type === 'bill.cancelled'),
    );
    const bonusBackOf = (event: BillEvent) =>
      match(event)
        .with({ type: 'bill.settled' }, (e) => BigInt(e.payload.bonusWinSatang))
        .with({ type: 'bill.refunded' }, (e) => BigInt(e.payload.bonusStakeSatang))
        .with({ type: 'bill.cancelled' }, (e) => BigInt(e.payload.bonusStakeSatang))
        .exhaustive();
    const relevant = billEvents.filter(
      (event) => wagering.get(event.operatorId)?.has(event.memberId) || bonusBackOf(event) > 0n,
    );
    // Every member of the batch locked up front (see the service's locking note).
    for (const operatorId of [...new Set(relevant.map((event) => event.operatorId))].sort())
      await conditions.lockMembers(
        tx,
        operatorId,
        relevant.flatMap((event) => (event.operatorId === operatorId ? [event.memberId] : [])),
      );
    for (const billEvent of relevant) {
      const { operatorId, memberId } = billEvent;
      const bonusBack = bonusBackOf(billEvent);
      await match(billEvent)
        .with({ type: 'bill.settled' }, async (e) => {
          const fact = factOf(e, e.payload.settledAt);
          await conditions.countSettledStake(
            tx,
            fact,
            e.payload.byBetType.map((line) => ({
              stakeSatang: BigInt(line.stakeSatang),
              covering: line.covering,
            })),
          );
          await conditions.settleLeftover(tx, fact, bonusBack, 'win');
        })
        .with({ type: 'bill.refunded' }, async (e) => {
          const fact = factOf(e, e.payload.refundedAt);
          if (e.payload.wasSettled) await conditions.uncountRefundedStake(tx, fact);
          await conditions.settleLeftover(tx, fact, bonusBack, 'refund');
        })
        .with({ type: 'bill.cancelled' }, async (e) => {
          await conditions.settleLeftover(tx, factOf(e, e.payload.cancelledAt), bonusBack, 'cancel');
        })
        .exhaustive();
      await conditions.completeReached(tx, operatorId, memberId);
      await conditions.closeIfSmallBalance(tx, operatorId, memberId);
      await conditions.sweepLeftoverBonus(
        tx,
        operatorId,
        memberId,
        `${billEvent.type}:${billEvent.payload.billId}`,
      );
      const members = touched.get(operatorId) ?? new Set<string>();
      members.add(memberId);
      touched.set(operatorId, members);
    }
    if (touched.size === 0) return undefined;
    return () => {
      // A push is a hint (every state has a REST read): a failed read here is not worth a retry.
      for (const [operatorId, memberIds] of touched)
        void conditions.announce(operatorId, memberIds).catch(() => undefined);
    };
  },
});
