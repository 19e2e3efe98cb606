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
