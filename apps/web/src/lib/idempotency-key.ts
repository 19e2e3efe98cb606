/** A fresh `Idempotency-Key` per money-moving attempt; shared with the back office. */
export { newIdempotencyKey } from '@chokdee/http-client';
