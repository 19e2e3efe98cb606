import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'lottery', include: ['src/**/*.test.ts'], passWithNoTests: true },
});
