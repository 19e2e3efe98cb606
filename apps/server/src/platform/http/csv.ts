import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Every CSV export of the server goes through here (docs/modules/platform.md, "CSV exports"): Thai
 * headers, UTF-8 with a BOM (Excel reads Thai only then), CRLF lines, RFC 4180 quoting, formula-safe
 * text, streamed page by page so a big export never sits in memory whole.
 */

/**
 * A column: its Thai header and how a row's cell reads. `text`: the value comes from people (names,
 * reasons) — a leading `= + - @` gets an apostrophe so a spreadsheet shows it instead of running it.
 * Amounts and counts are written as they are ("-865.00" stays a number).
 */
export type CsvColumn<T> = {
  header: string;
  cell: (row: T) => string | number | null | undefined;
  text?: true;
};

/** Excel reads a UTF-8 file as UTF-8 (Thai intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** One cell: quoted when it holds a comma, quote or line break; a text cell made formula-safe. */
const cellText = (value: string | number | null | undefined, text: boolean): string => {
  const raw = value === null || value === undefined ? '' : String(value);
  const safe = text && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/** The file's start: the BOM and the header row. */
export const csvHead = <T>(columns: readonly CsvColumn<T>[]): string =>
  CSV_BOM + line(columns.map((column) => cellText(column.header, false)));

/** Rows as CSV lines (no header). */
export const csvRows = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  rows.map((row) => line(columns.map((column) => cellText(column.cell(row), column.text === true)))).join('');

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
