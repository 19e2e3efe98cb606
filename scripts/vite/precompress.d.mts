/**
 * Brotli and gzip copies beside every text file of the build (see `precompress.mjs`). The plugin's
 * shape is written out rather than imported from 'vite': each app has its own vite and scripts/ none,
 * and this shape is a Vite plugin for each of them.
 */
export declare const precompress: () => {
  name: string;
  apply: 'build';
  enforce: 'post';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle: { order: 'post'; sequential: true; handler(): Promise<void> };
};
