import { sportsHref, sportsPaths } from '@chokdee/contracts';
import type { TestApp } from './build-test-app';
import { staffMember } from './lottery';
import { call } from './members';
import { moduleApi } from './module-api';
import { moneyPost, ownerToken } from './money';

/** A fixture a trader entered by hand, kicking off in `kickoffInMs`, with prices on `markets`. */
export const manualFixture = async (
  t: TestApp,
  options: {
    token?: string;
    kickoffInMs?: number;
    tier?: 'TOP' | 'LOWER';
    markets?: Array<{ key: string; prices: Array<{ outcome: string; odds: string }> }>;
  } = {},
): Promise<{ id: string; token: string }> => {
  const token = options.token ?? (await ownerToken(t));
  const created = await call(t, {
    url: sportsPaths.adminFixtures,
    token,
    body: {
      competition: 'ลีกทดสอบ',
      home: 'ทีมเหย้า',
      away: 'ทีมเยือน',
      kickoffAt: new Date(t.clock.now().getTime() + (options.kickoffInMs ?? 3_600_000)).toISOString(),
      ...(options.tier ? { tier: options.tier } : {}),
    },
  });
  if (created.statusCode !== 200) throw new Error(`fixture: ${created.body}`);
  const id: string = created.json().data.id;
  const markets = options.markets ?? [
    {
      key: 'FT.AH:-0.25',
      prices: [
        { outcome: 'HOME', odds: '1.90' },
        { outcome: 'AWAY', odds: '2.00' },
      ],
    },
    {
      key: 'FT.OU:2.5',
      prices: [
        { outcome: 'OVER', odds: '1.95' },
        { outcome: 'UNDER', odds: '1.95' },
      ],
    },
    {
      key: 'FT.1X2',
      prices: [
        { outcome: 'HOME', odds: '2.10' },
        { outcome: 'DRAW', odds: '3.30' },
        { outcome: 'AWAY', odds: '3.60' },
      ],
    },
    {
      key: '1H.OU:1',
      prices: [
        { outcome: 'OVER', odds: '1.90' },
        { outcome: 'UNDER', odds: '1.90' },
      ],
    },
  ];
  const priced = await call(t, { method: 'PUT', url: sportsHref.adminMarkets(id), token, body: { markets } });
  if (priced.statusCode !== 200) throw new Error(`markets: ${priced.body}`);
  return { id, token };
};

/** POST a ticket with an Idempotency-Key (fresh unless given). */
export const placeTicket = (
  t: TestApp,
  token: string,
  body: {
    stake: string;
    legs: Array<{ fixtureId: string; market: string; outcome: string; odds: string }>;
    acceptPolicy?: string;
  },
  key?: string,
) => moneyPost(t, token, sportsPaths.tickets, body, key);

/** Enters a result as one trader and confirms it as another, then runs settlement. */
export const resultFixture = async (
  t: TestApp,
  id: string,
  result: { ft: { home: number; away: number }; ht: { home: number; away: number } },
  tokens?: { maker: string; checker: string },
) => {
  const maker = tokens?.maker ?? (await staffMember(t, 'trader')).token;
  const checker = tokens?.checker ?? (await ownerToken(t));
  const entered = await call(t, { url: sportsHref.adminResult(id), token: maker, body: result });
  if (entered.statusCode !== 200) throw new Error(`result: ${entered.body}`);
  const confirmed = await call(t, { url: sportsHref.adminResultConfirm(id), token: checker });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  await runSportsSettlement(t);
};

/** One run of the settlement job (what every node runs each second). */
export const runSportsSettlement = (t: TestApp) =>
  moduleApi(t, 'sports').jobs.settleTask.tick(t.database.db, t.clock);

/** One run of the live-ticket job. */
export const runSportsDecide = (t: TestApp) =>
  moduleApi(t, 'sports').jobs.decideTask.tick(t.database.db, t.clock);

/** One poll of the feed (the module's feed job). */
export const runSportsFeed = (t: TestApp) =>
  moduleApi(t, 'sports').jobs.feedTask.tick(t.database.db, t.clock);
