import { th } from './messages/th';

/** A refusal from the play API: its Thai message is shown to the member as it is. */
export class PlayRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly balance?: number,
  ) {
    super(message);
  }
}

export type FairInfo = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: Array<{
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    rounds: number;
    revealedAt: string;
  }>;
};

/** Where the app is mounted (`/originals`) and which game this page plays, read from its own path. */
export const pageContext = (location: Location) => {
  const match = /^(.*)\/play\/([^/?#]+)/.exec(location.pathname);
  const token = new URLSearchParams(location.search).get('s') ?? '';
  return { base: match?.[1] ?? '/originals', gameCode: decodeURIComponent(match?.[2] ?? ''), token };
};

/**
 * The play API (same origin): the play token travels in `x-play-token`. Answers the JSON, or throws
 * `PlayRefusal` with the server's Thai message (or ours when the network failed).
 */
export const createApi = ({ base, token }: { base: string; token: string }) => {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${base}/api/${path}`, {
        method,
        headers: {
          'x-play-token': token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new PlayRefusal(th.network, 'NETWORK');
    }
    const json = (await res.json().catch(() => undefined)) as
      | (T & { error?: undefined })
      | { error: { code: string; message: string; balance?: number } }
      | undefined;
    if (!res.ok || json === undefined || json.error) {
      const error = json?.error;
      throw new PlayRefusal(error?.message ?? th.network, error?.code ?? 'HTTP', error?.balance);
    }
    return json as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
  };
};
export type Api = ReturnType<typeof createApi>;
