import { th } from '@chokdee/contracts';
import { copyText } from '../../lib/copy-text';
import { toast } from '../../lib/toast';
import { walletText } from '../../messages/th';
import { Button } from './button';

/** Copies `text` and says 'คัดลอกเรียบร้อย' (docs/domain/member-site.md §8). */
export const CopyButton = ({ text, label }: { text: string; label: string }) => (
  <Button
    size="sm"
    variant="secondary"
    aria-label={label}
    onClick={async () => {
      try {
        await copyText(text);
        toast.success(th.copied);
      } catch {
        toast.error(walletText.copyFailed);
      }
    }}
  >
    {walletText.copy}
  </Button>
);
