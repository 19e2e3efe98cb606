import type { SmsSender } from './sms-sender';

export type HttpSmsOptions = {
  /** The gateway's send endpoint, e.g. `https://api-v2.thaibulksms.com/sms`. */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** Sender name registered with the gateway. */
  sender: string;
  /** Give up on a gateway that does not answer within this many milliseconds. */
  timeoutMs?: number;
};

export class SmsGatewayError extends Error {
  override readonly name = 'SmsGatewayError';
}

/**
 * A ThaiBulkSMS-style JSON gateway: `POST {url}` with HTTP basic auth `apiKey:apiSecret` and the body
 * `{ msisdn, message, sender }`. Any 2xx means the gateway accepted the message; anything else,
 * a network error or the timeout throws. The error never carries the message text (it holds the OTP).
 */
export const createHttpSms = (options: HttpSmsOptions): SmsSender => {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    provider: 'http',
    async send({ mobileNo, text }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json; charset=utf-8',
            accept: 'application/json',
          },
          body: JSON.stringify({ msisdn: mobileNo, message: text, sender: options.sender }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer in ${timeoutMs} ms`
            : 'unreachable';
        throw new SmsGatewayError(`SMS gateway ${reason}`, { cause: error });
      }
      // Drain the body so the connection can be reused. It is not quoted in the error: a gateway may echo the text.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsGatewayError(`SMS gateway answered HTTP ${response.status}`);
    },
  };
};
