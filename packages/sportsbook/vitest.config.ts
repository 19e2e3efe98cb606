import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sportsbook',
    include: ['src/**/*.test.ts'],
    // The grading sweep and the property tests run thousands of cases: a second alone, more on a busy CI machine.
    testTimeout: 30_000,
  },
});
