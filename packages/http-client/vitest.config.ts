import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'http-client', include: ['src/**/*.test.ts'] },
});
