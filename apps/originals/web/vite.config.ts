import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../../scripts/vite/precompress.mjs';

/**
 * The house games' pages: one small vanilla TypeScript bundle per game (the entry loads the game's
 * module by the path), built to `apps/originals/dist` and served by the originals plugin at
 * `/originals/` (the plugin rewrites the base when mounted elsewhere).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/originals/',
  plugins: [precompress()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Contracts is plain schemas and constants (the pages take the game-frame message only):
        // let the rest, and zod with it, drop out of the bundle.
        moduleSideEffects: (id) => (/packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
