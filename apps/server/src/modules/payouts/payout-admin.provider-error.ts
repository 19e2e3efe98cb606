import { match } from 'ts-pattern';
import { PayoutProviderError } from '#adapters/bank-payout/bank-payout';
import { AppError } from '#platform/http/app-error';

/**
 * A provider call's failure as the back office's envelope error: unreachable (network, timeout, 5xx),
 * the secret key refused, or the provider's own refusal with its code. Anything else is ours: rethrown.
 */
export const providerAppError = (err: unknown): AppError => {
  if (!(err instanceof PayoutProviderError)) throw err;
  return match(err.kind)
    .with('unreachable', 'timeout', 'server', () => new AppError('PAYOUT_PROVIDER_UNREACHABLE'))
    .with('unauthorized', () => new AppError('PAYOUT_PROVIDER_UNAUTHORIZED'))
    .with(
      'rejected',
      'not_found',
      () => new AppError('PAYOUT_PROVIDER_REFUSED', { params: { reason: err.providerCode ?? err.kind } }),
    )
    .exhaustive();
};

/** Runs a provider call; its failure becomes the envelope error above. */
export const askProvider = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (err) {
    throw providerAppError(err);
  }
};
