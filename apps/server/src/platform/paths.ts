import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory (`apps/server`), found by walking up from this file to the
 * package.json named `@chokdee/server`. This module runs from `src/platform/` under tsx and the
 * tests, and from `dist/main.mjs` once bundled (scripts/build-server.mjs), so a path relative to
 * `import.meta.url` would differ between the two; one relative to the package root does not.
 */
const findServerRoot = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@chokdee/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`no @chokdee/server package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
};

export const serverRoot = findServerRoot();

/** Files the server reads at run time, from the repository's layout. */
export const serverPaths = {
  migrations: path.join(serverRoot, 'src/platform/db/migrations'),
  webDist: path.resolve(serverRoot, '../web/dist'),
  adminDist: path.resolve(serverRoot, '../admin/dist'),
  originalsDist: path.resolve(serverRoot, '../originals/dist'),
};
