import { describe, expect, it } from 'vitest';

/**
 * The one-way import rules of docs/style.md, checked over the real source (Biome's patterns cannot
 * tell `../../wallet` from `../api` once specifiers are relative):
 * shared (config, messages → lib → components) → features → app; no feature imports another.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Area = 'app' | 'features' | 'components' | 'lib' | 'config' | 'messages' | 'testing' | 'root';

const areaOf = (path: string): { area: Area; feature?: string } => {
  const [first, second] = path.replace(/^\.\//, '').split('/');
  if (first === 'features') return { area: 'features', feature: second };
  if (first && ['app', 'components', 'lib', 'config', 'messages', 'testing'].includes(first)) {
    return { area: first as Area };
  }
  return { area: 'root' };
};

/** What each area may import (besides itself and packages). */
const allowed: Record<Area, readonly Area[]> = {
  app: ['features', 'components', 'lib', 'config', 'messages'],
  features: ['components', 'lib', 'config', 'messages'],
  components: ['lib', 'config', 'messages'],
  lib: ['config'],
  config: [],
  messages: [],
  testing: ['app', 'features', 'components', 'lib', 'config', 'messages'],
  root: ['app', 'features', 'components', 'lib', 'config', 'messages', 'testing'],
};

const resolve = (from: string, specifier: string) => {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
};

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const violations = () => {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const source = areaOf(file);
    const isTest = /\.test\.tsx?$/.test(file) || /test-utils\.tsx?$/.test(file);
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = areaOf(resolve(file, specifier));
      if (target.area === source.area) {
        if (source.area === 'features' && target.feature !== source.feature) {
          found.push(`${file} → ${specifier} (a feature imports another feature)`);
        }
        continue;
      }
      if (isTest && target.area === 'testing') continue;
      if (!allowed[source.area].includes(target.area)) found.push(`${file} → ${specifier}`);
    }
  }
  return found;
};

describe('import boundaries', () => {
  it('reads the source tree', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(areaOf('./features/auth/api/login.ts')).toEqual({ area: 'features', feature: 'auth' });
  });

  it('catches a feature importing another feature or the app', () => {
    expect(resolve('./features/auth/components/x.tsx', '../../wallet/api/get-balance')).toBe(
      './features/wallet/api/get-balance',
    );
    const original = { ...sources };
    try {
      sources['./features/auth/bad.ts'] =
        "import { x } from '../wallet/y';\nimport { r } from '../../app/router';";
      expect(violations()).toEqual([
        './features/auth/bad.ts → ../wallet/y (a feature imports another feature)',
        './features/auth/bad.ts → ../../app/router',
      ]);
    } finally {
      delete sources['./features/auth/bad.ts'];
      expect(Object.keys(sources)).toEqual(Object.keys(original));
    }
  });

  it('holds for every file in src', () => {
    expect(violations()).toEqual([]);
  });
});
