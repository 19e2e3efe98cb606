import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['fixtures/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server: spec files share the machine's two cores without racing each other.
    fileParallelism: false,
    retry: 0,
  },
});
