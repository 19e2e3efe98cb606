export { buildTestApp, type TestApp } from './build-test-app';
export { createTestClock, type TestClock } from './clock';
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
export { createTestDb, testDatabaseUrl, testDbKinds } from './test-db';
