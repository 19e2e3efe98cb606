import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite/precompress.mjs';

/** `npm run dev -w @chokdee/server` listens here; the dev server forwards API and socket calls to it. */
const apiTarget = 'http://localhost:3000';

/** The staff socket (dashboard hints) goes to the API server too. */
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

/** The back office lives under /admin on the same server as the member app (platform/static). */
export default defineConfig({
  base: '/admin/',
  // precompress: brotli and gzip copies beside each text file; the server sends them by Accept-Encoding.
  plugins: [react(), tailwindcss(), precompress()],
  // Recharts must see this app's react-is (19, matching React), not the older one hoisted at the root.
  resolve: { dedupe: ['react-is'] },
  server: { port: 5174, proxy },
  preview: { port: 5174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Staff work on office desktops and tablets; the member app is the one with a phone budget.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // Contracts is plain schemas and constants: let unused ones drop out of the bundle.
        moduleSideEffects: (id) => (/packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
