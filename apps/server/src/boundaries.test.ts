import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's one-way import rules (docs/style.md, "Dependency rules inside apps/server"), checked over
 * the real source, type-only imports included (a type is a dependency too):
 * - a module reaches another module only through its door (`modules/<area>/index.ts`), and never takes
 *   its repository or tables from it (`*.tables.ts` may name another module's tables for a foreign key);
 * - modules depend on each other one way: the module graph has no cycle, and neither has the file graph;
 * - platform imports only platform (its schema file re-exports every module's tables), adapters only
 *   platform and adapters, and production code never imports `testing/`;
 * - the composition root (`main.ts`, `app.ts` and the other files beside them) reaches a module only
 *   through its door, and never takes its repository or tables: each module builds its own
 *   (`createXModule`, docs/modules/server-wiring.md);
 * - the modules whose facts rewards react to (`eventSources`) never import the reward modules
 *   (`eventConsumers`): they publish domain events, and what rewards must gate (the withdraw gate,
 *   the stake hook) is injected at composition (docs/architecture.md#rules-every-module-keeps).
 */
const root = path.resolve(import.meta.dirname);

const listSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : listSources(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
const isTest = (file: string) => /\.test\.ts$/.test(file);

type Import = { target: string; names: string[] };

const IMPORT =
  /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `#modules/x/y`, `#platform/…`, relative paths → the file, relative to src; packages → undefined. */
const resolveSpecifier = (from: string, specifier: string): string | undefined => {
  const alias = /^#(modules|platform|adapters|testing)\/(.+)$/.exec(specifier);
  if (alias) return `${alias[1] === 'testing' ? 'testing' : alias[1]}/${alias[2]}.ts`;
  if (!specifier.startsWith('.')) return undefined;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return resolved.endsWith('.ts') ? resolved : `${resolved}.ts`;
};

const importsOf = (file: string, text: string): Import[] =>
  [...text.matchAll(IMPORT)].flatMap((match) => {
    const target = resolveSpecifier(file, match[3] ?? match[4] ?? '');
    if (!target) return [];
    const names = (match[2] ?? '')
      .replace(/[{}]/g, ' ')
      .split(/[\s,]+/)
      .filter((name) => name && name !== 'type' && name !== 'as');
    return [{ target, names }];
  });

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
/** A file of the composition root: directly in src (`main.ts`, `app.ts`…). */
const isRoot = (file: string) => !file.includes('/');

/** Modules that announce facts (bills, deposits, withdrawals, registrations, money moves) as events. */
const eventSources = new Set(['lottery', 'payments', 'auth', 'wallet']);
/** Modules that react to those events: a source calling them would be the coupling events replace. */
const eventConsumers = new Set(['promotions', 'coupons', 'rewards']);

const sources = new Map(listSources(root).map((file) => [rel(file), readFileSync(file, 'utf8')]));
const production = [...sources.keys()].filter((file) => !isTest(file) && !file.startsWith('testing/'));

/** Rule breaks of one import, as readable lines. */
const violationsOf = (file: string, { target, names }: Import): string[] => {
  const found: string[] = [];
  const from = moduleOf(file);
  const to = moduleOf(target);
  if (target.startsWith('testing/') && !isTest(file) && !file.startsWith('testing/'))
    found.push(`${file} → ${target}: production code imports testing/`);
  if (file.startsWith('platform/') && !target.startsWith('platform/')) {
    const schemaReexport = file === 'platform/db/schema.ts' && target.endsWith('.tables.ts');
    if (!schemaReexport) found.push(`${file} → ${target}: platform imports outside platform`);
  }
  if (file.startsWith('adapters/') && !/^(platform|adapters)\//.test(target))
    found.push(`${file} → ${target}: an adapter imports a module`);
  if (isRoot(file) && to) {
    if (target !== `modules/${to}/index.ts`)
      found.push(`${file} → ${target}: the root reaches past the ${to} module's door`);
    const taken = names.filter((name) => /Repo$|^create\w*Repo$|Tables?$/.test(name));
    if (taken.length > 0)
      found.push(`${file} → ${target}: the root takes ${taken.join(', ')} from the ${to} module`);
  }
  if (from && to && from !== to) {
    const foreignKey = file.endsWith('.tables.ts') && target.endsWith('.tables.ts');
    if (target !== `modules/${to}/index.ts` && !foreignKey)
      found.push(`${file} → ${target}: reaches past the ${to} module's door`);
    if (eventSources.has(from) && eventConsumers.has(to))
      found.push(`${file} → ${target}: ${from} publishes events; it never imports ${to}`);
    const taken = names.filter((name) => /Repo$|^create\w*Repo$|Tables?$/.test(name));
    if (taken.length > 0) found.push(`${file} → ${target}: takes ${taken.join(', ')} from the ${to} module`);
  }
  return found;
};

/** Strongly connected components of more than one node (Tarjan), each sorted. */
const cyclesOf = (graph: Map<string, Set<string>>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
};

const graphs = (files: string[], texts: Map<string, string>) => {
  const fileGraph = new Map<string, Set<string>>();
  const moduleGraph = new Map<string, Set<string>>();
  const violations: string[] = [];
  for (const file of files) {
    const edges = new Set<string>();
    fileGraph.set(file, edges);
    for (const found of importsOf(file, texts.get(file) ?? '')) {
      violations.push(...violationsOf(file, found));
      if (texts.has(found.target)) edges.add(found.target);
      const from = moduleOf(file);
      const to = moduleOf(found.target);
      if (from && to && from !== to) {
        const set = moduleGraph.get(from) ?? new Set<string>();
        set.add(to);
        moduleGraph.set(from, set);
      }
    }
  }
  return { fileGraph, moduleGraph, violations };
};

describe('server import boundaries', () => {
  it('reads the source tree and resolves aliases and relative paths', () => {
    expect(production.length).toBeGreaterThan(50);
    expect(resolveSpecifier('modules/lottery/bill/bill.service.ts', '../round/round.repo')).toBe(
      'modules/lottery/round/round.repo.ts',
    );
    expect(resolveSpecifier('app.ts', '#modules/wallet/index')).toBe('modules/wallet/index.ts');
    expect(resolveSpecifier('app.ts', 'fastify')).toBeUndefined();
  });

  it('catches a repo taken through a door, a path past the door, and a cycle', () => {
    expect(
      violationsOf('modules/lottery/x.service.ts', {
        target: 'modules/staff/index.ts',
        names: ['createStaffRepo'],
      }),
    ).toHaveLength(1);
    expect(
      violationsOf('modules/lottery/x.service.ts', { target: 'modules/wallet/wallet.repo.ts', names: ['x'] }),
    ).toHaveLength(1);
    expect(
      violationsOf('modules/lottery/x.tables.ts', {
        target: 'modules/member/member.tables.ts',
        names: ['members'],
      }),
    ).toEqual([]);
    expect(
      violationsOf('modules/lottery/bill/bill.service.ts', {
        target: 'modules/promotions/index.ts',
        names: ['createConditionService'],
      }),
    ).toEqual([
      'modules/lottery/bill/bill.service.ts → modules/promotions/index.ts: lottery publishes events; it never imports promotions',
    ]);
    for (const [from, to] of [
      ['payments/deposits.service.ts', 'coupons'],
      ['auth/auth.service.ts', 'promotions'],
      ['wallet/wallet.service.ts', 'promotions'],
    ] as const)
      expect(
        violationsOf(`modules/${from}`, { target: `modules/${to}/index.ts`, names: ['x'] }),
      ).toHaveLength(1);
    expect(
      violationsOf('modules/promotions/conditions.service.ts', {
        target: 'modules/lottery/index.ts',
        names: ['x'],
      }),
    ).toEqual([]);
    expect(
      violationsOf('main.ts', { target: 'modules/games/house-provider.ts', names: ['houseProvider'] }),
    ).toHaveLength(1);
    expect(
      violationsOf('app.ts', { target: 'modules/lottery/index.ts', names: ['createProductRepo'] }),
    ).toHaveLength(1);
    expect(
      violationsOf('app.ts', { target: 'modules/lottery/index.ts', names: ['createLotteryModule'] }),
    ).toEqual([]);
    const texts = new Map([
      ['modules/a/index.ts', "import { b } from '#modules/b/index';"],
      ['modules/b/index.ts', "import type { A } from '#modules/a/index';"],
    ]);
    const { moduleGraph, fileGraph } = graphs([...texts.keys()], texts);
    expect(cyclesOf(moduleGraph)).toEqual([['a', 'b']]);
    expect(cyclesOf(fileGraph)).toHaveLength(1);
  });

  const { fileGraph, moduleGraph, violations } = graphs(production, sources);

  it('keeps every import inside its rules', () => {
    expect(violations).toEqual([]);
  });

  it('checks the composition root too', () => {
    expect(production).toEqual(expect.arrayContaining(['main.ts', 'app.ts']));
  });

  it('has no cycle between modules', () => {
    expect(cyclesOf(moduleGraph)).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(cyclesOf(fileGraph)).toEqual([]);
  });

  it('keeps HTTP out of services: they return data or throw AppError, and routes build the envelope', () => {
    const speaksHttp = production.filter(
      (file) =>
        /\.service\.ts$/.test(file) &&
        /\bstatusCode\b|status:\s*\{\s*code:|from 'fastify'|#platform\/http\/envelope/.test(
          sources.get(file) ?? '',
        ),
    );
    expect(speaksHttp).toEqual([]);
  });
});
