import {
  type ProviderLaunchRequest,
  providerAuthHeaders,
  providerLaunchResponseSchema,
} from '@chokdee/contracts';
import type { ProviderAdapter, ProviderConfig } from './provider-adapter';
import { signBody } from './provider-secrets';

export type LaunchClientOptions = {
  /** How long a provider has to answer a launch (docs/domain/games.md §4: 5 s). */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 5_000;
/** A launch answer is a small JSON object; anything bigger is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * Whether a provider's game URL may be opened in the launcher: an absolute http(s) URL, or a path on
 * this site (`/originals/play/…`). Protocol-relative (`//evil`), backslashes and control characters
 * are refused: the launcher puts the URL in an iframe of the member site.
 */
export const isSafeGameUrl = (url: string): boolean => {
  if (url.length === 0 || url.length > 2_000) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The launch protocol every adapter shares (docs/domain/games.md §4): `POST {apiBaseUrl}/launch` with the
 * JSON `ProviderLaunchRequest`, signed like a wallet call (`x-api-key`, `x-signature` over the body).
 * Throws on any failure; the provider service turns that into GAME_PROVIDER_FAILED.
 */
export const createLaunchClient = (options: LaunchClientOptions = {}): Pick<ProviderAdapter, 'launch'> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async launch(provider: ProviderConfig, request: ProviderLaunchRequest): Promise<{ url: string }> {
      const body = JSON.stringify(request);
      const response = await fetch(`${provider.apiBaseUrl.replace(/\/+$/, '')}/launch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [providerAuthHeaders.key]: provider.walletKey,
          [providerAuthHeaders.signature]: signBody(provider.secret, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`launch answered HTTP ${response.status}`);
      if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) throw new Error('launch answer too large');
      const { url } = providerLaunchResponseSchema.parse(JSON.parse(text));
      if (!isSafeGameUrl(url)) throw new Error('launch answered an unsafe URL');
      return { url };
    },
  };
};
