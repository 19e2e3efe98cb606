/**
 * The client side of the API envelope (`{ status: { code, message }, data }`), shared by the member
 * app and the back office. Each app keeps its own request policy (retries, toasts, what a 401 means).
 */

/** A call that failed: the server's envelope code (or NO_ENVELOPE_CODE) and the HTTP status. */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(message: string, init: { code: number; httpStatus: number; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.data = init.data;
  }
}

/** `code` of an ApiError when the request never got an envelope back (network down, proxy error page). */
export const NO_ENVELOPE_CODE = -1;

export type Envelope = { status: { code: number; message: string }; data: unknown };

export const isEnvelope = (body: unknown): body is Envelope => {
  if (typeof body !== 'object' || body === null || !('status' in body)) return false;
  const status = (body as { status: unknown }).status;
  return (
    typeof status === 'object' &&
    status !== null &&
    typeof (status as { code?: unknown }).code === 'number' &&
    typeof (status as { message?: unknown }).message === 'string'
  );
};

/** JSON request headers plus `extra` (the operator, an idempotency key), and the bearer token if any. */
export const jsonHeaders = (
  token: string | null | undefined,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  ...extra,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

export type Query = Record<string, string | number | undefined>;

/** `path` with the defined query values appended. */
export const withQuery = (path: string, query: Query | undefined): string => {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
};

export type EnvelopeResult = { ok: true; data: unknown } | { ok: false; error: ApiError };

/**
 * A response read as the envelope: its `data` when the HTTP status is 2xx and `status.code` is 0;
 * otherwise an ApiError with the server's Thai message, or `fallback` when there was no envelope.
 */
export const readEnvelope = async (response: Response, fallback: string): Promise<EnvelopeResult> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    return {
      ok: false,
      error: new ApiError(fallback, { code: NO_ENVELOPE_CODE, httpStatus: response.status, data: body }),
    };
  }
  if (response.ok && body.status.code === 0) return { ok: true, data: body.data };
  return {
    ok: false,
    error: new ApiError(body.status.message || fallback, {
      code: body.status.code,
      httpStatus: response.status,
      data: body.data,
    }),
  };
};

/**
 * A fresh `Idempotency-Key` for one money-moving attempt. `crypto.randomUUID` exists only on
 * secure pages; a site opened over plain http on a LAN builds the same v4 UUID from random bytes.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
