import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  isEnvelope,
  jsonHeaders,
  NO_ENVELOPE_CODE,
  newIdempotencyKey,
  readEnvelope,
  withQuery,
} from './index';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API envelope on the client', () => {
  it('recognises an envelope by its status code and message', () => {
    expect(isEnvelope({ status: { code: 0, message: 'สำเร็จ' }, data: null })).toBe(true);
    for (const body of [
      null,
      'x',
      {},
      { status: null },
      { status: { code: '0', message: '' } },
      { status: { code: 0 } },
    ])
      expect(isEnvelope(body)).toBe(false);
  });

  it('builds JSON headers with the extra ones and the bearer token only when there is one', () => {
    expect(jsonHeaders(null, { 'x-operator': 'demo' })).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-operator': 'demo',
    });
    expect(jsonHeaders('tok')).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('appends only defined query values', () => {
    expect(withQuery('/api/x', undefined)).toBe('/api/x');
    expect(withQuery('/api/x', { a: 1, b: undefined, c: 'ไทย' })).toBe(
      '/api/x?a=1&c=%E0%B9%84%E0%B8%97%E0%B8%A2',
    );
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(withQuery('/api/x', { b: undefined })).toBe('/api/x');
  });

  it('answers data for a 2xx with code 0', async () => {
    expect(await readEnvelope(json({ status: { code: 0, message: 'ok' }, data: { n: 1 } }), 'fb')).toEqual({
      ok: true,
      data: { n: 1 },
    });
  });

  it('answers an ApiError with the server message, code, status and data otherwise', async () => {
    const failed = await readEnvelope(
      json({ status: { code: 1720, message: 'ทำไปแล้ว' }, data: { x: 1 } }, 409),
      'fb',
    );
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(failed.error).toMatchObject({ message: 'ทำไปแล้ว', code: 1720, httpStatus: 409, data: { x: 1 } });
    // A 200 with a non-zero code is a failure too; an empty message falls back.
    const odd = await readEnvelope(json({ status: { code: 5, message: '' }, data: null }), 'fb');
    expect(odd).toMatchObject({ ok: false, error: { message: 'fb', code: 5, httpStatus: 200 } });
  });

  it('uses the fallback when the body is not an envelope', async () => {
    const res = await readEnvelope(new Response('Bad Gateway', { status: 502 }), 'เกิดข้อผิดพลาด');
    expect(res).toMatchObject({
      ok: false,
      error: { message: 'เกิดข้อผิดพลาด', code: NO_ENVELOPE_CODE, httpStatus: 502 },
    });
  });

  it('makes a v4 UUID idempotency key, also where crypto.randomUUID is missing (plain http)', () => {
    const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuidV4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(uuidV4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
