import { uuidv7 } from 'uuidv7';
import type { Db } from '#platform/db/client';
import type { MissionsRepo } from './missions.repo';
import type { missionTemplates } from './missions.tables';

type Template = Omit<typeof missionTemplates.$inferInsert, 'id' | 'operatorId' | 'createdAt' | 'updatedAt'>;

/** The demo's missions (docs/domain/rewards.md §1 "Missions" and rule 9): three daily, three weekly, all on. */
export const demoMissionTemplates: Template[] = [
  {
    name: 'ฝากเงินวันนี้ครบ 300 บาท',
    description: 'ฝากเงินรวมตั้งแต่ 300 บาทขึ้นไปภายในวันนี้ รับเครดิตฟรี 20 บาท',
    kind: 'DEPOSIT',
    window: 'DAILY',
    category: null,
    target: 30_000n,
    rewardSatang: 2_000n,
    rewardKind: 'CASH',
    bonusMultiplierTenths: null,
    claimHours: 24,
    enabled: true,
    sortOrder: 10,
  },
  {
    name: 'แทงหวยครบ 500 บาท',
    description: 'ยอดแทงหวยที่ออกผลแล้วรวม 500 บาทภายในวันนี้ (ไม่นับการแทงครอบเลข)',
    kind: 'TURNOVER',
    window: 'DAILY',
    category: 'LOTTERY',
    target: 50_000n,
    rewardSatang: 3_000n,
    rewardKind: 'BONUS',
    bonusMultiplierTenths: 10,
    claimHours: 24,
    enabled: true,
    sortOrder: 20,
  },
  {
    name: 'ยิงเลขยี่กี 10 ครั้ง',
    description: 'ยิงเลขในรอบยี่กีที่คุณแทงไว้ให้ครบ 10 ครั้งภายในวันนี้',
    kind: 'YEEKEE_SHOTS',
    window: 'DAILY',
    category: null,
    target: 10n,
    rewardSatang: 1_000n,
    rewardKind: 'CASH',
    bonusMultiplierTenths: null,
    claimHours: 24,
    enabled: true,
    sortOrder: 30,
  },
  {
    name: 'เข้าสู่ระบบ 5 วันติดต่อกัน',
    description: 'เข้าสู่ระบบทุกวันติดต่อกัน 5 วันภายในสัปดาห์นี้ (จันทร์–อาทิตย์)',
    kind: 'LOGIN_STREAK',
    window: 'WEEKLY',
    category: null,
    target: 5n,
    rewardSatang: 5_000n,
    rewardKind: 'CASH',
    bonusMultiplierTenths: null,
    claimHours: 48,
    enabled: true,
    sortOrder: 40,
  },
  {
    name: 'ยอดเล่นสัปดาห์นี้ครบ 5,000 บาท',
    description: 'ยอดแทงที่ออกผลแล้วทุกประเภทรวม 5,000 บาทภายในสัปดาห์นี้',
    kind: 'TURNOVER',
    window: 'WEEKLY',
    category: null,
    target: 500_000n,
    rewardSatang: 10_000n,
    rewardKind: 'BONUS',
    bonusMultiplierTenths: 30,
    claimHours: 48,
    enabled: true,
    sortOrder: 50,
  },
  {
    name: 'กรอกโปรไฟล์ให้ครบ',
    description: 'ระบุเพศและอีเมลในหน้าโปรไฟล์แล้วกดบันทึกภายในสัปดาห์นี้',
    kind: 'PROFILE_COMPLETE',
    window: 'WEEKLY',
    category: null,
    target: 1n,
    rewardSatang: 1_000n,
    rewardKind: 'CASH',
    bonusMultiplierTenths: null,
    claimHours: 48,
    enabled: true,
    sortOrder: 60,
  },
];

/** Writes the demo's mission templates once (an operator with any template is left alone). */
export const seedDemoMissions = async (deps: {
  db: Db;
  repo: MissionsRepo;
  operatorId: string;
  now: Date;
}): Promise<number> => {
  const { db, repo, operatorId, now } = deps;
  if ((await repo.countTemplates(db, operatorId)) > 0) return 0;
  await db.transaction(async (tx) => {
    for (const template of demoMissionTemplates)
      await repo.insertTemplate(tx, {
        id: uuidv7(),
        operatorId,
        ...template,
        createdAt: now,
        updatedAt: now,
      });
  });
  return demoMissionTemplates.length;
};
