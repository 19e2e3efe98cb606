import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'lottery',
    include: ['src/**/*.test.ts'],
    passWithNoTests: true,
    // The adversary and property tests run 100,000s of rounds: seconds alone, more on a busy CI machine.
    testTimeout: 30_000,
  },
});
