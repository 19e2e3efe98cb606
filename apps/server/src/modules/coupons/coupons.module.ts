import type { MemberService } from '#modules/member/index';
import { depositFacts } from '#modules/payments/index';
import type { Platform, ServerModule } from '#platform/module';
import { couponsAuditNamers } from './audit-names.repo';
import { createCouponHasher } from './coupon-code';
import { couponAdminRoutes } from './coupons.admin-routes';
import { createCouponsRepo } from './coupons.repo';
import { couponRoutes } from './coupons.routes';
import { seedDemoCoupons } from './coupons.seed';
import { type CouponConditions, createCouponsService } from './coupons.service';

type CouponsDeps = Parameters<typeof createCouponsService>[0];

/** Coupon codes: the member's redeem and staff's catalogue; they grant through the promotions engine. */
export const createCouponsModule = (
  platform: Platform,
  deps: {
    idempotency: CouponsDeps['idempotency'];
    /** The promotions engine's conditions (coupons grant through them). */
    conditions: CouponConditions & { announce(operatorId: string, memberIds: string[]): Promise<void> };
    members: Pick<MemberService, 'lockRowForUpdate'>;
  },
) => {
  const { db, clock, audit, config } = platform;
  const repo = createCouponsRepo();
  const hashCode = createCouponHasher(config.JWT_SECRET);
  const service = createCouponsService({
    db,
    repo,
    clock,
    audit,
    idempotency: deps.idempotency,
    conditions: deps.conditions,
    hashCode,
    // Under the member's row lock, which the grant takes next anyway.
    memberSince: async (tx, operatorId, memberId) =>
      (await deps.members.lockRowForUpdate(tx, operatorId, memberId)).createdAt,
    depositedSince: depositFacts.creditedSince,
    announce: (operatorId, memberId) => deps.conditions.announce(operatorId, [memberId]),
  });
  return {
    name: 'coupons',
    auditNamers: couponsAuditNamers,
    api: { service },
    seedDemo: [
      {
        fixture: true,
        run: ({ db, clock, operatorId }) => seedDemoCoupons({ db, repo, clock, operatorId, hashCode }),
      },
    ],
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(couponRoutes, { service, guard });
      await site.register(couponAdminRoutes, { service, requireStaff });
    },
  } satisfies ServerModule<'coupons'>;
};
