import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // A test clicks through a whole flow (open, fill, confirm, refetch); give it room on a busy machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
