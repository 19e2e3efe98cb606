/** Grapheme splitter where the runtime has one (every current browser and Node); code points otherwise. */
const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('th', { granularity: 'grapheme' }) : undefined;

const firstCharacters = (text: string, count: number): string => {
  if (!segmenter) return Array.from(text).slice(0, count).join('');
  let taken = '';
  let seen = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (seen === count) break;
    taken += segment;
    seen += 1;
  }
  return taken;
};

/**
 * A shooter's name as the board shows it (docs/domain/yeekee.md §3.6): the first 2 user-perceived characters
 * (graphemes, so a Thai consonant keeps its vowel and tone marks) + '***'; '***' for an empty name.
 * Surrounding spaces are ignored.
 */
export const maskShooterName = (fullName: string): string => `${firstCharacters(fullName.trim(), 2)}***`;
