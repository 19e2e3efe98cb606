// The server as one ESM file, `apps/server/dist/main.mjs`: what `npm start`, the cluster script and
// the tests' server processes run. Loading ~1,000 TypeScript modules through tsx costs a process
// about 3 CPU-seconds at every start; the bundle loads in one. Only Chokdee's own code is bundled (the
// workspaces, which are TypeScript); every npm package stays external and loads from node_modules, so
// native and WebAssembly packages (argon2, PGlite) find their files as they always do. Files the server
// reads at run time (migrations, the built apps) are found from the server package's root
// (apps/server/src/platform/paths.ts), so they resolve the same from `src/` and from `dist/`.
//
//   node scripts/build-server.mjs        (part of `npm run build`)
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');

/** The built server: run it with `node --enable-source-maps`. */
export const serverBundle = path.join(serverDir, 'dist/main.mjs');

/** Bare imports stay external, except the workspaces' (`@chokdee/…`), which are TypeScript source. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@chokdee/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds `serverBundle` from `apps/server/src/main.ts` (with a source map beside it). Written to a
 * temporary name and renamed, so a server starting meanwhile reads the old bundle or the new, never
 * half of one.
 */
export const buildServer = async () => {
  const result = await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [npmPackagesExternal],
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) {
    writeFileSync(file.path + suffix, file.contents);
    renameSync(file.path + suffix, file.path);
  }
  return serverBundle;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`built ${path.relative(root, serverBundle)}`);
}
