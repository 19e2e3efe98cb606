import { type MissionView, missionPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginToken, registerMember, type TestApp } from '#testing/index';
import { createMissionsRepo } from './missions.repo';
import { demoMissionTemplates, seedDemoMissions } from './missions.seed';

describe('the demo missions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['rewards'] });
  });
  afterAll(() => t.close());

  it('are written once, daily and weekly, all on, and a member sees them', async () => {
    const deps = {
      db: t.database.db,
      repo: createMissionsRepo(),
      operatorId: t.operatorId,
      now: t.clock.now(),
    };
    expect(await seedDemoMissions(deps)).toBe(demoMissionTemplates.length);
    expect(await seedDemoMissions(deps)).toBe(0);
    const token = await loginToken(t, await registerMember(t));
    const res = await call(t, { method: 'GET', url: missionPaths.list, token });
    const items = res.json().data.items as MissionView[];
    expect(items).toHaveLength(demoMissionTemplates.length);
    expect(new Set(items.map((item) => item.window))).toEqual(new Set(['DAILY', 'WEEKLY']));
    expect(items.every((item) => item.state === 'IN_PROGRESS' && item.claimId === null)).toBe(true);
    expect(res.json().data).toMatchObject({ day: '2026-11-23', week: '2026-W48' });
  });
});
