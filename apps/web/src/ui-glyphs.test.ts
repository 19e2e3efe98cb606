import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No emoji as a UI glyph in the member site, the back office or the house games: a phone without an
 * emoji font draws them as boxes, so pictures are SVG (components/ui/icons.tsx, the games' icons.ts
 * and slot/slot-symbols.ts). Checked over the source of all three apps, written out or escaped.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const roots = ['apps/web', 'apps/admin', 'apps/originals'];
/** What is built into pages: sources, styles and the HTML shells (not tests, fixtures or build output). */
const UI_FILE = /\.(?:tsx?|css|html)$/;
const NOT_UI =
  /(?:^|\/)(?:node_modules|dist|public|testing)\/|\.test\.tsx?$|\.testing\.ts$|vite(?:st)?\.config\.ts$/;

/** Characters an emoji font draws: Unicode's Extended_Pictographic (🔒 🌶 ✔ ↗ …). */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** Deliberate text, by file: the characters allowed there and why. */
const allowed: Record<string, { chars: string; why: string }> = {
  'apps/originals/src/games/baccarat.ts': {
    chars: '♠♥♦♣',
    why: 'the text form of a card ("A♠") in the shuffle’s documented order and the verifier’s log; card faces draw the suit as SVG (web/src/icons.ts)',
  },
};

const uiFiles = () =>
  roots.flatMap((root) =>
    readdirSync(path.join(repo, root), { recursive: true, encoding: 'utf8' })
      .map((file) => `${root}/${file.split(path.sep).join('/')}`)
      .filter((file) => UI_FILE.test(file) && !NOT_UI.test(file)),
  );

/** The pictographs a source spells, including `\u{1F512}`, `\uD83D\uDD12` and `&#x1F512;`. */
const pictographsIn = (text: string): string[] => {
  const decoded = text
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(
      /\\u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})/g,
      (_, high: string, low: string) =>
        String.fromCharCode(Number.parseInt(high, 16), Number.parseInt(low, 16)),
    )
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
  return [...decoded].filter((char) => PICTOGRAPH.test(char));
};

describe('UI glyphs', () => {
  it('reads the apps’ sources (the check is not vacuous)', () => {
    const files = uiFiles();
    expect(files).toContain('apps/originals/web/src/slot/slot-page.ts');
    expect(files).toContain('apps/admin/src/app/app.tsx');
    expect(files).toContain('apps/web/index.html');
  });

  it('finds an emoji however a source spells it', () => {
    expect(pictographsIn("'🔒 '")).toEqual(['🔒']);
    expect(pictographsIn("emoji: '🌶️'")).toEqual(['🌶']);
    expect(pictographsIn('"\\u{1F512}" "\\uD83D\\uDD12" &#x1F512; &#128274;')).toEqual([
      '🔒',
      '🔒',
      '🔒',
      '🔒',
    ]);
    expect(pictographsIn('กลับไปหน้าแรก ‹ × ✕ ฿1,250.00 — 2.5 s')).toEqual([]);
  });

  it('no UI source of web, admin or originals draws a picture with an emoji', () => {
    const found = uiFiles().flatMap((file) => {
      const extra = allowed[file]?.chars ?? '';
      const chars = pictographsIn(readFileSync(path.join(repo, file), 'utf8')).filter(
        (char) => !extra.includes(char),
      );
      return chars.length > 0 ? [`${file}: ${[...new Set(chars)].join(' ')}`] : [];
    });
    expect(found).toEqual([]);
  });
});
