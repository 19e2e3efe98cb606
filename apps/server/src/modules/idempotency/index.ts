export { createIdempotencyRepo } from './idempotency.repo';
export { createIdempotencyService, type IdempotencyService } from './idempotency.service';
