import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { auditActionNames, auditTargetTypes } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/**
 * Every audit write in the server's source: the `action:` and `targetType:` lines of each
 * `.record(tx, { … })`. The types already hold them to contracts' lists (`AuditEntry`); this reads
 * the source itself, so a cast or a computed action cannot slip past.
 */
const writes = sources(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\.record\(tx, \{([\s\S]*?)\n\s*\}\)/g)].map((match) => {
    const body = match[1] ?? '';
    return {
      file: path.relative(src, file),
      action: /\baction: ([^\n]+),\n/.exec(body)?.[1] ?? '',
      targetType: /\btargetType: ([^\n]+),\n/.exec(body)?.[1] ?? '',
    };
  });
});

const literals = (expression: string) => [...expression.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');

describe('audit actions the server writes', () => {
  it('finds the audit writes of every module', () => {
    expect(writes.length).toBeGreaterThan(80);
    expect(new Set(writes.map((write) => write.file.split('/')[1])).size).toBeGreaterThan(12);
  });

  it('has a Thai name for every action and every kind of target', () => {
    const actions = Object.keys(auditActionNames);
    const problems = writes.flatMap(({ file, action, targetType }) => {
      const found: string[] = [];
      // A computed action (`withdrawal.${type}`) must at least name actions of its prefix.
      const template = /^`([a-z_.-]+)\$\{/.exec(action)?.[1];
      if (template) {
        if (!actions.some((name) => name.startsWith(template))) found.push(`${file}: ${action}`);
      } else {
        const named = literals(action);
        if (named.length === 0) found.push(`${file}: action ${action} is not a literal`);
        for (const name of named) if (!actions.includes(name)) found.push(`${file}: ${name}`);
      }
      for (const type of literals(targetType))
        if (!(type in auditTargetTypes)) found.push(`${file}: target ${type}`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});
