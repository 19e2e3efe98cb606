import { promotionPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '#testing/index';
import { createCatalogueRepo } from './catalogue.repo';
import { seedDemoPromotions } from './promotions.seed';

describe('demo promotions seed (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['promotions'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the demo site’s first-deposit-of-the-day and new-member bonuses once, shown to guests with banners', async () => {
    const seed = () =>
      seedDemoPromotions({
        db: t.database.db,
        repo: createCatalogueRepo(),
        operatorId: t.operatorId,
        now: t.clock.now(),
      });
    await seed();
    await seed();
    const list = (await call(t, { method: 'GET', url: promotionPaths.list })).json().data.data;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      kind: 'FIRST_DEPOSIT_OF_DAY',
      bonusPercent: 10,
      bonusCap: '500.00',
      multiplier: '5',
      base: 'DEPOSIT_PLUS_BONUS',
      bannerUrl: '/promotions/first-deposit-of-day.svg',
    });
    expect(list[1]).toMatchObject({
      kind: 'NEW_MEMBER',
      fixedBonus: '100.00',
      bannerUrl: '/promotions/new-member.svg',
    });
    expect(list[2]).toMatchObject({ kind: 'EVERY_DEPOSIT', bonusPercent: 5, bonusCap: '200.00' });
    const banners = (await call(t, { method: 'GET', url: promotionPaths.banners })).json().data.data;
    expect(banners).toHaveLength(3);
  });
});
