import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { E2E_WORKERS, SLOW_SPECS_FIRST } from './fixtures/workers';

/** Vitest's order, with the files that wait on the real clock moved to the front (fixtures/workers.ts). */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_SPECS_FIRST.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return index === -1 ? SLOW_SPECS_FIRST.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['fixtures/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files side by side, each worker with a server of its own (fixtures/workers.ts).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    sequence: { sequencer: SlowFirstSequencer },
    retry: 0,
    // Spec files share their worker's modules: Playwright's client is megabytes of JavaScript, and
    // loading it again for each of some thirty files cost a worker more than most specs' own steps.
    // The fixtures keep no module state between files (a spec's server, browser and context are its
    // own or its worker's).
    isolate: false,
  },
});
