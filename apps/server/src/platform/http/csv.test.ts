import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { allPages, bangkokDateTime, type CsvColumn, csvName, headedColumns, sendCsv, toCsv } from './csv';

type Row = { name: string; amount: string; note: string | null };
const columns: Array<CsvColumn<Row>> = [
  { header: 'ชื่อ', cell: (row) => row.name },
  { header: 'จำนวนเงิน', cell: (row) => row.amount },
  { header: 'หมายเหตุ', cell: (row) => row.note },
];

describe('CSV exports (platform/http/csv.ts)', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('writes a BOM, Thai headers, CRLF lines; quotes commas, quotes and line breaks; keeps formulas from running', () => {
    const csv = toCsv(columns, [
      { name: 'สมชาย, ใจดี', amount: '-865.00', note: 'เขาว่า "ด่วน"' },
      { name: '=HYPERLINK("x")', amount: '1250.50', note: 'สองบรรทัด\nบรรทัดสอง' },
      { name: '-ลบ', amount: '0.00', note: null },
    ]);
    expect(csv).toBe(
      '\uFEFFชื่อ,จำนวนเงิน,หมายเหตุ\r\n' +
        '"สมชาย, ใจดี",-865.00,"เขาว่า ""ด่วน"""\r\n' +
        `"'=HYPERLINK(""x"")",1250.50,"สองบรรทัด\nบรรทัดสอง"\r\n` +
        "'-ลบ,0.00,\r\n",
    );
  });

  it('streams pages as they come, each read after the previous one was written, as an attachment', async () => {
    const read: number[] = [];
    async function* pages() {
      for (let page = 1; page <= 3; page += 1) {
        read.push(page);
        yield page === 2 ? [] : [{ name: `หน้า ${page}`, amount: `${page}.00`, note: null }];
      }
    }
    app.get('/export', (_request, reply) =>
      sendCsv(reply, 'รายงาน export-1.csv', { columns, pages: pages() }),
    );
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export-1.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8')).toBe(
      '\uFEFFชื่อ,จำนวนเงิน,หมายเหตุ\r\nหน้า 1,1.00,\r\nหน้า 3,3.00,\r\n',
    );
    expect(read).toEqual([1, 2, 3]);
  });

  it('writes times as Bangkok wall time', () => {
    expect(bangkokDateTime('2026-11-23T17:30:05.000Z')).toBe('2026-11-24 00:30:05');
  });

  it('builds columns by key in the headers’ order, reads every page, and names the file by its filter', async () => {
    const columns = headedColumns<{ n: number; s: string }, 'text' | 'count'>(
      { text: 'ข้อความ', count: 'จำนวน' },
      { count: (row) => row.n, text: (row) => row.s },
    );
    expect(toCsv(columns, [{ n: 2, s: 'x,y' }])).toBe('\uFEFFข้อความ,จำนวน\r\n"x,y",2\r\n');
    const rows = Array.from({ length: 1_203 }, (_, i) => i);
    const asked: number[] = [];
    const all = await allPages(async ({ pageNo, pageSize }) => {
      asked.push(pageNo);
      return { data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
    });
    expect(all).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
    expect([csvName('withdrawals', 'PENDING'), csvName('deposits', undefined)]).toEqual([
      'withdrawals-PENDING.csv',
      'deposits.csv',
    ]);
  });
});
