// Helpers shared by the benchmarks: paths, formatting, free ports and child processes.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');

/** Sizes are reported in kB = 1000 bytes (as Vite prints them); the stricter reading of "150 KB". */
export const KB = 1000;
export const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Left-aligned text columns, right-aligned numbers, one header row and a rule. */
export const table = (headers, rows) => {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = headers.map(
    (_, i) =>
      rows.length > 0 &&
      rows.every((row) => typeof row[i] === 'number' || /^[\d.,]+( ?(kB|%|ms|x))?$/.test(String(row[i]))),
  );
  const line = (row) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
};

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The environment a child gets: only what a process needs to run, never the caller's app settings. */
export const baseEnv = () => {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.filter((key) => process.env[key]).map((key) => [key, process.env[key]]));
};

/**
 * Spawns a child whose output is kept (last 200 lines) for a diagnosis instead of printed.
 * `stop()` sends SIGTERM, then SIGKILL after `graceMs`, and resolves once the child has exited.
 */
export const startChild = (command, args, { cwd, env, name }) => {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = child.exitCode !== null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
  });
  return {
    name,
    child,
    pid: child.pid,
    exit,
    get exited() {
      return exited;
    },
    output: () => lines.join('\n'),
    async stop(graceMs = 5000) {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
};

/** utime + stime of a process in clock ticks (Linux /proc), or undefined elsewhere. */
export const cpuTicks = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
};
/** Busy (non-idle, non-iowait) clock ticks of the whole machine, summed over every CPU (Linux /proc/stat). */
export const machineBusyTicks = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return undefined;
  }
};

/** utime + stime of every process whose command name is `comm` (e.g. the PostgreSQL backends), by pid. */
export const commandTicks = (comm) => {
  const ticks = new Map();
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === comm)
          ticks.set(pid, cpuTicks(pid) ?? 0);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    // no /proc: not Linux
  }
  return ticks;
};

/**
 * CPU ticks those processes used between two `commandTicks` snapshots. A process that started in
 * between counts from zero; one that exited in between is lost (its last ticks cannot be read).
 */
export const ticksBetween = (before, after) => {
  let sum = 0;
  for (const [pid, ticks] of after) sum += Math.max(0, ticks - (before.get(pid) ?? 0));
  return sum;
};

/** Linux USER_HZ: 100 on every mainstream kernel. */
export const TICKS_PER_SECOND = 100;

/** `GET url` until it answers 2xx, the child dies, or `timeoutMs` passes. */
export const waitForHttp = async (url, { child, timeoutMs = 90_000, intervalMs = 250 }) => {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child?.exited) throw new Error(`${child.name} exited before ${url} answered:\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms (${lastError})${child ? `:\n${child.output()}` : ''}`,
  );
};

/** Waits until the machine's busy CPU stays under 0.2 core for 3 samples of 5 s in a row; at most `minutes`. */
export const waitForQuiet = async (minutes) => {
  const deadline = Date.now() + minutes * 60_000;
  let quietSamples = 0;
  let busy = 0;
  while (Date.now() < deadline) {
    const before = machineBusyTicks();
    await sleep(5000);
    busy = (machineBusyTicks() - before) / TICKS_PER_SECOND / 5;
    quietSamples = busy < 0.2 ? quietSamples + 1 : 0;
    if (quietSamples >= 3) return true;
  }
  console.log(
    `The machine did not go quiet within ${minutes} min (last sample: ${busy.toFixed(2)} cores busy); measuring anyway.`,
  );
  return false;
};

/** Machine facts for a results table. */
export const machine = async () => {
  const os = await import('node:os');
  return {
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memGiB: (os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
  };
};
