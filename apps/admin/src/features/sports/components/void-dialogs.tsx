import { type SportsTickerRow, sportsTicketVoidInputSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { useConfirmVoid } from '../api/confirm-void';
import { useRequestVoid } from '../api/request-void';

const { kind, referenceOdds, reason } = sportsTicketVoidInputSchema.shape;

/** The contract's void request; a price error needs the reference price it is judged against. */
const voidFormSchema = z.object({ kind, referenceOdds: z.string(), reason }).superRefine((value, ctx) => {
  if (value.kind !== 'PRICE') return;
  const checked = referenceOdds.unwrap().safeParse(value.referenceOdds);
  if (!checked.success)
    ctx.addIssue({
      code: 'custom',
      path: ['referenceOdds'],
      message: checked.error.issues[0]?.message ?? th.referenceOdds,
    });
});
type VoidForm = z.input<typeof voidFormSchema>;

const kindOptions = [
  { value: 'PRICE', label: th.voidKinds.PRICE },
  { value: 'MAPPING', label: th.voidKinds.MAPPING },
];

/** The maker's step of an obvious-error void: the kind, the reference price for a price error, a reason. */
export const RequestVoidDialog = ({ ticket, onClose }: { ticket: SportsTickerRow; onClose: () => void }) => {
  const mutation = useRequestVoid();
  const form = useForm<VoidForm, unknown, z.output<typeof voidFormSchema>>({
    resolver: zodResolver(voidFormSchema),
    defaultValues: { kind: 'PRICE', referenceOdds: '', reason: '' },
  });
  const chosen = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (value) => {
    await mutation.mutateAsync({
      ticketId: ticket.id,
      input: {
        kind: value.kind,
        reason: value.reason,
        ...(value.kind === 'PRICE' ? { referenceOdds: value.referenceOdds.trim() } : {}),
      },
    });
    toast.success(th.voidRequested);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={fill(th.requestVoidTitle, { ticketNo: ticket.ticketNo })}
      description={th.requestVoidBody}
      confirmLabel={th.requestVoid}
      tone="danger"
      mutation={mutation}
      onSubmit={formSubmit(submit)}
      confirmTestId="void-request-submit"
    >
      <SelectField
        label={th.voidKind}
        options={kindOptions}
        error={errors.kind?.message}
        data-testid="void-kind"
        {...form.register('kind')}
      />
      {chosen === 'PRICE' && (
        <TextField
          inputMode="decimal"
          label={th.referenceOdds}
          hint={th.referenceOddsHint}
          error={errors.referenceOdds?.message}
          data-testid="void-reference-odds"
          {...form.register('referenceOdds')}
        />
      )}
      <TextField
        label={th.reason}
        error={errors.reason?.message}
        data-testid="void-reason"
        {...form.register('reason')}
      />
    </ActionDialog>
  );
};

/** The checker's step: approves the asked void; the one who asked is refused by the server. */
export const ConfirmVoidDialog = ({ ticket, onClose }: { ticket: SportsTickerRow; onClose: () => void }) => {
  const mutation = useConfirmVoid();
  const request = ticket.voidRequest;
  return (
    <ActionDialog
      onClose={onClose}
      title={fill(th.confirmVoidTitle, { ticketNo: ticket.ticketNo })}
      description={fill(th.confirmVoidBody, {
        kind: request ? th.voidKinds[request.kind] : '',
        reason: request?.reason ?? '',
        name: request?.requestedBy ?? '',
        stake: formatBaht(ticket.stake),
        member: ticket.member,
      })}
      confirmLabel={th.confirmVoid}
      tone="danger"
      mutation={mutation}
      confirmTestId="void-confirm-submit"
      onSubmit={(event) => {
        event.preventDefault();
        void mutation
          .mutateAsync(ticket.id)
          .then(() => {
            toast.success(th.voidConfirmed);
            onClose();
          })
          .catch(() => undefined);
      }}
    />
  );
};
