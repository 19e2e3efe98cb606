import { createHmac } from 'node:crypto';
import { type AmbEndpoint, type AmbResponse, ambStatusCodes, providerAuthHeaders } from '@chokdee/contracts';

/** The credentials the house provider holds for one operator (the platform's provider row has the same). */
export type OperatorCredentials = { walletKey: string; secret: string };

/** One transaction of an AMB request, as the house games send it (amounts in baht, two places). */
export type WalletTxn = {
  id: string;
  roundId: string;
  gameCode: string;
  betAmount?: number;
  payoutAmount?: number;
  isEndRound?: boolean;
};

export type WalletCallInput = {
  credentials: OperatorCredentials;
  /** The request id: the platform stores its reply under it, so a retry answers the same. */
  requestId: string;
  username: string;
  sessionToken: string;
  txns?: WalletTxn[];
};

/** The call could not be answered (network, timeout, a 5xx, an unreadable reply): it may or may not have moved money. */
export class WalletUnavailableError extends Error {}

/** What the house provider puts in `productId` (AMB names the product family; ours is the house's). */
export const HOUSE_PRODUCT_ID = 'CHOKDEE_ORIGINALS';

const ATTEMPTS = 3;
const TIMEOUT_MS = 8_000;

/** hex(HMAC-SHA256(secret, body)): the `x-signature` of every call (docs/domain/games.md §4). */
export const signPayload = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

const isAmbResponse = (value: unknown): value is AmbResponse =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AmbResponse).statusCode === 'number' &&
  typeof (value as AmbResponse).balance === 'number';

/**
 * The platform's seamless wallet over HTTP (the AMB common flow at `/api/integrations/amb/:endpoint`),
 * the only way the house games touch money. A call is retried with the same body (so the same request
 * id) on a network error or a 5xx: the platform answers a replay from its stored reply, so a retry
 * never moves money twice. A refusal (`statusCode` ≠ 0, any 4xx with an AMB body) is an answer, not
 * an error; only "no answer" throws `WalletUnavailableError`.
 */
export const createWalletClient = ({
  platformUrl,
  fetchImpl = fetch,
  retryDelayMs = 200,
}: {
  /** The platform's base URL, read at call time (the port is known only after listen). */
  platformUrl: () => string;
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
}) => {
  const call = async (endpoint: AmbEndpoint, input: WalletCallInput): Promise<AmbResponse> => {
    const body = JSON.stringify({
      id: input.requestId,
      productId: HOUSE_PRODUCT_ID,
      username: input.username,
      sessionToken: input.sessionToken,
      currency: 'THB',
      ...(input.txns ? { txns: input.txns } : {}),
    });
    const headers = {
      'content-type': 'application/json',
      [providerAuthHeaders.key]: input.credentials.walletKey,
      [providerAuthHeaders.signature]: signPayload(input.credentials.secret, body),
    };
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const res = await fetchImpl(`${platformUrl()}/api/integrations/amb/${endpoint}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer: unknown = await res.json().catch(() => undefined);
        if (res.status < 500 && isAmbResponse(answer)) return answer;
        lastError = new Error(`wallet ${endpoint} answered HTTP ${res.status}`);
      } catch (error) {
        lastError = error;
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    }
    throw new WalletUnavailableError(`wallet ${endpoint} unavailable`, { cause: lastError });
  };
  return {
    getBalance: (input: Omit<WalletCallInput, 'txns'>) => call('getBalance', input),
    placeBets: (input: WalletCallInput) => call('placeBets', input),
    settleBets: (input: WalletCallInput) => call('settleBets', input),
    cancelBets: (input: WalletCallInput) => call('cancelBets', input),
  };
};
export type WalletClient = ReturnType<typeof createWalletClient>;

export const isOk = (answer: AmbResponse): boolean => answer.statusCode === ambStatusCodes.OK;
