import { createHmac, timingSafeEqual } from 'node:crypto';
import { PayoutWebhookRefused, type ProviderEvent } from '../bank-payout';
import { opnEventSchema, opnRecipientSchema, opnTransferSchema, toRecipient, toTransfer } from './opn-wire';

/** A delivery older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const headerOf = (headers: Record<string, string | undefined>, name: string): string | undefined => {
  const direct = headers[name];
  if (direct !== undefined) return direct;
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
};

/**
 * Checks an Opn webhook delivery and reads its event. `Omise-Signature` is a comma-separated list of
 * hex HMAC-SHA256 (one per webhook secret the provider holds during a rotation), keyed with the
 * base64-decoded secret, over `${Omise-Signature-Timestamp}.${rawBody}`: any one matching ours is
 * enough. Compared in constant time. Throws PayoutWebhookRefused('signature' | 'stale' | 'malformed').
 */
export const verifyOpnWebhook = (
  webhookSecret: string,
  input: { rawBody: string; headers: Record<string, string | undefined>; now: Date },
): ProviderEvent => {
  const signatures = headerOf(input.headers, 'omise-signature');
  const timestampText = headerOf(input.headers, 'omise-signature-timestamp');
  if (!signatures || !timestampText) throw new PayoutWebhookRefused('signature');
  if (!/^\d{1,12}$/.test(timestampText.trim())) throw new PayoutWebhookRefused('malformed');
  const timestamp = Number(timestampText.trim());

  const key = Buffer.from(webhookSecret, 'base64');
  const expected = createHmac('sha256', key).update(`${timestamp}.${input.rawBody}`).digest();
  const matches = signatures
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[0-9a-f]{64}$/i.test(part))
    .some((part) => timingSafeEqual(Buffer.from(part, 'hex'), expected));
  if (!matches) throw new PayoutWebhookRefused('signature');
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new PayoutWebhookRefused('stale');

  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw new PayoutWebhookRefused('malformed');
  }
  const event = opnEventSchema.safeParse(json);
  if (!event.success) throw new PayoutWebhookRefused('malformed');
  const { id, key: eventKey, created_at, data } = event.data;
  const base = { id, key: eventKey, createdAt: new Date(created_at) };
  if (data.object === 'transfer') {
    const transfer = opnTransferSchema.safeParse(data);
    if (!transfer.success) throw new PayoutWebhookRefused('malformed');
    return { ...base, data: { object: 'transfer', transfer: toTransfer(transfer.data) } };
  }
  if (data.object === 'recipient') {
    const recipient = opnRecipientSchema.safeParse(data);
    if (!recipient.success) throw new PayoutWebhookRefused('malformed');
    return { ...base, data: { object: 'recipient', recipient: toRecipient(recipient.data) } };
  }
  return { ...base, data: { object: 'other' } };
};
