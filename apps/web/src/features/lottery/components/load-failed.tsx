import { Button } from '../../../components/ui/button';
import { lotteryText } from '../../../messages/lottery';

/** A read that failed: what failed, and "ลองใหม่". */
export const LoadFailed = ({ text, onRetry }: { text: string; onRetry: () => void }) => (
  <div className="flex items-center gap-3 text-sm text-red-300">
    <p>{text}</p>
    <Button size="sm" variant="secondary" onClick={onRetry}>
      {lotteryText.retry}
    </Button>
  </div>
);
