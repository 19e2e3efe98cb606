export { createCouponHasher } from './coupon-code';
export { couponAdminRoutes } from './coupons.admin-routes';
export { createCouponsModule } from './coupons.module';
export { createCouponsRepo } from './coupons.repo';
export { couponRoutes } from './coupons.routes';
export { DEMO_COUPON_CODES, seedDemoCoupons } from './coupons.seed';
export {
  COUPON_THROTTLE,
  type CouponConditions,
  type CouponsService,
  createCouponsService,
} from './coupons.service';
