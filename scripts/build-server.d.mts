/** The built server, `apps/server/dist/main.mjs`: run it with `node --enable-source-maps`. */
export declare const serverBundle: string;
/** Builds `serverBundle` from `apps/server/src/main.ts`; answers its path. */
export declare const buildServer: () => Promise<string>;
