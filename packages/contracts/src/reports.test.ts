import { describe, expect, it } from 'vitest';
import { dailyReportQuerySchema, daysInRange, REPORT_MAX_DAYS, roundReportQuerySchema } from './reports';

const firstIssue = (result: ReturnType<typeof dailyReportQuerySchema.safeParse>) => {
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('report ranges', () => {
  it('counts both ends, across months and leap days', () => {
    expect(daysInRange('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-04-02')).toBe(REPORT_MAX_DAYS);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysInRange('2026-11-24', '2026-11-23')).toBe(0);
  });

  it('takes up to 92 days and defaults to JSON and the first page', () => {
    expect(dailyReportQuerySchema.parse({ from: '2026-01-01', to: '2026-04-02' })).toEqual({
      from: '2026-01-01',
      to: '2026-04-02',
      format: 'json',
    });
    expect(
      roundReportQuerySchema.parse({
        from: '2026-11-23',
        to: '2026-11-23',
        productCode: ' HANOI ',
        format: 'csv',
      }),
    ).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
      productCode: 'HANOI',
      format: 'csv',
      pageNo: 1,
      pageSize: 25,
    });
  });

  it('refuses a reversed or too long range on `to`, and a date that is not one on its field, in Thai', () => {
    expect(firstIssue(dailyReportQuerySchema.safeParse({ from: '2026-11-24', to: '2026-11-23' }))).toEqual({
      field: 'to',
      message: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    });
    expect(firstIssue(roundReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-03' }))).toEqual({
      field: 'to',
      message: 'ช่วงวันที่ต้องไม่เกิน 92 วัน',
    });
    for (const from of ['2026-02-30', '2026-13-01', '26-11-23', '2026-11-23T00:00'])
      expect(firstIssue(dailyReportQuerySchema.safeParse({ from, to: '2026-11-30' }))).toEqual({
        field: 'from',
        message: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD',
      });
  });
});
