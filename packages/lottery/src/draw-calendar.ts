/**
 * The Thai government lottery's usual moves of a draw day: New Year's Day, Teachers' Day (16 Jan)
 * and Labour Day move their draw to the next day. Real draws 2025–2026 (docs/domain/lottery.md §3) follow it;
 * other moves (30 Dec 2023 for 1 Jan 2024, an election, a royal ceremony) are announced by the
 * lottery office and kept as rows, never guessed.
 */
const usualMoves: Readonly<Record<string, string>> = {
  '01-01': '01-02',
  '01-16': '01-17',
  '05-01': '05-02',
};

/**
 * The draw dates of a year by the rule — the 1st and the 16th of each month, moved as `usualMoves`
 * says — 'YYYY-MM-DD', in order. A schedule reads them as rows (`explicitDates`): seeding future
 * years from this rule, and keeping known real dates as they were, is the seed's job.
 */
export const thaiGovernmentDrawDates = (year: number): string[] => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`expected a year, got ${year}`);
  const dates: string[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (const day of [1, 16]) {
      const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      dates.push(`${year}-${usualMoves[monthDay] ?? monthDay}`);
    }
  }
  return dates;
};
