import { rejectRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formSubmit } from '../../lib/form-submit';
import { ActionDialog } from './action-dialog';
import { Button } from './button';
import { TextField } from './text-field';

export type Decision = 'approve' | 'reject';

/**
 * A second staff member's decision on a pending request (maker-checker): approve after a
 * confirmation, or reject with a reason. The server's refusal (the maker themself, decided already)
 * shows inside the dialog.
 */
export const DecideDialog = ({
  decision,
  text,
  mutation,
  decide,
  onClose,
}: {
  decision: Decision;
  text: {
    approve: string;
    reject: string;
    approveBody: string;
    rejectBody: string;
    rejectReason: string;
    approved: string;
    rejected: string;
  };
  mutation: { isPending: boolean; error: unknown };
  /** Runs the call; resolves on success. */
  decide: (input: { decision: 'approve' } | { decision: 'reject'; reason: string }) => Promise<unknown>;
  onClose: () => void;
}) => {
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(rejectRequestSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    await decide(decision === 'approve' ? { decision } : { decision, reason });
    toast.success(decision === 'approve' ? text.approved : text.rejected);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={decision === 'approve' ? text.approve : text.reject}
      description={decision === 'approve' ? text.approveBody : text.rejectBody}
      confirmLabel={decision === 'approve' ? text.approve : text.reject}
      tone={decision === 'approve' ? 'primary' : 'danger'}
      mutation={mutation}
      onSubmit={
        decision === 'approve'
          ? (event) => {
              event.preventDefault();
              void decide({ decision })
                .then(() => {
                  toast.success(text.approved);
                  onClose();
                })
                .catch(() => undefined);
            }
          : formSubmit(submit)
      }
    >
      {decision === 'reject' && (
        <TextField
          label={text.rejectReason}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      )}
    </ActionDialog>
  );
};

/** The two buttons of a pending row that opens the decision dialog. */
export const DecideButtons = ({
  text,
  onDecide,
}: {
  text: { approve: string; reject: string };
  onDecide: (decision: Decision) => void;
}) => (
  <div className="flex gap-2">
    <Button size="sm" onClick={() => onDecide('approve')}>
      {text.approve}
    </Button>
    <Button size="sm" variant="secondary" onClick={() => onDecide('reject')}>
      {text.reject}
    </Button>
  </div>
);
