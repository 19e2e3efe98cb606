import { describe, expect, it } from 'vitest';
import { allPages, bangkokDateTime, csvName, headedColumns, rowsToCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the BOM, ends every line in CRLF, and writes numbers and plain decimals as they are', () => {
    expect(
      toCsv(
        ['วันที่', 'ยอด'],
        [
          ['2026-11-23', '-865.00'],
          ['2026-11-24', 12],
        ],
      ),
    ).toBe('\uFEFFวันที่,ยอด\r\n2026-11-23,-865.00\r\n2026-11-24,12\r\n');
  });

  it('quotes a value with a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv(['ชื่อ'], [['บจก. ดี, "เยี่ยม"'], ['บรรทัด\r\nใหม่'], ['a\nb']])).toBe(
      '\uFEFFชื่อ\r\n"บจก. ดี, ""เยี่ยม"""\r\n"บรรทัด\r\nใหม่"\r\n"a\nb"\r\n',
    );
  });

  it('shows a text that starts like a formula instead of running it; an empty cell for null', () => {
    expect(
      toCsv(
        ['a', 'b', 'c', 'd'],
        [
          ['=SUM(A1)', '+66 81', '@x', null],
          ['-x', '-5', '', 'ok'],
        ],
      ),
    ).toBe("\uFEFFa,b,c,d\r\n'=SUM(A1),'+66 81,'@x,\r\n'-x,-5,,ok\r\n");
  });

  it('builds typed rows through named columns in the headers’ order', () => {
    const columns = headedColumns<{ n: number; s: string }, 'text' | 'count'>(
      { text: 'ข้อความ', count: 'จำนวน' },
      { count: (row) => row.n, text: (row) => row.s },
    );
    expect(rowsToCsv(columns, [{ n: 2, s: 'x,y' }])).toBe('\uFEFFข้อความ,จำนวน\r\n"x,y",2\r\n');
  });

  it('reads every page, writes Bangkok wall time and names the file by its filter', async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => i);
    const asked: number[] = [];
    const all = await allPages(async ({ pageNo, pageSize }) => {
      asked.push(pageNo);
      return { data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
    });
    expect(all).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
    expect(bangkokDateTime('2026-11-23T17:05:00.000Z')).toBe('2026-11-24 00:05');
    expect([csvName('withdrawals', 'PENDING'), csvName('deposits', undefined)]).toEqual([
      'withdrawals-PENDING.csv',
      'deposits.csv',
    ]);
  });
});
