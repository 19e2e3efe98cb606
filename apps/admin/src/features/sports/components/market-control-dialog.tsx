import { type SportsAdminMarketControl, sportsAdminMarketControlSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { useControlMarket } from '../api/control-market';

export type MarketAction = SportsAdminMarketControl['action'];

/** What the dialog acts on: one market (its key and readable name) or `ALL` of the fixture. */
export type MarketControlTarget = { market: string; name: string; action: MarketAction };

const reasonSchema = sportsAdminMarketControlSchema.pick({ reason: true });

/**
 * Suspend, close or reopen a market (or all of the fixture's) with a reason, which the server keeps
 * as the operator's hold and in the audit log. Nothing is sent without a reason.
 */
export const MarketControlDialog = ({
  fixtureId,
  match,
  target,
  onClose,
}: {
  fixtureId: string;
  /** "home พบ away", for the dialog's title when it acts on every market. */
  match: string;
  target: MarketControlTarget;
  onClose: () => void;
}) => {
  const mutation = useControlMarket(fixtureId);
  const form = useForm<z.input<typeof reasonSchema>, unknown, z.output<typeof reasonSchema>>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const { action } = target;
  const submit = form.handleSubmit(async ({ reason }) => {
    await mutation.mutateAsync({ market: target.market, action, reason });
    toast.success(th.controlDone[action]);
    onClose();
  });
  const title =
    target.market === 'ALL'
      ? fill(th.controlAllTitle[action], { match })
      : fill(th.controlTitle[action], { market: target.name });
  return (
    <ActionDialog
      onClose={onClose}
      title={title}
      description={th.controlBody[action]}
      confirmLabel={action === 'SUSPEND' ? th.suspend : action === 'CLOSE' ? th.close : th.reopen}
      tone={action === 'REOPEN' ? 'primary' : 'danger'}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
      confirmTestId="market-control-submit"
    >
      <TextField
        label={th.reason}
        error={form.formState.errors.reason?.message}
        data-testid="market-control-reason"
        {...form.register('reason')}
      />
    </ActionDialog>
  );
};
