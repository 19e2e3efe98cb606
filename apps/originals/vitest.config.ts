import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'originals', include: ['src/**/*.test.ts', 'web/src/**/*.test.ts'], passWithNoTests: true },
});
