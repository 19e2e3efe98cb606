/** Every module's tables, for Drizzle's query builder and drizzle-kit. The only place platform/ sees modules. */
export * from '../../modules/auth/auth.tables';
export * from '../../modules/content/content.tables';
export * from '../../modules/coupons/coupons.tables';
export * from '../../modules/idempotency/idempotency.tables';
export * from '../../modules/lottery/bill/bill.tables';
export * from '../../modules/lottery/product/product.tables';
export * from '../../modules/lottery/round/round.tables';
export * from '../../modules/lottery/settlement/correction.tables';
export * from '../../modules/lottery/yeekee/yeekee.tables';
export * from '../../modules/member/member.tables';
export * from '../../modules/operator/operator.tables';
export * from '../../modules/payments/payments.tables';
export * from '../../modules/promotions/catalogue.tables';
export * from '../../modules/promotions/promotions.tables';
export * from '../../modules/staff/staff.tables';
export * from '../../modules/wallet/wallet.tables';
export * from '../events/events.tables';
