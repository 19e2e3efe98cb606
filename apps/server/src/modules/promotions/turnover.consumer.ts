import { match } from 'ts-pattern';
import type { EventConsumer, StoredEvent } from '#platform/events/events';
import type { BillFact, ConditionService } from './conditions.service';

type BillEvent = Extract<StoredEvent, { type: 'bill.settled' | 'bill.refunded' | 'bill.cancelled' }>;
type GameEvent = Extract<StoredEvent, { type: 'game.round_settled' | 'game.round_reversed' }>;

/**
 * A provider game round's settlement as a bill (docs/domain/games.md §2 rule 8): its contributions are keyed by
 * the round and the settlement's number, so a reversal un-counts exactly that settlement.
 */
const gameFactOf = (event: GameEvent & { memberId: string }): BillFact => ({
  operatorId: event.operatorId,
  memberId: event.memberId,
  billId: `${event.payload.roundId}:${event.payload.settle}`,
  sourceKey: `game_round:${event.payload.roundId}:${event.payload.settle}`,
  category: event.payload.category,
  placedAt: new Date(event.payload.openedAt),
  occurredAt: new Date(
    event.type === 'game.round_settled' ? event.payload.settledAt : event.payload.reversedAt,
  ),
});

/** Bonus money a game event brought back to the bonus account: a win's share, a void's net refund. */
const gameBonusBackOf = (event: GameEvent): bigint => {
  if (event.type === 'game.round_settled') return BigInt(event.payload.bonusWinSatang);
  if (event.payload.reopened) return 0n;
  const net = BigInt(event.payload.bonusStakeSatang) - BigInt(event.payload.bonusWinSatang);
  return net > 0n ? net : 0n;
};

const factOf = (event: BillEvent & { memberId: string }, occurredAt: string): BillFact => ({
  operatorId: event.operatorId,
  memberId: event.memberId,
  billId: event.payload.billId,
  category: event.payload.category,
  placedAt: new Date(event.payload.placedAt),
  occurredAt: new Date(occurredAt),
});

/**
 * Turnover from the outbox (docs/architecture.md#domain-events-the-outbox): settled bills and provider game rounds count toward the member's open
 * conditions, refunded ones are un-counted, and a win or returned stake that reaches the bonus account
 * after its condition closed is converted or forfeited; then reached conditions complete (the bonus
 * converts) and a small balance with nothing pending closes them. Runs in the consumer's transaction,
 * so a crash anywhere re-reads the batch and nothing counts twice (contributions are unique per
 * condition and bill as well). Members are pushed `promotion.updated` and their balances after commit.
 */
export const createTurnoverConsumer = (conditions: ConditionService): EventConsumer => ({
  name: 'promotions.turnover',
  types: ['bill.settled', 'bill.refunded', 'bill.cancelled', 'game.round_settled', 'game.round_reversed'],
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
    const gameEvents = events.filter(
      (event): event is GameEvent & { memberId: string } =>
        event.memberId !== null &&
        (event.type === 'game.round_settled' || event.type === 'game.round_reversed') &&
        (wagering.get(event.operatorId)?.has(event.memberId) || gameBonusBackOf(event) > 0n),
    );
    // Every member of the batch locked up front (see the service's locking note).
    for (const operatorId of [
      ...new Set([...relevant, ...gameEvents].map((event) => event.operatorId)),
    ].sort())
      await conditions.lockMembers(
        tx,
        operatorId,
        [...relevant, ...gameEvents].flatMap((event) =>
          event.operatorId === operatorId ? [event.memberId] : [],
        ),
      );
    const after = async (operatorId: string, memberId: string, eventKey: string) => {
      await conditions.completeReached(tx, operatorId, memberId);
      await conditions.closeIfSmallBalance(tx, operatorId, memberId);
      await conditions.sweepLeftoverBonus(tx, operatorId, memberId, eventKey);
      const members = touched.get(operatorId) ?? new Set<string>();
      members.add(memberId);
      touched.set(operatorId, members);
    };
    const handleGame = async (gameEvent: GameEvent & { memberId: string }) => {
      const fact = gameFactOf(gameEvent);
      // A round counts its whole stake (no covering rule for games), under its category's weight.
      if (gameEvent.type === 'game.round_settled') {
        await conditions.countSettledStake(tx, fact, [
          { stakeSatang: BigInt(gameEvent.payload.stakeSatang), covering: false },
        ]);
        await conditions.settleLeftover(tx, fact, gameBonusBackOf(gameEvent), 'win');
      } else {
        await conditions.uncountRefundedStake(tx, fact);
        await conditions.settleLeftover(tx, fact, gameBonusBackOf(gameEvent), 'refund');
      }
      await after(gameEvent.operatorId, gameEvent.memberId, `${gameEvent.type}:${fact.billId}`);
    };
    // In outbox order: spill-over between conditions depends on it.
    const games = new Set<StoredEvent>(gameEvents);
    const bills = new Set<StoredEvent>(relevant);
    for (const event of events) {
      if (games.has(event)) await handleGame(event as GameEvent & { memberId: string });
      if (!bills.has(event)) continue;
      const billEvent = event as BillEvent & { memberId: string };
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
      await after(operatorId, memberId, `${billEvent.type}:${billEvent.payload.billId}`);
    }
    if (touched.size === 0) return undefined;
    return () => {
      // A push is a hint (every state has a REST read): a failed read here is not worth a retry.
      for (const [operatorId, memberIds] of touched)
        void conditions.announce(operatorId, memberIds).catch(() => undefined);
    };
  },
});
