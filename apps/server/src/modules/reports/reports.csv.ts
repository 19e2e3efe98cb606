import type { DailyReportRow, RoundReportRow } from '@chokdee/contracts';
import { bangkokDateTime, type CsvColumn, rowsToCsv } from '#platform/http/csv';

const dailyColumns: Array<CsvColumn<DailyReportRow>> = [
  { header: 'date', cell: (row) => row.date },
  { header: 'productCode', cell: (row) => row.productCode },
  { header: 'productName', cell: (row) => row.productName },
  { header: 'bills', cell: (row) => row.bills },
  { header: 'bets', cell: (row) => row.bets },
  { header: 'wins', cell: (row) => row.wins },
  { header: 'refunds', cell: (row) => row.refunds },
  { header: 'settledStakes', cell: (row) => row.settledStakes },
  { header: 'profit', cell: (row) => row.profit },
];

const roundColumns: Array<CsvColumn<RoundReportRow>> = [
  { header: 'roundCode', cell: (row) => row.roundCode },
  { header: 'productCode', cell: (row) => row.productCode },
  { header: 'productName', cell: (row) => row.productName },
  { header: 'closeAtBangkok', cell: (row) => bangkokDateTime(row.closeAt) },
  { header: 'status', cell: (row) => row.status },
  { header: 'bills', cell: (row) => row.bills },
  { header: 'stake', cell: (row) => row.stake },
  { header: 'win', cell: (row) => row.win },
  { header: 'refunded', cell: (row) => row.refunded },
  { header: 'profit', cell: (row) => row.profit },
];

export const dailyReportCsv = (rows: DailyReportRow[]): string => rowsToCsv(dailyColumns, rows);
export const roundReportCsv = (rows: RoundReportRow[]): string => rowsToCsv(roundColumns, rows);

/** The file name of a report of a range: e.g. `daily-2026-11-23_2026-11-24.csv`. */
export const csvFilename = (
  report: 'daily' | 'rounds',
  query: { from: string; to: string; productCode?: string | undefined },
): string => {
  const product = query.productCode ? `-${query.productCode.replace(/[^A-Za-z0-9_-]/g, '')}` : '';
  return `${report}${product}-${query.from}_${query.to}.csv`;
};
