import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureLimit, referenceProblems, repoFiles, root } from './docs-references';

/** The rules are written in `docs-references.ts`; `node scripts/docs-references.ts` lists today's problems. */
describe('document references', () => {
  it('every *.md reference resolves in the repo, and none cites an issue, a brief or ../shared', () => {
    const problems = repoFiles().flatMap((file) =>
      referenceProblems(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it(`docs/architecture.md stays a map: at most ${architectureLimit} characters`, () => {
    const map = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect([...map].length).toBeLessThanOrEqual(architectureLimit);
  });

  it('catches what it is meant to catch', () => {
    // The planted lines are put together from parts, so this file does not itself cite what it plants.
    const md = (name: string) => `${name}.${'md'}`;
    const planted = [
      `// see ${md('rewards')} rule 6`,
      `// docs/domain/${md('nowhere')}`,
      `// (${'issue'} 16)`,
      `// the ${'issue'}-12 run`,
      `// ${'BRIEF'} decision 2`,
      `// ../shared/docs/${md('games')}`,
      '// docs/style.md#no-such-heading',
      '// docs/domain/yeekee.md §3.9',
      '// docs/domain/lottery.md §4',
    ].join('\n');
    // ../shared/… is two problems (outside the repository, and it resolves to nothing in it) wherever
    // the clone sits, even beside a directory of that name.
    expect(referenceProblems('apps/server/src/x.ts', planted)).toHaveLength(10);
    expect(referenceProblems('x.ts', '// ../README.md')).toHaveLength(1);
    expect(
      referenceProblems(
        `docs/modules/${md('planted')}`,
        `[style](../style.md) docs/style.md#code-style https://a.b/${md('page')} docs/domain/yeekee.md §3.5`,
      ),
    ).toEqual([]);
  });
});
