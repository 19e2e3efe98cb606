import { type DailyReportRow, type RoundReportRow, roundStatusNames } from '@chokdee/contracts';
import { bangkokDateTime, type CsvColumn } from '#platform/http/csv';

/** The reports' CSV columns (Thai headers, statuses by their Thai names) for `platform/http/csv.ts`. */
export const dailyColumns: Array<CsvColumn<DailyReportRow>> = [
  { header: 'วันที่', cell: (row) => row.date },
  { header: 'รหัสหวย', cell: (row) => row.productCode },
  { header: 'ชื่อหวย', cell: (row) => row.productName },
  { header: 'จำนวนบิล', cell: (row) => row.bills },
  { header: 'ยอดแทง', cell: (row) => row.bets },
  { header: 'ยอดจ่ายรางวัล', cell: (row) => row.wins },
  { header: 'ยอดคืนเงิน', cell: (row) => row.refunds },
  { header: 'ยอดแทงที่ออกผลแล้ว', cell: (row) => row.settledStakes },
  { header: 'กำไร', cell: (row) => row.profit },
];

export const roundColumns: Array<CsvColumn<RoundReportRow>> = [
  { header: 'รหัสงวด', cell: (row) => row.roundCode },
  { header: 'รหัสหวย', cell: (row) => row.productCode },
  { header: 'ชื่อหวย', cell: (row) => row.productName },
  { header: 'ปิดรับ (เวลาไทย)', cell: (row) => bangkokDateTime(row.closeAt).slice(0, 16) },
  { header: 'สถานะ', cell: (row) => roundStatusNames[row.status] },
  { header: 'จำนวนบิล', cell: (row) => row.bills },
  { header: 'ยอดแทง', cell: (row) => row.stake },
  { header: 'ยอดจ่ายรางวัล', cell: (row) => row.win },
  { header: 'ยอดคืนเงิน', cell: (row) => row.refunded },
  { header: 'กำไร', cell: (row) => row.profit },
];

/** The file name of a report of a range: e.g. `daily-2026-11-23_2026-11-24.csv`. */
export const reportFilename = (
  report: 'daily' | 'rounds',
  query: { from: string; to: string; productCode?: string | undefined },
): string => {
  const product = query.productCode ? `-${query.productCode}` : '';
  return `${report}${product}-${query.from}_${query.to}.csv`;
};
