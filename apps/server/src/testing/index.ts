export { buildTestApp, TEST_FEED_SECRET, type TestApp } from './build-test-app';
export { createTestClock, type TestClock } from './clock';
export { listenOnFreePort } from './http';
export {
  confirmedRoundFixture,
  type FixtureLine,
  placeBill,
  restrictNumber,
  runRoundJob,
  staffMember,
} from './lottery';
export {
  accountTableCounts,
  addOperator,
  bankId,
  call,
  countRows,
  insertAgent,
  lastOtp,
  loginToken,
  type RegisteredMember,
  registerMember,
  registrationForm,
  statusOf,
  uniqueAccountNumber,
  uniquePhone,
  verifiedRef,
} from './members';
export {
  balanceOf,
  checkLedger,
  fundedMember,
  fundMember,
  memberBank,
  moneyPost,
  ownerToken,
  postFeed,
  statementLine,
  transfersOf,
  walletOf,
} from './money';
export { auditRows, staffTokens } from './staff';
export { createTestDb, testDatabaseUrl, testDbKinds } from './test-db';
export {
  buildSecondNode,
  insertIntakeHeartbeats,
  insertShots,
  runYeekeeRoundJob,
  runYeekeeTick,
  yeekeeRoundOf,
} from './yeekee';
