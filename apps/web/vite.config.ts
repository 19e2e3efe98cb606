import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../scripts/vite/precompress.mjs';

/**
 * The Sarabun files the home page's first paint draws with (Thai and Latin, regular and the bold
 * weights of its headings and buttons), subset by scripts/subset-fonts.mjs. Preloaded from the HTML
 * so they download beside the entry script instead of after it has run and laid out the page.
 */
const FIRST_PAINT_FONTS = /^assets\/sarabun-(?:thai-(?:400|600|700)|latin-(?:400|700))-[\w-]+\.woff2$/;

const preloadFirstPaintFonts = (): Plugin => ({
  name: 'chokdee:preload-first-paint-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.keys(bundle ?? {})
        .filter((file) => FIRST_PAINT_FONTS.test(file))
        .sort()
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        })),
  },
});

/** `npm run dev -w @chokdee/server` listens here; the dev server forwards API and socket calls to it. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFirstPaintFonts(),
    VitePWA({
      // Never swap code under a member mid-bet: the page asks before it updates.
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'โชคดี หวยออนไลน์',
        short_name: 'โชคดี',
        description: 'แทงหวยออนไลน์ หวยรัฐบาล หวยหุ้น หวยยี่กี ฝาก-ถอนอัตโนมัติภายใน 30 วินาที',
        lang: 'th',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#04160e',
        theme_color: '#0a2e1d',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The subset Thai and Latin Sarabun woff2 files (4 weights, ~63 KB) are precached so an offline
        // reload still shows Thai.
        globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/sarabun-{thai,latin}-[0-9]*-*.woff2'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/.*\.woff2?$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'fonts',
              expiration: { maxEntries: 32, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
        ],
        navigateFallback: '/index.html',
        // Paths the server owns: never answer them from the app shell.
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/admin(\/|$)/,
          /^\/socket\.io(\/|$)/,
          /^\/sw\.js$/,
          // The house games' pages (the launcher's iframe): served by the originals plugin, not the app shell.
          /^\/originals(\/|$)/,
        ],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
    // Last: compresses what the build and the PWA plugin wrote (the server sends it by Accept-Encoding).
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Contracts is plain schemas and constants: let unused ones drop out of the bundle.
        moduleSideEffects: (id) => (/packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
