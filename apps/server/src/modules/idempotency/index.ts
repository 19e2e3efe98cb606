export { createIdempotencyModule } from './idempotency.module';
export { createIdempotencyRepo } from './idempotency.repo';
export { createIdempotencyService, type IdempotencyService } from './idempotency.service';
