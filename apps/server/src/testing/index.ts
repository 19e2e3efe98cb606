export { buildTestApp, type TestApp } from './build-test-app';
export { createTestClock, type TestClock } from './clock';
export { createTestDb, testDatabaseUrl, testDbKinds } from './test-db';
