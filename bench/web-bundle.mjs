// Budget (docs/architecture.md#budgets): member home route ≤ 150 KB of JavaScript gzipped on first load.
//
// Builds the member app (`npm run build -w @chokdee/web`, unless --no-build and a dist exists),
// reads apps/web/dist/index.html and sums the gzip -9 size of the JavaScript the page loads before
// first paint: the entry <script type="module"> and its <link rel="modulepreload">s. Lazily imported
// chunks are not counted; the home page's own lazy route chunk is shown on a separate line.
//
//   node bench/web-bundle.mjs [--no-build] [--dist <dir>] [--json] [--strict]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KB, kb, repoRoot, table } from './lib/common.mjs';

const BUDGET_BYTES = 150 * KB;
/** The home route ("/") is a lazy route whose page module is `app/routes/home-page.tsx`. */
const HOME_ROUTE_CHUNK = /^home-page-[\w-]+\.js$/;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const distDir = path.resolve(option('--dist') ?? path.join(repoRoot, 'apps/web/dist'));
const indexFile = path.join(distDir, 'index.html');

if (flag('--no-build') && existsSync(indexFile)) {
  console.log(`Reusing the existing build in ${path.relative(repoRoot, distDir)} (--no-build).`);
} else {
  console.log('Building the member app: npm run build -w @chokdee/web');
  const build = spawnSync('npm', ['run', 'build', '-w', '@chokdee/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    console.error(`The web build failed (exit ${build.status ?? build.signal}).`);
    process.exit(2);
  }
}

const html = readFileSync(indexFile, 'utf8');
const gzipCache = new Map();
/** Raw and gzip -9 size of a file under dist, by its URL path ("/assets/x.js"). */
const sizes = (urlPath) => {
  const file = path.join(distDir, urlPath.replace(/^\//, ''));
  let entry = gzipCache.get(file);
  if (!entry) {
    const buffer = readFileSync(file);
    entry = { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
    gzipCache.set(file, entry);
  }
  return entry;
};

const attributes = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].slice(1).map(([, k, v]) => [k, v ?? '']),
  );
const tags = (name) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => attributes(tag));
const sameOrigin = (url) => !/^([a-z]+:)?\/\//i.test(url);

const entries = tags('script')
  .filter((a) => a.type === 'module' && a.src && sameOrigin(a.src))
  .map((a) => a.src);
const preloads = tags('link')
  .filter((a) => a.rel === 'modulepreload' && a.href && sameOrigin(a.href))
  .map((a) => a.href);
const stylesheets = tags('link')
  .filter((a) => a.rel === 'stylesheet' && a.href && sameOrigin(a.href))
  .map((a) => a.href);
if (entries.length === 0) {
  console.error(`No <script type="module" src> in ${indexFile}.`);
  process.exit(2);
}

/** Static `import … from "./x.js"` / `export … from` / `import "./x.js"` of a built chunk, as URL paths. */
const staticImports = (urlPath) => {
  const code = readFileSync(path.join(distDir, urlPath.replace(/^\//, '')), 'utf8');
  const specifiers = [
    ...code.matchAll(
      /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*["'`]([^"'`]+)["'`]/g,
    ),
    ...code.matchAll(/\bimport\s*["'`]([^"'`]+\.js)["'`]/g),
    ...code.matchAll(/\bexport\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["'`]([^"'`]+)["'`]/g),
  ].map((m) => m[1]);
  return [...new Set(specifiers.filter((s) => s.startsWith('.') || s.startsWith('/')))].map(
    (s) => new URL(s, `http://x${urlPath}`).pathname,
  );
};
const closure = (roots) => {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const next = queue.shift();
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(next));
  }
  return seen;
};

// First paint: entry + modulepreloads (what index.html makes the browser fetch before running the app).
const firstLoad = [...new Set([...entries, ...preloads])];
const firstLoadSet = new Set(firstLoad);
const firstRows = firstLoad.map((url) => ({
  url,
  kind: entries.includes(url) ? 'entry' : 'modulepreload',
  ...sizes(url),
}));
const firstTotal = firstRows.reduce((sum, row) => sum + row.gzip, 0);
const firstRaw = firstRows.reduce((sum, row) => sum + row.raw, 0);

// Sanity check: the entry's static-import closure should be exactly what index.html preloads.
const entryClosure = closure(entries);
const notPreloaded = [...entryClosure].filter((url) => !firstLoadSet.has(url));
const preloadedNotImported = firstLoad.filter((url) => !entryClosure.has(url));

// The home route's lazy page chunk and whatever it statically imports that is not already loaded.
const assetsDir = path.join(distDir, 'assets');
const homeChunk = existsSync(assetsDir)
  ? readdirSync(assetsDir).find((f) => HOME_ROUTE_CHUNK.test(f))
  : undefined;
const homeExtra = homeChunk
  ? [...closure([`/assets/${homeChunk}`])].filter((url) => !firstLoadSet.has(url))
  : [];
const homeRows = homeExtra.map((url) => ({ url, kind: 'home route (lazy)', ...sizes(url) }));
const homeTotal = firstTotal + homeRows.reduce((sum, row) => sum + row.gzip, 0);

// Every JavaScript file in dist, for the top-10 list.
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
const allJs = walk(distDir)
  .filter((file) => file.endsWith('.js') || file.endsWith('.mjs'))
  .map((file) => {
    const url = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    return { url, ...sizes(url) };
  })
  .sort((a, b) => b.gzip - a.gzip);
const allJsTotal = allJs.reduce((sum, row) => sum + row.gzip, 0);

const pass = firstTotal <= BUDGET_BYTES;
const percent = (bytes) => `${((bytes / BUDGET_BYTES) * 100).toFixed(1)}%`;

console.log(
  `\nMember home route: JavaScript on first load (gzip -9, 1 kB = ${KB} B), ${path.relative(repoRoot, indexFile)}\n`,
);
console.log(
  table(
    ['file', 'loaded as', 'raw', 'gzip'],
    [
      ...firstRows.map((r) => [r.url, r.kind, kb(r.raw), kb(r.gzip)]),
      ['total (first paint)', '', kb(firstRaw), kb(firstTotal)],
    ],
  ),
);
if (notPreloaded.length === 0 && preloadedNotImported.length === 0) {
  console.log("\nCheck: the entry's static-import closure is exactly the modulepreload set.");
} else {
  console.log(
    `\nNote: index.html's preloads differ from the entry's static imports (not preloaded: ${notPreloaded.join(', ') || '-'}; preloaded but not imported: ${preloadedNotImported.join(', ') || '-'}).`,
  );
}
console.log(
  `\nHome route content (not in the budget figure): + ${homeChunk ? homeRows.map((r) => `${r.url} ${kb(r.gzip)}`).join(', ') : 'no home-page chunk found'}` +
    ` → ${kb(homeTotal)} (${percent(homeTotal)} of budget) before the home page itself renders.`,
);
// zod (its runtime marks every schema with `_zod`) must stay off the path to the home page's first paint.
const withZod = [...firstLoad, ...homeExtra].filter((url) =>
  readFileSync(path.join(distDir, url.replace(/^\//, '')), 'utf8').includes('_zod'),
);
console.log(
  withZod.length === 0
    ? 'Check: no zod code before the home page renders (no `_zod` in the first-load or home route files).'
    : `Note: zod code is on the path to the home page: ${withZod.join(', ')}.`,
);
if (stylesheets.length > 0) {
  const css = stylesheets.reduce((sum, url) => sum + sizes(url).gzip, 0);
  console.log(`CSS on first load (not in this budget): ${kb(css)} gzipped (${stylesheets.join(', ')}).`);
}

console.log(
  `\nTop 10 JavaScript files in dist by gzip size (all ${allJs.length} files: ${kb(allJsTotal)})\n`,
);
console.log(
  table(
    ['#', 'file', 'raw', 'gzip', 'first load'],
    allJs
      .slice(0, 10)
      .map((r, i) => [
        i + 1,
        r.url,
        kb(r.raw),
        kb(r.gzip),
        firstLoadSet.has(r.url) ? 'yes' : homeExtra.includes(r.url) ? 'home route' : '',
      ]),
  ),
);

console.log(
  `\n${pass ? 'PASS' : 'FAIL'}: home route first-load JavaScript ${kb(firstTotal)} gzipped, budget ${kb(BUDGET_BYTES)} (${percent(firstTotal)} used).`,
);

if (flag('--json')) {
  console.log(
    JSON.stringify({
      budget: 'web-bundle',
      pass,
      budgetBytes: BUDGET_BYTES,
      firstLoadGzipBytes: firstTotal,
      firstLoadRawBytes: firstRaw,
      homeRouteGzipBytes: homeTotal,
      files: firstRows,
      top10: allJs.slice(0, 10),
    }),
  );
}
// Exit 0 once measured (PASS or FAIL), 1 on FAIL only with --strict (for CI), 2 when it could not measure.
process.exitCode = pass || !flag('--strict') ? 0 : 1;
