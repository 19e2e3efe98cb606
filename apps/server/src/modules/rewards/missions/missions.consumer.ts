import {
  addBangkokDays,
  bangkokDateOf,
  type MissionKind,
  type MissionWindow,
  periodOf,
  periodRange,
  realtimeEvents,
} from '@chokdee/contracts';
import type { DbOrTx, Tx } from '#platform/db/client';
import type { DomainEventPayloads } from '#platform/events/event-types';
import type { EventConsumer, StoredEvent } from '#platform/events/events';
import type { Publisher } from '#platform/realtime/publisher';
import type { MissionsRepo, MissionTemplateRow, ProgressChange } from './missions.repo';

/** Which of these (member, round) pairs have a bill (the lottery module's door). */
export type RoundsWithBills = (
  db: DbOrTx,
  operatorId: string,
  pairs: ReadonlyArray<{ memberId: string; roundId: string }>,
) => Promise<Set<string>>;

/** One fact a mission may count, taken from an event. */
type Fact =
  | { kind: 'DEPOSIT'; operatorId: string; memberId: string; at: Date; amount: bigint }
  | {
      kind: 'TURNOVER';
      operatorId: string;
      memberId: string;
      at: Date;
      amount: bigint;
      category: string;
    }
  | { kind: 'YEEKEE_SHOTS'; operatorId: string; memberId: string; at: Date; shots: bigint }
  | { kind: 'LOGIN_STREAK'; operatorId: string; memberId: string; at: Date }
  | { kind: 'PROFILE_COMPLETE'; operatorId: string; memberId: string; at: Date };

const periodKindOf = (window: MissionWindow) => (window === 'DAILY' ? 'DAY' : 'WEEK');

/** The non-covering stake of a settled bill (docs/domain/rewards.md §2: covering lines count 0). */
const countedStakeOf = (payload: DomainEventPayloads['bill.settled']): bigint =>
  payload.byBetType.reduce((sum, group) => (group.covering ? sum : sum + BigInt(group.stakeSatang)), 0n);

/**
 * The consumer `rewards.missions` (docs/domain/rewards.md rule 9: progress from events, never by polling):
 * deposits credited (summed), settled bills (the stake of non-covering lines, on the template's
 * category) and provider game rounds (their stake, under the game's category, at the first settlement), Yeekee shots (only in rounds where the member has a bill, asked of the lottery module
 * when the shot is consumed), logins (a streak of consecutive Bangkok days) and profile saves
 * (complete). Each fact counts in the period of its own time, toward the operator's enabled
 * templates; a row reaching its target is COMPLETED. Its writes commit with the consumer's position,
 * so a fact counts once; members whose missions moved get `mission.updated` after commit.
 */
export const createMissionsConsumer = (deps: {
  repo: MissionsRepo;
  publish: Publisher;
  roundsWithBills: RoundsWithBills;
}): EventConsumer => {
  const { repo } = deps;

  const factsOf = async (tx: Tx, events: StoredEvent[]): Promise<Fact[]> => {
    const facts: Fact[] = [];
    const shots = new Map<string, { operatorId: string; memberId: string; roundId: string; at: Date[] }>();
    const turnover = (
      base: { operatorId: string; memberId: string },
      settled: { settledAt: string; category: string },
      amount: bigint,
    ) => {
      if (amount > 0n)
        facts.push({
          ...base,
          kind: 'TURNOVER',
          at: new Date(settled.settledAt),
          amount,
          category: settled.category,
        });
    };
    for (const event of events) {
      if (!event.memberId) continue;
      const base = { operatorId: event.operatorId, memberId: event.memberId };
      if (event.type === 'deposit.credited') {
        const amount = BigInt(event.payload.amountSatang);
        if (amount > 0n)
          facts.push({ ...base, kind: 'DEPOSIT', at: new Date(event.payload.creditedAt), amount });
      } else if (event.type === 'bill.settled') {
        turnover(base, event.payload, countedStakeOf(event.payload));
      } else if (event.type === 'game.round_settled') {
        // A provider game round's stake counts once, at its first settlement: a round settled again
        // after a reversal does not count twice (progress only grows, like a refunded bill's).
        if (event.payload.settle === 1) turnover(base, event.payload, BigInt(event.payload.stakeSatang));
      } else if (event.type === 'yeekee.shot') {
        const key = `${event.operatorId}|${event.memberId}|${event.payload.roundId}`;
        const entry = shots.get(key) ?? { ...base, roundId: event.payload.roundId, at: [] };
        entry.at.push(new Date(event.payload.shotAt));
        shots.set(key, entry);
      } else if (event.type === 'member.logged_in') {
        facts.push({ ...base, kind: 'LOGIN_STREAK', at: new Date(event.payload.loggedInAt) });
      } else if (event.type === 'member.profile_updated') {
        if (event.payload.complete)
          facts.push({ ...base, kind: 'PROFILE_COMPLETE', at: new Date(event.payload.updatedAt) });
      }
    }
    // Shots count only in rounds where the member bet: one question per operator for the batch.
    const byOperator = new Map<string, Array<{ memberId: string; roundId: string }>>();
    for (const entry of shots.values()) {
      const list = byOperator.get(entry.operatorId) ?? [];
      list.push({ memberId: entry.memberId, roundId: entry.roundId });
      byOperator.set(entry.operatorId, list);
    }
    const betIn = new Set<string>();
    for (const [operatorId, pairs] of byOperator)
      for (const key of await deps.roundsWithBills(tx, operatorId, pairs)) betIn.add(`${operatorId}|${key}`);
    for (const [key, entry] of shots) {
      if (!betIn.has(key)) continue;
      for (const at of entry.at)
        facts.push({
          kind: 'YEEKEE_SHOTS',
          operatorId: entry.operatorId,
          memberId: entry.memberId,
          at,
          shots: 1n,
        });
    }
    return facts;
  };

  /** The length of the run of consecutive login days ending on `day`, not before `fromDay`. */
  const streakEndingOn = async (
    tx: Tx,
    fact: Fact,
    day: string,
    fromDay: string,
    max: number,
  ): Promise<number> => {
    const lowest = addBangkokDays(day, -(max - 1));
    const days = await repo.loginDays(
      tx,
      fact.operatorId,
      fact.memberId,
      lowest > fromDay ? lowest : fromDay,
      day,
    );
    let streak = 0;
    let expected = day;
    for (const found of days) {
      if (found !== expected) break;
      streak += 1;
      expected = addBangkokDays(expected, -1);
    }
    return streak;
  };

  return {
    name: 'rewards.missions',
    types: [
      'deposit.credited',
      'bill.settled',
      'game.round_settled',
      'yeekee.shot',
      'member.logged_in',
      'member.profile_updated',
    ],
    async handle(tx: Tx, events: StoredEvent[], now: Date) {
      const facts = await factsOf(tx, events);
      if (facts.length === 0) return undefined;
      await repo.addLoginDays(
        tx,
        facts
          .filter((fact) => fact.kind === 'LOGIN_STREAK')
          .map((fact) => ({
            operatorId: fact.operatorId,
            memberId: fact.memberId,
            day: bangkokDateOf(fact.at),
          })),
      );

      const templatesOf = new Map<string, MissionTemplateRow[]>();
      const changes = new Map<string, ProgressChange>();
      for (const fact of facts) {
        let templates = templatesOf.get(fact.operatorId);
        if (!templates) {
          templates = await repo.listTemplates(tx, fact.operatorId, true);
          templatesOf.set(fact.operatorId, templates);
        }
        for (const template of templates) {
          if (template.kind !== (fact.kind satisfies MissionKind)) continue;
          if (fact.kind === 'TURNOVER' && template.category !== null && template.category !== fact.category)
            continue;
          const period = periodOf(periodKindOf(template.window), fact.at);
          const range = periodRange(period);
          const key = `${template.id}|${fact.memberId}|${period}`;
          let value: bigint;
          let mode: ProgressChange['mode'] = 'add';
          if (fact.kind === 'DEPOSIT' || fact.kind === 'TURNOVER') value = fact.amount;
          else if (fact.kind === 'YEEKEE_SHOTS') value = fact.shots;
          else if (fact.kind === 'PROFILE_COMPLETE') {
            value = 1n;
            mode = 'atLeast';
          } else {
            // A daily streak may reach back before today; a weekly one counts days inside its week.
            const day = bangkokDateOf(fact.at);
            const fromDay = template.window === 'WEEKLY' ? range.firstDay : addBangkokDays(day, -400);
            value = BigInt(await streakEndingOn(tx, fact, day, fromDay, Number(template.target)));
            mode = 'atLeast';
          }
          const current = changes.get(key);
          if (current)
            current.value =
              mode === 'add' ? current.value + value : current.value > value ? current.value : value;
          else changes.set(key, { template, memberId: fact.memberId, period, endsAt: range.to, mode, value });
        }
      }
      if (changes.size === 0) return undefined;
      const ids = await repo.applyProgress(tx, [...changes.values()], now);
      await repo.completeReached(tx, ids, now);
      const touched = new Set([...changes.values()].map((change) => change.memberId));
      return () => {
        for (const memberId of touched) deps.publish.toMember(memberId, realtimeEvents.missionUpdated, {});
      };
    },
  };
};
