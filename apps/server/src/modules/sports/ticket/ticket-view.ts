import { formatAmount, type SportsTicket, type SportsTicketLeg, sportsTh } from '@chokdee/contracts';
import {
  decimalString,
  fromMilli,
  type LegResult,
  legWorking,
  lineDisplay,
  type MarketKey,
  parseMarketKey,
  toFixedDown,
} from '@chokdee/sportsbook';
import type { LegWithFixture, TicketRow } from './ticket.repo';

/** The Thai name of a market: type, period and line ("แฮนดิแคป เต็มเวลา 0.5/1"). */
export const marketNameOf = (key: MarketKey): string => {
  const base = `${sportsTh.marketTypes[key.type]} ${sportsTh.periods[key.period]}`;
  if (key.type === 'AH')
    return `${base} ${key.quarters < 0 ? 'เจ้าบ้านต่อ' : key.quarters > 0 ? 'ทีมเยือนต่อ' : ''} ${lineDisplay(key.quarters)}`.replace(
      /\s+/g,
      ' ',
    );
  if (key.type === 'OU') return `${base} ${lineDisplay(key.quarters)}`;
  return base;
};

export const outcomeNameOf = (outcome: string, fixture: { home: string; away: string }): string => {
  if (outcome === 'HOME') return fixture.home;
  if (outcome === 'AWAY') return fixture.away;
  return (sportsTh.outcomes as Record<string, string>)[outcome] ?? outcome;
};

const scoreText = (score: { home: number; away: number }) => `${score.home}-${score.away}`;

/**
 * The working a settled leg shows (docs/domain/sportsbook.md, "What members are owed"): the score it
 * was settled on, a handicap's or total's halves with each half's result, the result and its factor.
 */
export const workingText = (leg: LegWithFixture, key: MarketKey): string | null => {
  if (!leg.result) return null;
  const decimal = fromMilli(leg.oddsMilli);
  const factor = toFixedDown(legWorking(key, leg.outcome, leg.result as LegResult, decimal).factor, 4);
  const resultTh = sportsTh.results[leg.result as LegResult];
  if (leg.result === 'VOID') return `${resultTh} ตัวคูณ ${factor}`;
  const match =
    leg.resultFullTime && leg.resultHalfTime
      ? { ft: leg.resultFullTime, ht: leg.resultHalfTime }
      : leg.resultHalfTime && key.period === '1H'
        ? { ft: leg.resultHalfTime, ht: leg.resultHalfTime }
        : undefined;
  if (!match) return `${resultTh} ตัวคูณ ${factor}`;
  const working = legWorking(
    key,
    leg.outcome,
    leg.result as LegResult,
    decimal,
    match,
    leg.scoreAtPlacement ?? undefined,
  );
  const score = key.period === 'FT' ? match.ft : match.ht;
  const parts = [`สกอร์${key.period === '1H' ? 'ครึ่งแรก' : ''} ${scoreText(score)}`];
  if (key.type === 'AH' && working.counted !== undefined)
    parts.push(
      `${leg.scoreAtPlacement ? `นับหลังแทง (สกอร์ขณะแทง ${scoreText(leg.scoreAtPlacement)}) ` : ''}ฝั่งที่เลือกได้เสีย ${working.counted > 0 ? '+' : ''}${working.counted} ประตู`,
    );
  if (key.type === 'OU' && working.counted !== undefined) parts.push(`รวม ${working.counted} ประตู`);
  if (working.halves && working.halves.length > 1)
    parts.push(
      `แบ่งครึ่งเงิน: ${working.halves
        .map(
          (half) =>
            `เส้น ${half.quarters < 0 ? '-' : '+'}${lineDisplay(half.quarters)} ${sportsTh.results[half.result]}`,
        )
        .join(' / ')}`,
    );
  parts.push(`ผล ${resultTh} ตัวคูณ ${factor}`);
  return parts.join(' · ');
};

const voidReasonText = (reason: string | null): string | null =>
  reason ? ((sportsTh.voidReasons as Record<string, string>)[reason] ?? reason) : null;

export const legView = (leg: LegWithFixture): SportsTicketLeg => {
  const key = parseMarketKey(leg.marketKey) as MarketKey;
  const factor = leg.result
    ? toFixedDown(legWorking(key, leg.outcome, leg.result as LegResult, fromMilli(leg.oddsMilli)).factor, 4)
    : null;
  const name = `${leg.home} v ${leg.away}`;
  return {
    fixtureId: leg.fixtureId,
    fixtureName: leg.simulated ? `${name} (${sportsTh.simulated})` : name,
    competition: leg.competitionName,
    kickoffAt: leg.kickoffAt.toISOString(),
    market: leg.marketKey,
    marketName: marketNameOf(key),
    outcome: leg.outcome,
    outcomeName: outcomeNameOf(leg.outcome, leg),
    odds: decimalString(fromMilli(leg.oddsMilli)),
    scoreAtPlacement: leg.scoreAtPlacement ?? null,
    result: (leg.result as LegResult | null) ?? null,
    factor,
    working: workingText(leg, key),
    voidReason: voidReasonText(leg.voidReason),
  };
};

export const ticketView = (ticket: TicketRow, legs: LegWithFixture[]): SportsTicket => ({
  id: ticket.id,
  ticketNo: ticket.ticketNo,
  kind: ticket.kind,
  status: ticket.status,
  stake: formatAmount(ticket.stakeSatang),
  typedStake: formatAmount(ticket.typedSatang),
  maxPayout: formatAmount(ticket.maxReturnSatang),
  payout: ticket.payoutSatang === null ? null : formatAmount(ticket.payoutSatang),
  combinedOdds: ticket.combinedOdds,
  oddsFormat: ticket.oddsFormat,
  acceptPolicy: ticket.acceptPolicy,
  rulesVersion: ticket.rulesVersion,
  placedAt: ticket.placedAt.toISOString(),
  acceptedAt: ticket.acceptedAt?.toISOString() ?? null,
  settledAt: ticket.settledAt?.toISOString() ?? null,
  rejectReason: ticket.rejectReason,
  resultSource: ticket.resultSource,
  legs: legs.filter((leg) => leg.ticketId === ticket.id).map(legView),
});
