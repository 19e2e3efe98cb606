import { bangkokDateOf, type WageringCategory } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/client';
import type { DomainEventPayloads } from '#platform/events/event-types';
import type { EventConsumer, StoredEvent } from '#platform/events/events';
import { domainEvents } from '#platform/events/events.tables';
import { type ActivityDelta, createActivityRepo } from './activity.repo';

/** A member whose settled play changed in this batch. */
export type TouchedMember = { operatorId: string; memberId: string };

/**
 * Runs inside the consumer's transaction after the day totals are written: the VIP upgrade (at once,
 * docs/domain/rewards.md rule 8) and anything else that must see the new totals in the same commit. May answer a
 * push to run after commit.
 */
export type ActivityStep = (tx: Tx, touched: TouchedMember[], now: Date) => Promise<undefined | (() => void)>;

type Settled = DomainEventPayloads['bill.settled'];

const settledFigures = (payload: Settled) => {
  let countedStake = 0n;
  let countedWin = 0n;
  for (const group of payload.byBetType) {
    if (group.covering) continue;
    countedStake += BigInt(group.stakeSatang);
    countedWin += BigInt(group.winSatang);
  }
  return {
    stake: BigInt(payload.stakeSatang),
    countedStake,
    win: BigInt(payload.winSatang),
    countedWin,
  };
};

/** The settled event of a bill (a correction or a refund needs its covering split). */
const findSettled = async (tx: Tx, operatorId: string, billId: string): Promise<Settled | undefined> => {
  const [row] = await tx
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.operatorId, operatorId),
        eq(domainEvents.type, 'bill.settled'),
        eq(domainEvents.subjectId, billId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Settled;
};

/**
 * The consumer `rewards.activity`: sums each member's settled play per Bangkok day and category into
 * `reward_daily_turnover` (see its table), then runs the registered steps for the members it touched.
 * A settled bill adds its figures on its settlement day; a win correction adds its delta on the
 * correction's day (a period already paid is never reopened: the next one carries the change), the
 * counted part in proportion to the bill's counted stake; a refund of a settled bill takes its settled
 * figures back on the refund's day. A provider game round counts the same way (settled: its figures on
 * its settlement day; reversed: taken back on the reversal's day). Writes and position commit
 * together, so nothing counts twice.
 */
export const createActivityConsumer = (
  steps: readonly ActivityStep[] = [],
): EventConsumer & {
  addStep(step: ActivityStep): void;
} => {
  const repo = createActivityRepo();
  const registered = [...steps];
  return {
    name: 'rewards.activity',
    types: [
      'bill.settled',
      'bill.win_corrected',
      'bill.refunded',
      'game.round_settled',
      'game.round_reversed',
    ],
    addStep(step: ActivityStep) {
      registered.push(step);
    },
    async handle(tx: Tx, events: StoredEvent[], now: Date) {
      const deltas = new Map<string, ActivityDelta>();
      const add = (
        event: StoredEvent,
        category: WageringCategory,
        at: Date,
        figures: { stake: bigint; countedStake: bigint; win: bigint; countedWin: bigint; bills: number },
      ) => {
        if (!event.memberId) return;
        const day = bangkokDateOf(at);
        const key = `${event.operatorId}|${event.memberId}|${day}|${category}`;
        const current = deltas.get(key) ?? {
          operatorId: event.operatorId,
          memberId: event.memberId,
          day,
          category,
          stake: 0n,
          countedStake: 0n,
          win: 0n,
          countedWin: 0n,
          bills: 0,
        };
        current.stake += figures.stake;
        current.countedStake += figures.countedStake;
        current.win += figures.win;
        current.countedWin += figures.countedWin;
        current.bills += figures.bills;
        deltas.set(key, current);
      };

      for (const event of events) {
        if (event.type === 'bill.settled') {
          const payload = event.payload as Settled;
          add(event, payload.category, new Date(payload.settledAt), { ...settledFigures(payload), bills: 1 });
        } else if (event.type === 'bill.win_corrected') {
          const payload = event.payload as DomainEventPayloads['bill.win_corrected'];
          const delta = BigInt(payload.deltaWinSatang);
          const settled = await findSettled(tx, event.operatorId, payload.billId);
          const figures = settled ? settledFigures(settled) : undefined;
          // BigInt division truncates toward zero: a counted share never exceeds the delta.
          const countedDelta =
            figures && figures.stake > 0n ? (delta * figures.countedStake) / figures.stake : delta;
          add(event, payload.category, new Date(payload.correctedAt), {
            stake: 0n,
            countedStake: 0n,
            win: delta,
            countedWin: countedDelta,
            bills: 0,
          });
        } else if (event.type === 'game.round_settled' || event.type === 'game.round_reversed') {
          // A provider game round counts like a settled bill under its game's category (docs/domain/games.md
          // §2 rule 8; no covering rule for games); a reversal takes back the figures it settled.
          const payload = event.payload;
          const sign = event.type === 'game.round_settled' ? 1n : -1n;
          const stake = sign * BigInt(payload.stakeSatang);
          const win = sign * BigInt(payload.winSatang);
          const at = event.type === 'game.round_settled' ? event.payload.settledAt : event.payload.reversedAt;
          add(event, payload.category, new Date(at), {
            stake,
            countedStake: stake,
            win,
            countedWin: win,
            bills: Number(sign),
          });
        } else if (event.type === 'bill.refunded') {
          const payload = event.payload as DomainEventPayloads['bill.refunded'];
          // A refund of a bill that never settled was never counted: voids count nothing.
          if (!payload.wasSettled) continue;
          const settled = await findSettled(tx, event.operatorId, payload.billId);
          if (!settled) continue;
          const figures = settledFigures(settled);
          add(event, payload.category, new Date(payload.refundedAt), {
            stake: -figures.stake,
            countedStake: -figures.countedStake,
            win: -figures.win,
            countedWin: -figures.countedWin,
            bills: -1,
          });
        }
      }
      if (deltas.size === 0) return undefined;
      await repo.addDeltas(tx, [...deltas.values()], now);

      const touched = new Map<string, TouchedMember>();
      for (const delta of deltas.values())
        touched.set(`${delta.operatorId}|${delta.memberId}`, {
          operatorId: delta.operatorId,
          memberId: delta.memberId,
        });
      const after: Array<() => void> = [];
      for (const step of registered) {
        const push = await step(tx, [...touched.values()], now);
        if (push) after.push(push);
      }
      return after.length > 0
        ? () => {
            for (const push of after) push();
          }
        : undefined;
    },
  };
};
