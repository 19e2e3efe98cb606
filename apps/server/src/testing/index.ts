export {
  buildTestApp,
  TEST_FEED_SECRET,
  TEST_JWT_SECRET,
  type TestApp,
  type TestNode,
} from './build-test-app';
export { insertLoggedInMembers } from './bulk-members';
export { createTestClock, type TestClock } from './clock';
export {
  createTestProvider,
  creditMember,
  type FakeLaunchServer,
  type GameMember,
  type GameProviderHarness,
  gameMembers,
  launchRequestOf,
  launchSession,
  lockMember,
  type MemberPool,
  memberPool,
  type ProviderClient,
  providerClient,
  startFakeLaunchServer,
  startGameProviders,
  type TestProvider,
  updatingGolden,
  type WireAnswer,
} from './game-providers';
export { type HttpAnswer, httpCall, listenOnFreePort } from './http';
export {
  confirmedRoundFixture,
  type FixtureLine,
  placeBill,
  placeTwoBottomCover,
  restrictNumber,
  runRoundJob,
  settleByStaff,
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
export { moduleApi } from './module-api';
export {
  balanceOf,
  checkLedger,
  fundedMember,
  fundMember,
  grantBonus,
  memberBank,
  moneyPost,
  ownerToken,
  postFeed,
  statementLine,
  transfersOf,
  walletOf,
  walletPartsOf,
} from './money';
export { waitForOutboxHorizon } from './outbox';
export {
  bankTransfersOf,
  buildPayoutTestApp,
  givePayoutAccount,
  openReceivableUnhooked,
  type PayoutBank,
  payableMember,
  payoutsIdle,
  payoutTransferRows,
  putAutoApproveRule,
  runPayoutTask,
  setPayoutSettings,
  settlePayouts,
  startPayoutBank,
  withdrawalRow,
} from './payouts';
export {
  conditionsOf,
  createPromotion,
  depositResultOf,
  promotionInput,
  publishDeposit,
  selectPromotion,
} from './promotion-catalogue';
export {
  conditionRow,
  drainEvents,
  grantCondition,
  publishBillRefunded,
  publishBillSettled,
} from './promotions';
export { boardPrices, createScriptedFeed, type ScriptedFeed } from './scripted-feed';
export { buildOwnPoolNode, buildSecondNode } from './second-node';
export {
  manualFixture,
  placeTicket,
  resultFixture,
  runSportsDecide,
  runSportsFeed,
  runSportsSettlement,
} from './sports';
export { auditRows, staffTokens } from './staff';
export { createTestDb, testDatabaseUrl, testDbKinds } from './test-db';
export {
  insertIntakeHeartbeats,
  insertShots,
  runYeekeeRoundJob,
  runYeekeeTick,
  shotsFrom,
  yeekeeRoundOf,
} from './yeekee';
