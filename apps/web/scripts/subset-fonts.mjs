// Subsets the Sarabun woff2 files of @fontsource/sarabun to the characters the member app uses and
// writes them, with their @font-face rules, into apps/web/src (committed: the build needs no Python).
//
//   node apps/web/scripts/subset-fonts.mjs [--python <path>]   # needs fontTools: apt-get install python3-fonttools python3-brotli
//
// Thai: the whole Thai block (U+0E01–0E5B: any product, member or operator name may use any of it),
// with the zero-width joiners and the dotted circle the shaping uses. Latin: printable ASCII, the
// no-break space and every other non-Thai character found in the app's source and the shared Thai
// messages (dashes, quotes, arrows, ×, …). Hinting is dropped (phones render Thai unhinted anyway);
// the layout features (Thai mark positioning) are kept. Run again after adding a new symbol to the UI.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const fontsDir = path.join(repoRoot, 'node_modules/@fontsource/sarabun/files');
const outDir = path.join(webDir, 'src/assets/fonts');
const WEIGHTS = [400, 500, 600, 700];
/** The Python with fontTools (Debian's python3-fonttools); `--python <path>` for another. */
const pythonAt = process.argv.indexOf('--python');
const PYTHON = pythonAt >= 0 ? process.argv[pythonAt + 1] : '/usr/bin/python3';

const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
const THAI = [
  [0x0e01, 0x0e5b],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

/** Non-ASCII, non-Thai characters of the app's source and the shared messages. */
const usedSymbols = () => {
  const found = new Set([0xa0]);
  const scan = (file) => {
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file)) scan(path.join(file, name));
      return;
    }
    if (!/\.(tsx?|html|css)$/.test(file)) return;
    for (const ch of readFileSync(file, 'utf8')) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp > 0x7e && !(cp >= 0x0e00 && cp <= 0x0e7f) && cp !== 0xfe0f) found.add(cp);
    }
  };
  scan(path.join(webDir, 'src'));
  scan(path.join(webDir, 'index.html'));
  scan(path.join(repoRoot, 'packages/contracts/src/messages.ts'));
  return [...found].sort((a, b) => a - b);
};

/** Consecutive code points as `U+X-Y` ranges. */
const toRanges = (points) => {
  const ranges = [];
  for (const cp of points) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
};
const rangeText = (ranges) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

const latin = [[0x20, 0x7e], ...toRanges(usedSymbols())];
const subsets = { thai: THAI, latin };

const faces = [];
for (const weight of WEIGHTS) {
  for (const [subset, ranges] of Object.entries(subsets)) {
    const source = path.join(fontsDir, `sarabun-${subset}-${weight}-normal.woff2`);
    const name = `sarabun-${subset}-${weight}.woff2`;
    execFileSync(PYTHON, [
      '-m',
      'fontTools.subset',
      source,
      `--unicodes=${rangeText(ranges).replaceAll(' ', '')}`,
      '--flavor=woff2',
      '--no-hinting',
      '--desubroutinize',
      '--layout-features=*',
      `--output-file=${path.join(outDir, name)}`,
    ]);
    faces.push(
      `/* Sarabun ${weight} ${subset}: ${statSync(path.join(outDir, name)).size} B */\n@font-face {\n  font-family: "Sarabun";\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n  src: url("./assets/fonts/${name}") format("woff2");\n  unicode-range: ${rangeText(ranges)};\n}\n`,
    );
    console.log(name, statSync(path.join(outDir, name)).size, 'B');
  }
}
writeFileSync(
  path.join(webDir, 'src/fonts.css'),
  `/* Written by apps/web/scripts/subset-fonts.mjs from @fontsource/sarabun (OFL-1.1): do not edit by hand. */\n\n${faces.join('\n')}`,
);
