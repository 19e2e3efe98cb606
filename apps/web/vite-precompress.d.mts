import type { Plugin } from 'vite';

/** Brotli and gzip copies beside every text file of the build (see `vite-precompress.mjs`). */
export declare const precompress: () => Plugin;
