import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The lists in the docs that would drift, checked against the code they describe:
 * - docs/architecture.md, "Server modules": one row per folder of `apps/server/src/modules`;
 * - docs/architecture.md, "The parts": one row per workspace, with the internal packages its code
 *   imports (any `@chokdee/…` specifier in its source, itself excepted);
 * - docs/modules/wallet-ledger.md, the transfer kinds table: the `transferKinds` list of
 *   `apps/server/src/modules/wallet/wallet.tables.ts`, in the same order.
 * A failure names both sides: change the doc (or the code) so they agree.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The rows of the first table after `heading` (a line of the markdown), as arrays of trimmed cells. */
const tableAfter = (markdown: string, heading: string): string[][] => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`no line "${heading}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('|')) {
      if (/^\|[\s|:-]+\|$/.test(trimmed)) continue;
      rows.push(
        trimmed
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    } else if (rows.length > 0 || trimmed.startsWith('#')) break;
  }
  return rows.slice(1);
};

const codeNames = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'data', '.vite'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js|cjs)$/.test(entry.name) ? [full] : [];
  });

/** The workspaces of the root package.json (`apps/*` expanded), relative to the root. */
const workspaces = (): string[] =>
  (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)))
          .map((name) => `${pattern.slice(0, -2)}/${name}`)
          .filter((dir) => statSync(path.join(root, dir, 'package.json'), { throwIfNoEntry: false }))
      : [pattern],
  );

/** The internal packages a workspace's code names (by short name: `@chokdee/contracts` → `contracts`). */
const internalImports = (dir: string): string[] => {
  const self = (JSON.parse(read(`${dir}/package.json`)) as { name: string }).name;
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, dir))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"](@chokdee\/[a-z-]+)(?:\/[^'"]*)?['"]/g)) {
      if (match[1] && match[1] !== self) names.add(match[1].replace('@chokdee/', ''));
    }
  }
  return [...names].sort();
};

describe('lists in the docs match the code', () => {
  const map = read('docs/architecture.md');

  it('the server modules table has one row per folder of apps/server/src/modules', () => {
    const documented = tableAfter(map, '### Server modules').map((row) => codeNames(row[0] ?? '')[0]);
    const folders = readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...documented].sort()).toEqual(folders.sort());
  });

  it('the parts table lists every workspace with the internal packages its code imports', () => {
    const documented = Object.fromEntries(
      tableAfter(
        map,
        'Workspaces and the internal packages each one imports (checked against the source by',
      ).map((row) => [codeNames(row[0] ?? '')[0], codeNames(row[2] ?? '').sort()]),
    );
    const actual = Object.fromEntries(workspaces().map((dir) => [dir, internalImports(dir)]));
    expect(documented).toEqual(actual);
  });

  it('the transfer kinds table is the code’s transferKinds, in order', () => {
    const source = read('apps/server/src/modules/wallet/wallet.tables.ts');
    const list = /export const transferKinds = \[([\s\S]*?)\] as const/.exec(source)?.[1];
    expect(list, 'transferKinds not found in wallet.tables.ts').toBeDefined();
    const kinds = [...(list ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').matchAll(/'([A-Z_]+)'/g)].map(
      (match) => match[1],
    );
    const documented = tableAfter(
      read('docs/modules/wallet-ledger.md'),
      'and in this table (`scripts/docs-lists.test.ts` fails when the table and the code differ):',
    );
    expect(kinds.length).toBeGreaterThan(20);
    expect(documented.map((row) => codeNames(row[0] ?? '')[0])).toEqual(kinds);
  });
});
