import { vi } from 'vitest';

/**
 * Captures what `saveFile` hands the browser (jsdom cannot download): the blob URL's blob and the
 * link's file name, per click. Call in `beforeEach`; `vi.restoreAllMocks()` undoes the click spy.
 */
export const captureDownloads = (): Array<{ name: string; blob: Blob }> => {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      const url = `blob:download-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
};

/**
 * Answers every `format=csv` call as the server does (a CSV file named by `content-disposition`, not
 * an envelope) and records its URL and headers; other calls go on to the stubbed API. Call after
 * `stubApi`.
 */
export const stubCsvFiles = (filename: (url: URL) => string, body = '\uFEFFหัวข้อ\r\n') => {
  const envelopeFetch = globalThis.fetch;
  const files: Array<{ url: URL; headers: Headers }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('format') !== 'csv') return envelopeFetch(input, init);
      files.push({ url, headers: new Headers(init?.headers) });
      return new Response(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename(url)}"`,
        },
      });
    }),
  );
  return files;
};
