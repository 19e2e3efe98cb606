import type { FastifyReply } from 'fastify';

/**
 * CSV files for the back office's exports (the reports, the money and member lists): RFC 4180 with
 * CRLF lines and a UTF-8 BOM, so Excel reads Thai names as UTF-8.
 */

/** A cell: a number or a plain decimal string is written as it is; other text is quoted as needed. */
export type CsvCell = string | number | null;

const BOM = '\uFEFF';
/** "12", "-865.00": safe as they are (a minus sign before digits is a number, not a formula). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell, quoted when it holds a comma, quote or line break. A text that starts like a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe, so a spreadsheet shows it instead of
 * running it: names and references come from people and banks.
 */
const textCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const cell = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return PLAIN_NUMBER.test(value) ? value : textCell(value);
};

/** The file: BOM, the header row, then one line per row, each ending in CRLF. */
export const toCsv = (headers: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string =>
  BOM + [headers, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');

/** A column of an export: its header and how a row's cell reads. */
export type CsvColumn<T> = { header: string; cell: (row: T) => CsvCell };

/** `toCsv` of typed rows through their columns. */
export const rowsToCsv = <T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string =>
  toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.cell(row))),
  );

/** Columns named by key: the headers' order and text (e.g. contracts' Thai headers), each key's cell. */
export const headedColumns = <T, K extends string>(
  headers: Record<K, string>,
  cells: Record<K, CsvColumn<T>['cell']>,
): Array<CsvColumn<T>> =>
  (Object.keys(headers) as K[]).map((key) => ({ header: headers[key], cell: cells[key] }));

/** An ISO instant as Bangkok wall time "YYYY-MM-DD HH:MM", which spreadsheets read as a date and time. */
export const bangkokDateTime = (iso: string): string =>
  new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Rows read per call when an export gathers every page of a list. */
export const EXPORT_PAGE_SIZE = 500;

/** Every row of a paged list (the page's filters kept), page after page until the last. */
export const allPages = async <T>(
  page: (paging: { pageNo: number; pageSize: number }) => Promise<{ data: T[]; total: number }>,
): Promise<T[]> => {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const next = await page({ pageNo, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...next.data);
    if (next.data.length < EXPORT_PAGE_SIZE || rows.length >= next.total) return rows;
  }
};

/**
 * Answers a CSV file instead of the envelope (`format=csv`) as an attachment named `filename`
 * (letters, digits, `.`, `_` and `-` only). A string with its own content type skips the JSON serializer.
 */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '')}"`)
    .send(csv);

/** A list's export name with its status filter: `withdrawals-PENDING.csv`, `deposits.csv`. */
export const csvName = (list: string, status?: string | undefined) =>
  `${list}${status ? `-${status}` : ''}.csv`;

/** The OpenAPI description of a list route that exports. */
export const csvListNote =
  'With `format=csv`: every row the filters match (no paging) as a `text/csv; charset=utf-8` attachment with a UTF-8 BOM and Thai headers, instead of the envelope.';
