import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Every CSV export of the server goes through here (docs/modules/platform.md, "CSV exports"): Thai
 * headers, UTF-8 with a BOM (Excel reads Thai only then), CRLF lines, RFC 4180 quoting, formula-safe
 * text, streamed page by page so a big export never sits in memory whole.
 */

/** A cell: a number or a plain decimal string is written as it is; other text is made safe. */
export type CsvCell = string | number | null | undefined;

/** A column: its Thai header and how a row's cell reads. */
export type CsvColumn<T> = { header: string; cell: (row: T) => CsvCell };

/** Columns named by key: the headers' order and text (e.g. contracts' Thai headers), each key's cell. */
export const headedColumns = <T, K extends string>(
  headers: Record<K, string>,
  cells: Record<K, CsvColumn<T>['cell']>,
): Array<CsvColumn<T>> =>
  (Object.keys(headers) as K[]).map((key) => ({ header: headers[key], cell: cells[key] }));

/** Excel reads a UTF-8 file as UTF-8 (Thai intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** "12", "-865.00": safe as they are (a minus sign before digits is a number, not a formula). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell: quoted when it holds a comma, quote or line break. Text that starts like a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe, so a spreadsheet shows it instead of
 * running it: names, reasons and references come from people and banks.
 */
const cellText = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || PLAIN_NUMBER.test(value)) return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/** The file's start: the BOM and the header row. */
export const csvHead = <T>(columns: readonly CsvColumn<T>[]): string =>
  CSV_BOM + line(columns.map((column) => cellText(column.header)));

/** Rows as CSV lines (no header). */
export const csvRows = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  rows.map((row) => line(columns.map((column) => cellText(column.cell(row))))).join('');

/** A whole small file at once (a report already bounded in size). */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  csvHead(columns) + csvRows(columns, rows);

/** An ISO instant as Bangkok wall time "YYYY-MM-DD HH:MM:SS", which spreadsheets read as a date and time. */
export const bangkokDateTime = (iso: string | Date): string =>
  new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Answers a CSV file instead of the envelope: `filename` (ASCII: letters, digits, `._-`) as the
 * attachment's name; `body` the whole text, or pages of rows read one at a time (`pages` yields each
 * page after the previous one was written), so memory holds one page. An error after the first
 * page cannot become an envelope (the status is sent): the stream is cut and the error logged.
 */
export const sendCsv = <T>(
  reply: FastifyReply,
  filename: string,
  body:
    | { columns: readonly CsvColumn<T>[]; rows: readonly T[] }
    | { columns: readonly CsvColumn<T>[]; pages: AsyncIterable<readonly T[]> },
) => {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, '');
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store');
  if ('rows' in body) return reply.send(toCsv(body.columns, body.rows));
  const { columns, pages } = body;
  async function* chunks() {
    yield csvHead(columns);
    for await (const page of pages) if (page.length > 0) yield csvRows(columns, page);
  }
  return reply.send(Readable.from(chunks()));
};

/** Rows read per call when an export gathers every page of a list. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * A paged list's pages with its filters kept, each read when the previous one was written (for
 * `sendCsv`'s `pages`), until the last.
 */
export async function* listPages<T>(
  page: (paging: { pageNo: number; pageSize: number }) => Promise<{ data: T[]; total: number }>,
): AsyncIterable<T[]> {
  let read = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    const next = await page({ pageNo, pageSize: EXPORT_PAGE_SIZE });
    read += next.data.length;
    yield next.data;
    if (next.data.length < EXPORT_PAGE_SIZE || read >= next.total) return;
  }
}

/** Every row of a paged list (for a report bounded in size that needs them all at once). */
export const allPages = async <T>(
  page: (paging: { pageNo: number; pageSize: number }) => Promise<{ data: T[]; total: number }>,
): Promise<T[]> => {
  const rows: T[] = [];
  for await (const next of listPages(page)) rows.push(...next);
  return rows;
};

/** A list's export name with its status filter: `withdrawals-PENDING.csv`, `deposits.csv`. */
export const csvName = (list: string, status?: string | undefined) =>
  `${list}${status ? `-${status}` : ''}.csv`;

/** The OpenAPI description of a list route that exports. */
export const csvListNote =
  'With `format=csv`: every row the filters match (no paging) as a `text/csv; charset=utf-8` attachment with a UTF-8 BOM and Thai headers, instead of the envelope.';
