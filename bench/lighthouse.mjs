// Lighthouse mobile performance of the member site's three first-load pages: home, the lottery list
// and a round's buy page, served by the real server from the built `apps/web/dist`.
//
// Starts `apps/server/src/main.ts` (PGlite in a temp dir, the demo seed), registers and logs in one
// member through the API (the buy page is member-only) and takes an open round of the lottery list.
// Each run launches Debian Chromium (`/usr/bin/chromium`, headless) with a fresh profile through
// puppeteer-core, stores the member's session the way the app does (localStorage `chokdee-auth`)
// for the pages that need it, and runs Lighthouse (the `lighthouse` npm package, its default mobile
// settings: simulated Moto G Power, slow 4G, 4× CPU slowdown; performance only) on that page. The
// verdict is the median score per page, ≥ 95 on each; it also prints FCP, LCP, TBT, CLS, speed
// index and the bytes transferred (Lighthouse's `total-byte-weight`), and two byte counts from
// Lighthouse's network records (bytes on the wire, compressed as the server sent them): "paint needs",
// the document and its stylesheet (the app shell's header is in index.html, so the first paint waits
// for nothing else), and "first load", everything index.html asks for before any script has run (the
// document, the stylesheet, the entry script, its modulepreloads and the preloaded fonts). The byte
// target (≤ 150 kB) is judged on "first load", the stricter of the two.
//
//   node bench/lighthouse.mjs [--runs 5] [--pages home,lotto,buy] [--no-build] [--wait-quiet <min>]
//                             [--keep-reports <dir>] [--json] [--strict]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { api, installedVersion, memberLogin, registerMember, startChokdee } from './lib/chokdee.mjs';
import { freePort, kb, machine, repoRoot, table, waitForQuiet } from './lib/common.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const runs = Number(option('--runs', '5'));
const wanted = option('--pages', 'home,lotto,buy').split(',');
const keepReports = option('--keep-reports');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The app's persisted auth store (`apps/web/src/lib/auth-store.ts`, zustand `persist`). */
const AUTH_STORAGE_KEY = 'chokdee-auth';
const TARGET_SCORE = 95;
/** Bytes on the wire before the first paint (compressed, as transferred). */
const TARGET_FIRST_PAINT_BYTES = 150_000;

const distDir = path.join(repoRoot, 'apps/web/dist');
if (!flag('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@chokdee/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(2);
}
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('apps/web/dist is not built: run `npm run build -w @chokdee/web` (or drop --no-build).');
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH).`);
  process.exit(2);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of `url` in a fresh Chromium; `session` (an access token) is stored first when given. */
const measure = async (base, url, session, firstLoad) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'chokdee-lh-profile-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    if (session) {
      // Any same-origin response will do to write the origin's localStorage; the health check caches nothing.
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        (key, token) =>
          localStorage.setItem(key, JSON.stringify({ state: { accessToken: token }, version: 0 })),
        AUTH_STORAGE_KEY,
        session,
      );
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { 'x-operator': 'demo' },
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytesOf = (predicate) =>
      requests.filter((r) => predicate(new URL(r.url))).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    // What the first paint waits for: the document and its stylesheets (the shell is in the HTML).
    const paintBytes = bytesOf((u) => u.href === url || firstLoad.styles.has(u.pathname));
    // What the HTML asks for before any script runs: that, the entry, its modulepreloads and the preloaded fonts.
    const firstLoadBytes = bytesOf((u) => u.href === url || firstLoad.all.has(u.pathname));
    return {
      lhr,
      score:
        lhr.categories.performance.score === null
          ? undefined
          : Math.round(lhr.categories.performance.score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      transferBytes: metric('total-byte-weight'),
      paintBytes,
      firstLoadBytes,
    };
  } finally {
    await browser.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'chokdee-bench-lh-'));
const server = startChokdee({ port: await freePort(), dataDir: tmp });
const stop = async () => {
  await server.child.stop();
  rmSync(tmp, { recursive: true, force: true });
};
process.once('SIGINT', () => stop().finally(() => process.exit(130)));

try {
  await server.ready();
  const facts = await machine();
  // The files index.html asks for before any script runs (every page serves the same index.html).
  const html = await (await fetch(`${server.base}/`, { headers: { 'x-operator': 'demo' } })).text();
  const hrefs = (pattern) => new Set([...html.matchAll(pattern)].map((m) => m[1]));
  const styles = hrefs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const firstLoad = {
    styles,
    all: new Set([
      ...styles,
      ...hrefs(/<script type="module"[^>]*src="([^"]+)"/g),
      ...hrefs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ...hrefs(/<link rel="preload"[^>]*href="([^"]+)"/g),
    ]),
  };
  const list = await api(server.base, 'GET', '/api/v2/lotto/list');
  const open = list.data.data.find((p) => p.currentRound?.status === 'OPEN' && p.group !== 'YEEKEE');
  if (wanted.includes('buy') && !open) throw new Error('the demo seed has no open round for the buy page');
  const phone = `09${String(Date.now()).slice(-8)}`;
  const member = wanted.includes('buy') ? await registerMember(server.base, { phone }) : undefined;
  const token = member ? await memberLogin(server.base, member.phone, member.password) : undefined;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'lotto', path: '/lotto' },
    {
      name: 'buy',
      path: `/lotto/buy?round=${encodeURIComponent(open?.currentRound.roundCode ?? '')}`,
      session: token,
    },
  ].filter((p) => wanted.includes(p.name));

  if (option('--wait-quiet')) await waitForQuiet(Number(option('--wait-quiet')));
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const started = new Date();
  const loadBefore = load();
  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let i = 0, retries = 0; i < runs; i++) {
      try {
        const sample = await measure(
          server.base,
          `${server.base}${page.path}`,
          page.session,
          firstLoad,
        ).catch((error) => {
          // Lighthouse's trace sometimes misses the navigation on a busy machine: one more try, at most runs times.
          if (!/NO_NAVSTART|NO_FCP/.test(error.message) || retries++ >= runs) throw error;
          console.error(`${page.name} run ${i + 1}: ${error.message.split(':')[0]}, once more`);
          return measure(server.base, `${server.base}${page.path}`, page.session, firstLoad);
        });
        if (keepReports) {
          mkdirSync(keepReports, { recursive: true });
          writeFileSync(path.join(keepReports, `${page.name}-${i + 1}.json`), JSON.stringify(sample.lhr));
        }
        sample.lhr = undefined;
        samples.push(sample);
      } catch (error) {
        console.error(`${page.name} run ${i + 1} failed: ${error.message}`);
      }
    }
    results.push({ ...page, session: Boolean(page.session), samples });
  }
  const loadAfter = load();

  const summary = results.map((r) => {
    const scored = r.samples.filter((s) => s.score !== undefined);
    const pick = (key) => median(scored.map((s) => s[key]).filter((v) => v !== undefined));
    return {
      page: r.name,
      path: r.path,
      scores: scored.map((s) => s.score),
      medianScore: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      siMs: pick('siMs'),
      transferBytes: pick('transferBytes'),
      paintBytes: pick('paintBytes'),
      firstLoadBytes: pick('firstLoadBytes'),
      samples: r.samples,
    };
  });

  if (flag('--json')) {
    console.log(JSON.stringify({ started, loadBefore, loadAfter, facts, summary }, null, 2));
  } else {
    const s = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
    console.log(
      `\nLighthouse ${installedVersion('lighthouse')} (npm), ${CHROMIUM}, mobile defaults, ${runs} runs per page; ` +
        `${facts.cpus} vCPUs, Node ${facts.node}; load average ${loadBefore} before, ${loadAfter} after; ` +
        `started ${started.toISOString()}\n`,
    );
    for (const r of summary) {
      console.log(`${r.page} (${r.path})`);
      console.log(
        table(
          ['run', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'transfer', 'paint needs', 'first load'],
          r.samples.map((x, i) => [
            i + 1,
            x.score ?? '-',
            s(x.fcpMs),
            s(x.lcpMs),
            `${Math.round(x.tbtMs ?? 0)} ms`,
            x.cls?.toFixed(3) ?? '-',
            s(x.siMs),
            x.transferBytes === undefined ? '-' : kb(x.transferBytes),
            kb(x.paintBytes),
            kb(x.firstLoadBytes),
          ]),
        ),
      );
      console.log('');
    }
    console.log(
      table(
        ['page', 'scores', 'median', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer', 'paint needs', 'first load'],
        summary.map((r) => [
          r.page,
          r.scores.join(', '),
          r.medianScore ?? '-',
          s(r.fcpMs),
          s(r.lcpMs),
          `${Math.round(r.tbtMs ?? 0)} ms`,
          r.cls?.toFixed(3) ?? '-',
          r.transferBytes === undefined ? '-' : kb(r.transferBytes),
          r.paintBytes === undefined ? '-' : kb(r.paintBytes),
          r.firstLoadBytes === undefined ? '-' : kb(r.firstLoadBytes),
        ]),
      ),
    );
  }
  const scoreOk = summary.every((r) => r.medianScore !== undefined && r.medianScore >= TARGET_SCORE);
  const bytesOk = summary.every(
    (r) => r.firstLoadBytes !== undefined && r.firstLoadBytes <= TARGET_FIRST_PAINT_BYTES,
  );
  const verdict = scoreOk && bytesOk ? 'PASS' : 'FAIL';
  console.log(
    `\n${verdict}: Lighthouse mobile performance, median per page ${summary
      .map((r) => `${r.page} ${r.medianScore ?? 'no score'}`)
      .join(', ')} (target ≥ ${TARGET_SCORE} each); first load before any script runs ${summary
      .map((r) => `${r.page} ${r.firstLoadBytes === undefined ? '?' : kb(r.firstLoadBytes)}`)
      .join(', ')} (target ≤ ${kb(TARGET_FIRST_PAINT_BYTES)}).`,
  );
  await stop();
  if (verdict === 'FAIL' && flag('--strict')) process.exitCode = 1;
} catch (error) {
  console.error(error);
  console.error(server.child.output());
  await stop();
  process.exit(2);
}
