import { fillMessage } from '@chokdee/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatBaht } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { promotionText } from '../../../messages/promotions';
import { useForfeitPromotion } from '../api/forfeit-promotion';

/**
 * "สละโบนัส" behind a confirm dialog that says what is lost (the bonus and what it won) and what is
 * gained (cash free at once). The server answers what was removed; `onForfeited` lets the caller close.
 */
export const ForfeitButton = ({ onForfeited }: { onForfeited?: () => void }) => {
  const [isAsking, setAsking] = useState(false);
  const forfeit = useForfeitPromotion();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {promotionText.forfeit}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setAsking}
        title={promotionText.forfeitTitle}
        description={promotionText.forfeitBody}
        confirmLabel={promotionText.forfeitConfirm}
        cancelLabel={promotionText.keep}
        loading={forfeit.isPending}
        onConfirm={() =>
          forfeit.mutate(undefined, {
            onSuccess: ({ forfeited }) => {
              toast.success(fillMessage(promotionText.forfeited, { amount: formatBaht(forfeited) }));
              setAsking(false);
              onForfeited?.();
            },
            // The api client toasted the server's Thai message; the dialog stays for another try.
          })
        }
      />
    </>
  );
};
