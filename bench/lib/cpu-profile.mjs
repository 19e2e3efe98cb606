// Summarises a V8 .cpuprofile (node --cpu-prof): self time by package / source area and by function,
// optionally only for samples inside windows of CLOCK_MONOTONIC microseconds (the measured runs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a frame's code lives: a package, a source area of the repo, Node itself or a V8 pseudo-frame. */
const areaOf = (url, repoRoot) => {
  if (!url) return 'V8/native';
  if (url.startsWith('node:'))
    return url
      .replace(/^node:(internal\/)?/, 'node:')
      .split('/')
      .slice(0, 2)
      .join('/');
  if (url.startsWith('wasm:')) return 'WebAssembly';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const rest = file.slice(inModules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const relative = path.relative(repoRoot, file);
  if (!relative.startsWith('..')) {
    const parts = relative.split(path.sep);
    // apps/server/src/modules/auth/auth.repo.ts → apps/server/src/modules/auth
    return parts.slice(0, Math.min(parts.length - 1, 5)).join('/');
  }
  return file;
};

export const summariseProfile = (file, { repoRoot, windows } = {}) => {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  let t = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (windows && !windows.some((w) => t >= w.start && t <= w.end)) continue;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + delta);
    total += delta;
  }
  const byArea = new Map();
  const byFunction = new Map();
  let idle = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') {
      idle += us;
      continue;
    }
    const pseudo = /^\((program|garbage collector)\)$/.test(functionName);
    const area = pseudo ? functionName : areaOf(url, repoRoot);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${pseudo ? '' : `${area}:${lineNumber + 1}`}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const busy = total - idle;
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busy > 0 ? us / busy : 0 }));
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    areas: top(byArea, 15),
    functions: top(byFunction, 15),
  };
};
