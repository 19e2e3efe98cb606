// `npm run bench`: every budget benchmark, one after the other (never in parallel: they would
// compete for the same two cores). Arguments are passed to each script (e.g. --strict).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './lib/common.mjs';

const scripts = [
  'web-bundle.mjs',
  'web-wire.mjs',
  'lighthouse.mjs',
  'balance-throughput.mjs',
  'bills.mjs',
  'settle.mjs',
  'yeekee-shots.mjs',
  'yeekee-fanout.mjs',
  'yeekee-settle.mjs',
  'game-wallet.mjs',
  'bank-line-latency.mjs',
  'payout-latency.mjs',
  'spike.mjs',
  'sports-settle.mjs',
  'sports-result-latency.mjs',
  'sports-tickets.mjs',
  'sports-bet-stop.mjs',
  'sports-fanout.mjs',
];
const args = process.argv.slice(2);

/** Runs a script with its output shown as it comes; resolves to its exit status and PASS/FAIL line. */
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(benchDir, script), ...args], {
      cwd: benchDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let verdict = 'no verdict';
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (/^(PASS|FAIL)\b/.test(line)) verdict = line;
    });
    child.on('close', (code) => {
      if (/^(PASS|FAIL)\b/.test(pending)) verdict = pending;
      resolve({ script, status: code ?? 2, verdict });
    });
  });

const results = [];
for (const script of scripts) {
  console.log(`\n=== ${script} ${'='.repeat(Math.max(0, 70 - script.length))}\n`);
  results.push(await run(script));
}

console.log(`\n=== summary ${'='.repeat(62)}\n`);
for (const { script, status, verdict } of results) {
  console.log(`${script.padEnd(24)} ${status === 2 ? `could not run (exit ${status})` : verdict}`);
}
process.exitCode = Math.max(...results.map((r) => r.status));
