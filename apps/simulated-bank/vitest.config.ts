import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'simulated-bank', include: ['src/**/*.test.ts'], testTimeout: 30_000, passWithNoTests: true },
});
