import { sportsAdminFixtureInputSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { sportsFixtureHref } from '../../../config/paths';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { useCreateFixture } from '../api/create-fixture';
import { bangkokLocalToIso } from '../model/time';

/** The contract's fixture, with the kick-off typed as Bangkok time and the tier left to the default. */
const fixtureFormSchema = sportsAdminFixtureInputSchema.omit({ kickoffAt: true, tier: true }).extend({
  kickoff: z.string().refine((value) => bangkokLocalToIso(value) !== undefined, th.kickoffInvalid),
  tier: z.enum(['', 'TOP', 'LOWER']),
});
type FixtureForm = z.input<typeof fixtureFormSchema>;

const tierOptions = [
  { value: '', label: th.tierDefault },
  { value: 'TOP', label: th.tierTop },
  { value: 'LOWER', label: th.tierLower },
];

/** A fixture entered by hand (a local league the feed does not cover); its page opens next, to price it. */
export const NewFixtureDialog = ({ onClose }: { onClose: () => void }) => {
  const mutation = useCreateFixture();
  const navigate = useNavigate();
  const form = useForm<FixtureForm, unknown, z.output<typeof fixtureFormSchema>>({
    resolver: zodResolver(fixtureFormSchema),
    defaultValues: { competition: '', home: '', away: '', kickoff: '', tier: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ kickoff, tier, ...names }) => {
    const kickoffAt = bangkokLocalToIso(kickoff) ?? kickoff;
    const fixture = await mutation.mutateAsync({ ...names, kickoffAt, ...(tier ? { tier } : {}) });
    toast.success(
      fill(th.fixtureCreated, { match: fill(th.versus, { home: fixture.home, away: fixture.away }) }),
    );
    onClose();
    navigate(sportsFixtureHref(fixture.id));
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={th.newFixture}
      description={th.newFixtureBody}
      confirmLabel={th.save}
      mutation={mutation}
      onSubmit={formSubmit(submit)}
    >
      <TextField
        label={th.competition}
        error={errors.competition?.message}
        data-testid="fixture-competition"
        {...form.register('competition')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={th.home}
          error={errors.home?.message}
          data-testid="fixture-home"
          {...form.register('home')}
        />
        <TextField
          label={th.away}
          error={errors.away?.message}
          data-testid="fixture-away"
          {...form.register('away')}
        />
      </div>
      <TextField
        type="datetime-local"
        label={th.kickoff}
        error={errors.kickoff?.message}
        data-testid="fixture-kickoff"
        {...form.register('kickoff')}
      />
      <SelectField label={th.tier} options={tierOptions} {...form.register('tier')} />
    </ActionDialog>
  );
};
