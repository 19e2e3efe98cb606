import { defineConfig } from 'vitest/config';
import serverConfig from './apps/server/vitest.config.ts';

/**
 * Server files that replace a module with `vi.mock`: they need a module graph of their own. Every
 * other server file shares its worker's (`isolate: false`): loading the app's modules again for each
 * of some 150 files cost more than most files' tests.
 */
const serverIsolatedFiles = ['src/modules/auth/login.routes.test.ts'];

export default defineConfig({
  test: {
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
      'apps/web',
      'apps/admin',
      'apps/originals',
      'apps/simulated-bank',
      'scripts',
    ],
  },
});
