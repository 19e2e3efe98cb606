import type { DailyReportRow, RoundReportRow } from '@chokdee/contracts';

/** A column of a CSV file: its header and how a row's cell reads. Amounts and counts are written as they are. */
type Column<T> = { header: string; cell: (row: T) => string | number; text?: true };

/** Excel reads a UTF-8 file as UTF-8 (Thai names intact) only when it starts with this mark. */
const BOM = '\uFEFF';

/**
 * A text cell, quoted when it holds a comma, quote or line break (RFC 4180). A text that starts like
 * a formula (= + - @, tab, carriage return) gets a leading apostrophe, so a spreadsheet shows it
 * instead of running it: names come from people.
 */
const textCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** An ISO instant as Bangkok wall time "YYYY-MM-DD HH:MM", which spreadsheets read as a date and time. */
const bangkokDateTime = (iso: string): string =>
  new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const toCsv = <T>(columns: Array<Column<T>>, rows: T[]): string =>
  BOM +
  [
    columns.map((column) => column.header).join(','),
    ...rows.map((row) =>
      columns
        .map((column) => {
          const value = column.cell(row);
          return column.text ? textCell(String(value)) : String(value);
        })
        .join(','),
    ),
  ]
    .map((line) => `${line}\r\n`)
    .join('');

const dailyColumns: Array<Column<DailyReportRow>> = [
  { header: 'date', cell: (row) => row.date },
  { header: 'productCode', cell: (row) => row.productCode, text: true },
  { header: 'productName', cell: (row) => row.productName, text: true },
  { header: 'bills', cell: (row) => row.bills },
  { header: 'bets', cell: (row) => row.bets },
  { header: 'wins', cell: (row) => row.wins },
  { header: 'refunds', cell: (row) => row.refunds },
  { header: 'settledStakes', cell: (row) => row.settledStakes },
  { header: 'profit', cell: (row) => row.profit },
];

const roundColumns: Array<Column<RoundReportRow>> = [
  { header: 'roundCode', cell: (row) => row.roundCode, text: true },
  { header: 'productCode', cell: (row) => row.productCode, text: true },
  { header: 'productName', cell: (row) => row.productName, text: true },
  { header: 'closeAtBangkok', cell: (row) => bangkokDateTime(row.closeAt) },
  { header: 'status', cell: (row) => row.status },
  { header: 'bills', cell: (row) => row.bills },
  { header: 'stake', cell: (row) => row.stake },
  { header: 'win', cell: (row) => row.win },
  { header: 'refunded', cell: (row) => row.refunded },
  { header: 'profit', cell: (row) => row.profit },
];

export const dailyReportCsv = (rows: DailyReportRow[]): string => toCsv(dailyColumns, rows);
export const roundReportCsv = (rows: RoundReportRow[]): string => toCsv(roundColumns, rows);

/** `attachment; filename=…` for a report of a range: e.g. `daily-2026-11-23_2026-11-24.csv`. */
export const csvDisposition = (
  report: 'daily' | 'rounds',
  query: { from: string; to: string; productCode?: string | undefined },
): string => {
  const product = query.productCode ? `-${query.productCode.replace(/[^A-Za-z0-9_-]/g, '')}` : '';
  return `attachment; filename="${report}${product}-${query.from}_${query.to}.csv"`;
};
