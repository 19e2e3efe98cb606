import { Button } from '../../../components/ui/button';
import { referralText } from '../../../messages/referral';

/** Loading, or a failure with a retry. */
export const LoadState = ({ isError, onRetry }: { isError: boolean; onRetry: () => void }) =>
  isError ? (
    <div className="flex items-center gap-3 text-sm text-red-300">
      <p>{referralText.failed}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {referralText.retry}
      </Button>
    </div>
  ) : (
    <p className="text-sm text-white/70">{referralText.loading}</p>
  );
