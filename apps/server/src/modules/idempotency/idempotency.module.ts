import type { Platform, ServerModule } from '#platform/module';
import { createIdempotencyRepo } from './idempotency.repo';
import { createIdempotencyService } from './idempotency.service';

/** Idempotency-Key answers: claimed and stored in the caller's transaction (no routes of its own). */
export const createIdempotencyModule = (platform: Platform) =>
  ({
    name: 'idempotency',
    api: { service: createIdempotencyService({ repo: createIdempotencyRepo(), clock: platform.clock }) },
  }) satisfies ServerModule<'idempotency'>;
