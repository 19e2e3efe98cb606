import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

describe('log redaction', () => {
  it('keeps passwords, one-time codes and request bodies out of a log line', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions('info') as pino.LoggerOptions, sink);
    log.info(
      {
        req: { headers: { authorization: 'Bearer secret-token' }, body: { pinCode: '482913' } },
        input: { password: 'pass-word-1', pinCode: '482913', totpCode: '771204', resetCode: '665512' },
        body: { code: '903311' },
      },
      'a call',
    );
    const text = lines.join('');
    for (const secret of ['secret-token', 'pass-word-1', '482913', '771204', '665512', '903311'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});
