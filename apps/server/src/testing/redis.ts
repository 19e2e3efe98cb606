/** Redis for the multi-node tests (`REDIS_URL`); those tests run only when it is set. */
export const testRedisUrl = (): string | undefined => process.env.REDIS_URL || undefined;
