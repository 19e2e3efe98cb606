import type { SmsMessage, SmsSender } from './sms-sender';

export type OutboxItem = SmsMessage & { createdAt: Date };

/**
 * Development sender: logs the text and keeps the newest messages in memory, so a developer (and the
 * e2e tests) can read an OTP from `GET /api/dev/sms-outbox` without a phone.
 */
export const createConsoleSms = (
  options: { log?: (line: string) => void; keep?: number; now?: () => Date } = {},
) => {
  const keep = options.keep ?? 500;
  const now = options.now ?? (() => new Date());
  const outbox: OutboxItem[] = [];
  const sender: SmsSender & { outbox(mobileNo?: string): OutboxItem[] } = {
    provider: 'console',
    async send(message) {
      outbox.push({ ...message, createdAt: now() });
      if (outbox.length > keep) outbox.splice(0, outbox.length - keep);
      options.log?.(`SMS to ${message.mobileNo}: ${message.text}`);
    },
    /** Newest first. */
    outbox: (mobileNo) => outbox.filter((item) => !mobileNo || item.mobileNo === mobileNo).reverse(),
  };
  return sender;
};
export type ConsoleSms = ReturnType<typeof createConsoleSms>;
