import { errorCatalogue, IDEMPOTENCY_HEADER, OPERATOR_HEADER } from '@chokdee/contracts';
import {
  ApiError,
  jsonHeaders,
  NO_ENVELOPE_CODE,
  type Query,
  readEnvelope,
  withQuery,
} from '@chokdee/http-client';
import { toast } from 'sonner';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { adminTh } from '../messages/th';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { useSessionStore } from './session-store';

export { ApiError, NO_ENVELOPE_CODE };

export type ApiRequestOptions = {
  query?: Query;
  /** No error toast: the caller shows the failure itself (inside a dialog or a form). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (money moved by hand): a retry with the same key moves nothing twice. */
  idempotencyKey?: string;
};

/** Thai text to show for any thrown value: the server's message when there is one. */
export const apiMessage = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : adminTh.genericError;

/** The envelope's error name of a failure, to branch on (never on the text). */
export const isApiError = (error: unknown, name: keyof typeof errorCatalogue): error is ApiError =>
  error instanceof ApiError && error.code === errorCatalogue[name].code;

/**
 * The session the request carried is over (expired, logged out elsewhere, account disabled): drop it
 * and go to the login page, which says so. A 401 with another code (a wrong TOTP code on
 * `me/totp/enable`, a wrong password at login) is an answer to that call, not a lost session.
 */
const endSession = (sentToken: string) => {
  if (useSessionStore.getState().token !== sentToken) return;
  useSessionStore.getState().expire();
  queryClient.clear();
  navigateTo(paths.login, { replace: true });
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one call; a network failure becomes the Thai "offline" error. */
const send = async (
  method: Method,
  path: string,
  body: unknown,
  opts: ApiRequestOptions,
): Promise<{ response: Response; token: string | null }> => {
  const token = useSessionStore.getState().token;
  try {
    const response = await fetch(withQuery(path, opts.query), {
      method,
      headers: jsonHeaders(token, {
        [OPERATOR_HEADER]: env.operator,
        ...(opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : {}),
      }),
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: opts.signal,
    });
    return { response, token };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const offline = new ApiError(adminTh.networkError, { code: NO_ENVELOPE_CODE, httpStatus: 0 });
    if (!opts.silent) toast.error(offline.message);
    throw offline;
  }
};

/** The refusal an envelope carried: a lost session ends it, anything else toasts unless `silent`. */
const refused = (error: ApiError, token: string | null, opts: ApiRequestOptions): never => {
  if (token && error.httpStatus === 401 && error.code === errorCatalogue.UNAUTHORIZED.code) {
    endSession(token);
  } else if (token && error.code === errorCatalogue.STAFF_TOTP_SESSION_ENDED.code) {
    // Too many wrong TOTP codes: the server ended the session; say why, then show the login page.
    toast.error(error.message);
    endSession(token);
  } else if (!opts.silent) {
    toast.error(error.message);
  }
  throw error;
};

/**
 * The back office's calls. No automatic retries: most staff actions are not idempotency-keyed (a
 * wallet adjustment is, and its dialog retries with the same key), and a list is one click on
 * "refresh" away. Errors toast the server's Thai message unless `silent`.
 */
const request = async <T>(
  method: Method,
  path: string,
  body: unknown,
  opts: ApiRequestOptions = {},
): Promise<T> => {
  const { response, token } = await send(method, path, body, opts);
  const result = await readEnvelope(response, adminTh.genericError);
  return result.ok ? (result.data as T) : refused(result.error, token, opts);
};

/**
 * A file the server answers instead of the envelope (a CSV export): fetched with the staff token, as
 * a link could not send it. Its name is the server's `content-disposition` filename, if any.
 */
const download = async (
  path: string,
  opts: ApiRequestOptions = {},
): Promise<{ blob: Blob; filename: string | undefined }> => {
  const { response, token } = await send('GET', path, undefined, opts);
  const isEnvelope = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (response.ok && !isEnvelope) {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { blob: await response.blob(), filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] };
  }
  const result = await readEnvelope(response, adminTh.genericError);
  return refused(
    result.ok
      ? new ApiError(adminTh.genericError, { code: NO_ENVELOPE_CODE, httpStatus: response.status })
      : result.error,
    token,
    opts,
  );
};

export const api = {
  get: <T>(path: string, opts?: ApiRequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: ApiRequestOptions) => request<T>('POST', path, body, opts),
  put: <T>(path: string, body: unknown, opts?: ApiRequestOptions) => request<T>('PUT', path, body, opts),
  patch: <T>(path: string, body: unknown, opts?: ApiRequestOptions) => request<T>('PATCH', path, body, opts),
  delete: <T>(path: string, opts?: ApiRequestOptions) => request<T>('DELETE', path, undefined, opts),
  download,
};
