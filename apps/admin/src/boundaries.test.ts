import { describe, expect, it } from 'vitest';

/**
 * The one-way imports of docs/style.md over the real source: messages and config → lib →
 * components → features → app; a feature never imports another feature. Tests may also use testing/.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const mayImport: Record<string, readonly string[]> = {
  messages: [],
  config: [],
  lib: ['config', 'messages'],
  components: ['lib', 'config', 'messages'],
  features: ['components', 'lib', 'config', 'messages'],
  app: ['features', 'components', 'lib', 'config', 'messages'],
  testing: ['app', 'features', 'components', 'lib', 'config', 'messages'],
};

/** "features/withdrawals" for a feature, else the top folder under src ("" for a root file). */
const placeOf = (file: string) => {
  const [top = '', second = ''] = file.replace(/^\.\//, '').split('/');
  if (!(top in mayImport)) return { area: '', unit: '' };
  return { area: top, unit: top === 'features' ? `features/${second}` : top };
};

const join = (from: string, specifier: string) =>
  specifier.split('/').reduce(
    (parts, part) => {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
      return parts;
    },
    from.split('/').slice(0, -1),
  );

const SPECIFIERS = /\bfrom\s*['"](\.[^'"]*)['"]|\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g;

const brokenImports = (files: Record<string, string>) =>
  Object.entries(files).flatMap(([file, text]) => {
    const from = placeOf(file);
    const isTest = /\.test\.tsx?$/.test(file);
    return [...text.matchAll(SPECIFIERS)].flatMap((match) => {
      const specifier = match[1] ?? match[2] ?? '';
      const to = placeOf(join(file, specifier).join('/'));
      if (from.area === '' || to.unit === from.unit || (isTest && to.area === 'testing')) return [];
      if (from.area === 'features' && to.area === 'features')
        return [`${file} → ${specifier} (another feature)`];
      return mayImport[from.area]?.includes(to.area) ? [] : [`${file} → ${specifier}`];
    });
  });

describe('admin import boundaries', () => {
  it('reads the tree and catches a broken rule', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(
      brokenImports({
        './features/account/x.ts':
          "import { a } from '../withdrawals/api/y';\nimport { b } from '../../app/pages';",
        './lib/x.ts': "import { c } from '../components/ui/button';",
        './features/account/ok.ts':
          "import { d } from '../../lib/cx';\nimport { e } from './api/setup-totp';",
      }),
    ).toEqual([
      './features/account/x.ts → ../withdrawals/api/y (another feature)',
      './features/account/x.ts → ../../app/pages',
      './lib/x.ts → ../components/ui/button',
    ]);
  });

  it('holds for every file in src', () => {
    expect(brokenImports(sources)).toEqual([]);
  });
});
