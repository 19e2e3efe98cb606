import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {Promise<string[]>} */
const filesUnder = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
};

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every text file of the build, once
 * the build (and the service worker, which vite-plugin-pwa writes at the end) is on disk. The server
 * (`platform/static/web-app.ts`, `preCompressed`) sends the copy the browser's Accept-Encoding asks
 * for, so nothing is compressed per request. A copy that is not smaller is not written.
 * Plain JavaScript (types in `precompress.d.mts`), shared by the builds of the member site
 * (apps/web), the back office (apps/admin) and the originals (apps/originals/web).
 *
 * @returns {ReturnType<typeof import('./precompress.d.mts').precompress>}
 */
export const precompress = () => {
  let outDir = 'dist';
  return {
    name: 'chokdee:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const source = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
};
