import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every document a file cites must be one a clone of this repository has (docs/style.md, "Comments").
 * The rule for a `*.md` reference, in code, comments and docs alike:
 * - it resolves relative to the citing file's folder, or else relative to the repository root
 *   (so `docs/domain/yeekee.md` works from anywhere, `./payouts.md` from beside it);
 * - a `#fragment` after it must name a heading of that file (GitHub's slug: lower case, punctuation
 *   dropped, spaces → `-`);
 * - a `§N` or `§N.M` right after it must be a heading numbered `N.` of that file (and a list item
 *   `M.` under it), as in `docs/domain/yeekee.md §3.5`;
 * - web addresses are not checked.
 * Also refused: our issue numbers (the word and a number, singular or plural), the team's briefs
 * (the upper-case word and a decision number) and the shared folder outside the repo
 * (`../shared/…`) — a clone has none of them; cite the repo doc that holds the reason, or state the
 * reason.
 */
export const root = path.resolve(import.meta.dirname, '..');
const self = 'scripts/docs-references.ts';

const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|css|html|ya?ml|sql|txt|sh)$/;
const skipped = (file: string) =>
  file === self ||
  file === 'scripts/docs-references.test.ts' ||
  file.endsWith('package-lock.json') ||
  /(^|\/)(migrations\/meta|dist)\//.test(file);

/** The repository's files as git sees them, untracked-but-not-ignored ones included. */
export const repoFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) => file !== '' && textFile.test(file) && !skipped(file) && existsSync(path.join(root, file)),
    );

const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

/**
 * Whether `markdown` has a heading numbered `section` ("## 3. Rules") and, when `item` is given, a
 * numbered list item `item.` under it: what `docs/domain/yeekee.md §3.5` points at.
 */
const hasSection = (markdown: string, section: string, item?: string): boolean => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#{1,6}\\s+${section}\\.\\s`).test(line));
  if (start < 0) return false;
  if (item === undefined) return true;
  const end = lines.findIndex((line, index) => index > start && /^#{1,6}\s/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .some((line) => new RegExp(`^${item}\\.\\s`).test(line));
};

/** A `*.md` path (with an optional `#fragment`) not part of a web address or a longer name. */
const mdReference = /(?<![\w/.:-])((?:\.{1,2}\/)?[\w./-]*?[\w-]+\.md)(#[\p{L}\p{M}\p{N}_-]+)?(?![\w-])/gu;

/** The problems of one file's text; `file` is relative to the repository root. */
export const referenceProblems = (file: string, text: string): string[] => {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const match of line.matchAll(mdReference)) {
      const [, target, fragment] = match;
      if (!target) continue;
      const before = line.slice(0, match.index);
      if (/https?:\/\/\S*$/.test(before)) continue;
      const candidates = [path.join(root, path.dirname(file), target), path.join(root, target)];
      // Only a file inside the repository counts: a clone has nothing beside it.
      const found = candidates.find(
        (candidate) =>
          !path.relative(root, candidate).startsWith('..') &&
          existsSync(candidate) &&
          statSync(candidate).isFile(),
      );
      if (!found) {
        problems.push(`${at}: ${target} does not resolve (relative to the file or the repository root)`);
      } else if (fragment && !anchorsOf(readFileSync(found, 'utf8')).has(fragment.slice(1))) {
        problems.push(`${at}: ${target}${fragment} names no heading of ${path.relative(root, found)}`);
      } else {
        const section = /^[’'s,]*\s*§\s*(\d+)(?:\.(\d+))?/.exec(
          line.slice((match.index ?? 0) + match[0].length),
        );
        if (section?.[1] && !hasSection(readFileSync(found, 'utf8'), section[1], section[2])) {
          problems.push(
            `${at}: ${target} has no section §${section[1]}${section[2] ? `.${section[2]}` : ''}`,
          );
        }
      }
    }
    for (const match of line.matchAll(/\bissues?[\s-]+#?\d+/gi))
      problems.push(`${at}: "${match[0]}" cites an issue`);
    for (const match of line.matchAll(/\bbrief\s+decisions?\b/gi))
      problems.push(`${at}: "${match[0]}" cites a brief`);
    if (line.includes('../shared')) problems.push(`${at}: cites ../shared, outside the repository`);
  });
  return problems;
};

export const architectureLimit = 25_000;

if (process.argv[1] === import.meta.filename) {
  for (const file of repoFiles()) {
    for (const problem of referenceProblems(file, readFileSync(path.join(root, file), 'utf8')))
      console.log(problem);
  }
}
