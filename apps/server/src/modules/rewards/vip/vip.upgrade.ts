import { formatAmount, realtimeEvents, type VipUpgradedEvent } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Publisher } from '#platform/realtime/publisher';
import type { ActivityStep } from '../activity/activity.consumer';
import type { ActivityRepo } from '../activity/activity.repo';
import type { VipRepo } from './vip.repo';
import { vipMemberLock } from './vip.service';
import { countedByMember, liveWindow, reachedLevel } from './vip-levels';

/**
 * The upgrade at once (docs/domain/rewards.md rule 8), an `activity.addStep` run inside the consumer's transaction
 * right after the day totals moved: for each touched member of an operator with VIP on, the counted
 * turnover over the live 90-day window picks the level (exactly at a threshold counts); a higher one
 * is written with an UPGRADE change, and every level passed on the way earns its upgrade bonus once
 * per life (`vip_upgrade_bonuses` unique per member and level: reaching it again after a downgrade
 * earns nothing). After commit the member is pushed `vip.upgraded`.
 */
export const createVipUpgradeStep = (deps: {
  repo: VipRepo;
  activityRepo: Pick<ActivityRepo, 'totalsByCategory'>;
  publish: Publisher;
}): ActivityStep => {
  const { repo, activityRepo, publish } = deps;
  return async (tx, touched, now) => {
    const byOperator = new Map<string, Set<string>>();
    for (const { operatorId, memberId } of touched) {
      const ids = byOperator.get(operatorId) ?? new Set<string>();
      ids.add(memberId);
      byOperator.set(operatorId, ids);
    }
    const pushes: Array<{ memberId: string; payload: VipUpgradedEvent }> = [];
    for (const [operatorId, idSet] of byOperator) {
      const levels = await repo.levelsOf(tx, operatorId);
      if (levels.length === 0) continue;
      const memberIds = [...idSet].sort();
      for (const memberId of memberIds) await vipMemberLock(tx, operatorId, memberId);
      const turnovers = countedByMember(
        await activityRepo.totalsByCategory(tx, operatorId, liveWindow(now), memberIds),
      );
      const current = await repo.memberLevels(tx, operatorId, memberIds);
      for (const memberId of memberIds) {
        const turnover = turnovers.get(memberId) ?? 0n;
        const from = current.get(memberId)?.level ?? 1;
        const to = reachedLevel(levels, turnover);
        if (to <= from) continue;
        await repo.upsertLevel(tx, { operatorId, memberId, level: to, since: now, updatedAt: now });
        await repo.insertChange(tx, {
          id: uuidv7(),
          operatorId,
          memberId,
          fromLevel: from,
          toLevel: to,
          reason: 'UPGRADE',
          turnoverSatang: turnover,
          period: null,
          at: now,
        });
        const earned = await repo.insertBonuses(
          tx,
          levels
            .filter((level) => level.level > from && level.level <= to && level.upgradeBonusSatang > 0n)
            .map((level) => ({
              id: uuidv7(),
              operatorId,
              memberId,
              level: level.level,
              amountSatang: level.upgradeBonusSatang,
              earnedAt: now,
              claimedAt: null,
              conditionId: null,
            })),
        );
        pushes.push({
          memberId,
          payload: {
            fromLevel: from,
            level: to,
            name: levels.find((level) => level.level === to)?.name ?? String(to),
            upgradeBonus: formatAmount(earned.reduce((sum, bonus) => sum + bonus.amountSatang, 0n)),
          },
        });
      }
    }
    if (pushes.length === 0) return undefined;
    return () => {
      for (const push of pushes) publish.toMember(push.memberId, realtimeEvents.vipUpgraded, push.payload);
    };
  };
};
