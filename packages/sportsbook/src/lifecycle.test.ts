import { describe, expect, it } from 'vitest';
import { decidedResult, holdsOf, marketStatus, postponedIsVoid, takenAfterKickoff } from './lifecycle';
import { type MarketKey, parseMarketKey } from './market-key';

const key = (text: string): MarketKey => parseMarketKey(text) as MarketKey;
const at = (iso: string) => new Date(iso);

describe('market status by precedence', () => {
  it('terminal over operator over holds over the feed', () => {
    expect(marketStatus({ terminal: 'VOID', operator: 'OPEN', feed: 'OPEN' })).toBe('VOID');
    expect(marketStatus({ operator: 'SUSPENDED', feed: 'OPEN' })).toBe('SUSPENDED');
    expect(marketStatus({ operator: 'OPEN', holds: ['FEED_SILENT'], feed: 'SUSPENDED' })).toBe('OPEN');
    expect(marketStatus({ holds: ['LIABILITY_CAP'], feed: 'OPEN' })).toBe('SUSPENDED');
    expect(marketStatus({ holds: [], feed: 'OPEN' })).toBe('OPEN');
    expect(marketStatus({ feed: 'CLOSED' })).toBe('CLOSED');
  });

  it('holds a market on feed silence past 20 s, at kick-off before the match, and at a full cap', () => {
    const base = {
      now: at('2026-12-07T12:00:30Z'),
      lastFeedMessageAt: at('2026-12-07T12:00:15Z'),
      kickoffAt: at('2026-12-07T13:00:00Z'),
      preMatch: true,
      capUsed: 0.4,
    };
    expect(holdsOf(base)).toEqual([]);
    expect(holdsOf({ ...base, lastFeedMessageAt: at('2026-12-07T12:00:09Z') })).toEqual(['FEED_SILENT']);
    expect(holdsOf({ ...base, lastFeedMessageAt: undefined })).toEqual(['FEED_SILENT']);
    expect(
      holdsOf({ ...base, now: at('2026-12-07T13:00:00Z'), lastFeedMessageAt: at('2026-12-07T12:59:59Z') }),
    ).toEqual(['KICKED_OFF']);
    expect(
      holdsOf({
        ...base,
        preMatch: false,
        now: at('2026-12-07T13:10:00Z'),
        lastFeedMessageAt: at('2026-12-07T13:09:59Z'),
      }),
    ).toEqual([]);
    expect(holdsOf({ ...base, capUsed: 1 })).toEqual(['LIABILITY_CAP']);
  });
});

describe('results decided before the end (an abandoned match keeps them)', () => {
  it('over 2.5 after three goals stands; under 2.5 is lost; a handicap and 1X2 are never decided', () => {
    const now = { home: 2, away: 1 };
    expect(decidedResult(key('FT.OU:2.5'), 'OVER', now)).toBe('WIN');
    expect(decidedResult(key('FT.OU:2.5'), 'UNDER', now)).toBe('LOSE');
    expect(decidedResult(key('FT.OU:3.5'), 'OVER', now)).toBeUndefined();
    expect(decidedResult(key('FT.AH:-0.5'), 'HOME', now)).toBeUndefined();
    expect(decidedResult(key('FT.1X2'), 'HOME', now)).toBeUndefined();
    expect(decidedResult(key('FT.OE'), 'ODD', now)).toBeUndefined();
  });

  it('a correct score already passed is lost; OTHER past the grid is won', () => {
    expect(decidedResult(key('FT.CS'), '1-0', { home: 2, away: 0 })).toBe('LOSE');
    expect(decidedResult(key('FT.CS'), '2-0', { home: 2, away: 0 })).toBeUndefined();
    expect(decidedResult(key('FT.CS'), 'OTHER', { home: 5, away: 0 })).toBe('WIN');
  });

  it('a first-half market stands once the half is over, and not before', () => {
    expect(decidedResult(key('1H.1X2'), 'HOME', { home: 1, away: 0 })).toBeUndefined();
    expect(
      decidedResult(key('1H.1X2'), 'HOME', { home: 1, away: 1 }, { halfTimeScore: { home: 1, away: 0 } }),
    ).toBe('WIN');
  });

  it('a quarter total half won already stays half won', () => {
    // Over 2.75 at three goals: half won; a fourth goal would make it a full win, so not decided.
    expect(decidedResult(key('FT.OU:2.75'), 'OVER', { home: 2, away: 1 })).toBeUndefined();
    expect(decidedResult(key('FT.OU:2.25'), 'OVER', { home: 2, away: 1 })).toBe('WIN');
  });
});

describe('postponed and early kick-off', () => {
  const scheduled = at('2026-12-07T13:00:00Z');
  it('void unless it kicks off within the window', () => {
    expect(postponedIsVoid(scheduled, at('2026-12-08T00:59:00Z'), at('2026-12-08T02:00:00Z'), 12)).toBe(
      false,
    );
    expect(postponedIsVoid(scheduled, at('2026-12-08T01:01:00Z'), at('2026-12-08T02:00:00Z'), 12)).toBe(true);
    expect(postponedIsVoid(scheduled, undefined, at('2026-12-08T00:00:00Z'), 12)).toBe(false);
    expect(postponedIsVoid(scheduled, undefined, at('2026-12-08T01:00:01Z'), 12)).toBe(true);
    expect(postponedIsVoid(scheduled, at('2026-12-08T12:00:00Z'), at('2026-12-08T14:00:00Z'), 24)).toBe(
      false,
    );
  });

  it('a pre-match bet taken at or after the real kick-off is void', () => {
    const kickoff = at('2026-12-07T12:55:00Z');
    expect(takenAfterKickoff(at('2026-12-07T12:54:59Z'), kickoff)).toBe(false);
    expect(takenAfterKickoff(at('2026-12-07T12:55:00Z'), kickoff)).toBe(true);
    expect(takenAfterKickoff(at('2026-12-07T12:58:00Z'), undefined)).toBe(false);
  });
});
