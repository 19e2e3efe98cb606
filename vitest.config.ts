import { defineConfig, type UserWorkspaceConfig } from 'vitest/config';
import adminConfig from './apps/admin/vitest.config.ts';
import serverConfig from './apps/server/vitest.config.ts';
import webConfig from './apps/web/vitest.config.ts';

/**
 * Server files that replace a module with `vi.mock`: they need a module graph of their own. Every
 * other server file shares its worker's (`isolate: false`): loading the app's modules again for each
 * of some 150 files cost more than most files' tests.
 */
const serverIsolatedFiles = ['src/modules/auth/login.routes.test.ts'];

/**
 * The same split for the back office and the member app: a file that mocks a module with `vi.mock`
 * keeps a module graph of its own; the rest share their worker's, so React, the router and the UI kit
 * load once per worker instead of once per file (most of a page test's time). The member app's module
 * state (zustand stores, query client, realtime connection, pending timers) would carry one file's
 * state into the next: apps/web/vitest.setup.ts puts it back after every test.
 */
const adminIsolatedFiles = [
  'src/features/dashboard/components/dashboard-page.test.tsx',
  'src/features/dashboard/components/staff-alerts.test.tsx',
  'src/features/payout-reconciliation/components/reconciliation-page.test.tsx',
  'src/features/withdrawals/components/withdrawal-page.test.tsx',
  'src/features/withdrawals/components/withdrawals-page.test.tsx',
];

const webIsolatedFiles = [
  'src/features/games/components/game-launcher-balance.test.tsx',
  'src/lib/api-client.test.ts',
];

/** A jsdom app as two projects: `name` shares modules across files, `name-isolated` does not. */
const splitApp = (root: string, config: UserWorkspaceConfig, isolatedFiles: string[]) => {
  const name = config.test?.name as string;
  return [
    { ...config, root, test: { ...config.test, name, isolate: false, exclude: isolatedFiles } },
    { ...config, root, test: { ...config.test, name: `${name}-isolated`, include: isolatedFiles } },
  ];
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // idle while a server file waits on PostgreSQL, a timer or a child process. Four keep both cores
    // busy: measured on the server project on 2 cores, 294 s with three workers, 246 s with four.
    maxWorkers: 4,
    projects: [
      'packages/*',
      {
        root: './apps/server',
        test: { ...serverConfig.test, name: 'server', isolate: false, exclude: serverIsolatedFiles },
      },
      {
        root: './apps/server',
        test: { ...serverConfig.test, name: 'server-isolated', include: serverIsolatedFiles },
      },
      ...splitApp('./apps/web', webConfig, webIsolatedFiles),
      ...splitApp('./apps/admin', adminConfig, adminIsolatedFiles),
      'apps/originals',
      'apps/simulated-bank',
      'scripts',
    ],
  },
});
