// Bytes on the wire for the member home route, served by the real server.
//
// Starts `apps/server/src/main.ts` (PGlite in a temp dir) on the existing `apps/web/dist` (run
// `npm run build` first, or `node bench/web-bundle.mjs`, which builds), then fetches what a browser
// fetches before the home page renders: `/` (index.html), the entry script, its modulepreloads, the
// stylesheets, the home route's lazy chunk and its static imports. Each is fetched three times with
// `Accept-Encoding: br`, `gzip` and none (identity), through node:http so the body is counted as it
// travels (not decoded). Prints the body bytes per file and encoding and the totals.
//
// With `--lighthouse <lighthouse cli.js>` it also runs Lighthouse (mobile preset, performance only,
// /usr/bin/chromium headless) against the same server and prints the score and the metrics.
//
//   node bench/web-wire.mjs [--json] [--lighthouse /path/to/lighthouse/cli/index.js] [--runs 3] [--keep-reports <dir>]
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startChokdee } from './lib/chokdee.mjs';
import { freePort, kb, repoRoot, table } from './lib/common.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const distDir = path.join(repoRoot, 'apps/web/dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('apps/web/dist is not built: run `npm run build -w @chokdee/web` first.');
  process.exit(2);
}

/** GET `urlPath` with the given Accept-Encoding; resolves to the status, headers and wire bytes of the body. */
const wireGet = (base, urlPath, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const url = new URL(urlPath, base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { 'x-operator': 'demo', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

const tmp = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-wire-'));
const server = startChokdee({ port: await freePort(), dataDir: tmp });
const stop = async () => {
  await server.child.stop();
  rmSync(tmp, { recursive: true, force: true });
};
process.once('SIGINT', () => stop().finally(() => process.exit(130)));

try {
  await server.ready();
  const html = (await wireGet(server.base, '/')).body.toString('utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const tags = (name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([t]) => t);
  const entry = tags('script')
    .filter((t) => /type="module"/.test(t))
    .map((t) => attr(t, 'src'));
  const preloads = tags('link')
    .filter((t) => /rel="modulepreload"/.test(t))
    .map((t) => attr(t, 'href'));
  const css = tags('link')
    .filter((t) => /rel="stylesheet"/.test(t))
    .map((t) => attr(t, 'href'));

  // The home route chunk: its name is in the entry's lazy import map; take it and its static imports.
  const entryCode = readFileSync(path.join(distDir, entry[0].replace(/^\//, '')), 'utf8');
  const homeChunk = entryCode.match(/assets\/home-page-[\w-]+\.js/)?.[0];
  const imports = (urlPath) =>
    [
      ...readFileSync(path.join(distDir, urlPath.replace(/^\//, '')), 'utf8').matchAll(
        /\b(?:import|export)\s*(?:[^"'`;]*?from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g,
      ),
    ].map((m) => new URL(m[1], `http://x${urlPath}`).pathname);
  const seen = new Set(['/', ...entry, ...preloads, ...css]);
  const home = [];
  const queue = homeChunk ? [`/${homeChunk}`] : [];
  while (queue.length > 0) {
    const next = queue.shift();
    if (seen.has(next)) continue;
    seen.add(next);
    home.push(next);
    queue.push(...imports(next));
  }

  const files = [
    ['/', 'document'],
    ...entry.map((u) => [u, 'entry']),
    ...preloads.map((u) => [u, 'modulepreload']),
    ...css.map((u) => [u, 'stylesheet']),
    ...home.map((u) => [u, 'home route']),
  ];
  const encodings = [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ];
  const rows = [];
  const totals = { br: 0, gzip: 0, identity: 0 };
  for (const [url, kind] of files) {
    const row = { url, kind };
    for (const [name, header] of encodings) {
      const res = await wireGet(server.base, url, header);
      const served = res.headers['content-encoding'] ?? 'identity';
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      row[name] = { bytes: res.body.length, served };
      totals[name] += res.body.length;
    }
    rows.push(row);
  }
  const cell = (c) => `${kb(c.bytes)}${c.served === 'identity' ? '' : ` ${c.served}`}`;

  let lighthouse;
  const lighthouseCli = option('--lighthouse');
  if (lighthouseCli) {
    const runs = Number(option('--runs') ?? 3);
    lighthouse = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(tmp, `lh-${i}.json`);
      const run = spawnSync(
        process.execPath,
        [
          lighthouseCli,
          `${server.base}/`,
          '--only-categories=performance',
          '--form-factor=mobile',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          '--extra-headers={"x-operator":"demo"}',
        ],
        { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, encoding: 'utf8', timeout: 180_000 },
      );
      if (!existsSync(out)) {
        console.error(`Lighthouse run ${i + 1} failed:`, run.stderr?.slice(-2000));
        continue;
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      if (option('--keep-reports'))
        copyFileSync(out, path.join(option('--keep-reports'), `lighthouse-${i + 1}.json`));
      const metric = (id) => report.audits[id]?.numericValue;
      lighthouse.push({
        version: report.lighthouseVersion,
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        siMs: metric('speed-index'),
        transferBytes: metric('total-byte-weight'),
      });
    }
  }

  if (args.includes('--json')) {
    console.log(JSON.stringify({ rows, totals, lighthouse }, null, 2));
  } else {
    console.log('\nMember home route: response bodies on the wire (1 kB = 1000 B), real server\n');
    console.log(
      table(
        ['file', 'loaded as', 'Accept-Encoding: br', 'gzip', 'none'],
        [
          ...rows.map((r) => [r.url, r.kind, cell(r.br), cell(r.gzip), cell(r.identity)]),
          ['total', '', kb(totals.br), kb(totals.gzip), kb(totals.identity)],
        ],
      ),
    );
    if (lighthouse) {
      console.log('\nLighthouse (mobile preset, simulated throttling, performance only)\n');
      const s = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
      console.log(
        table(
          ['run', 'version', 'score', 'FCP', 'LCP', 'TBT', 'SI', 'CLS', 'transfer'],
          lighthouse.map((l, i) => [
            i + 1,
            l.version,
            l.score,
            s(l.fcpMs),
            s(l.lcpMs),
            `${Math.round(l.tbtMs)} ms`,
            s(l.siMs),
            l.cls?.toFixed(3),
            kb(l.transferBytes),
          ]),
        ),
      );
    }
  }
  if (lighthouse?.length) {
    const scores = lighthouse.map((l) => l.score).sort((a, b) => a - b);
    const median = scores[Math.floor(scores.length / 2)];
    console.log(
      `\n${median >= 90 ? 'PASS' : 'FAIL'}: Lighthouse mobile performance, median ${median} of ${scores.length} runs (budget ≥ 90).`,
    );
  }
  await stop();
} catch (error) {
  console.error(error);
  console.error(server.child.output());
  await stop();
  process.exit(2);
}
