import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Every store the app creates registers its reset for vitest.setup.ts (src/testing/zustand.ts).
    alias: [
      { find: /^zustand$/, replacement: fileURLToPath(new URL('./src/testing/zustand.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
