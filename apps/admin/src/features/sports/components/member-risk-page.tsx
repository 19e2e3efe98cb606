import { type SportsMemberRisk, sportsMemberRiskInputSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { generatePath, Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FigureCard } from '../../../components/ui/figure-card';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { paths, sportsTickerHref } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { useMemberRisk } from '../api/get-member-risk';
import { useUpdateMemberRisk } from '../api/update-member-risk';
import { Panel } from './parts';

type RiskForm = z.input<typeof sportsMemberRiskInputSchema>;

/** A new stake factor with its reason (kept in the card's history and the audit log). */
const FactorForm = ({ memberId, current }: { memberId: string; current: string }) => {
  const mutation = useUpdateMemberRisk(memberId);
  const form = useForm<RiskForm, unknown, z.output<typeof sportsMemberRiskInputSchema>>({
    resolver: zodResolver(sportsMemberRiskInputSchema),
    defaultValues: { stakeFactor: current, reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const card = await mutation.mutateAsync(input);
    toast.success(th.factorSaved);
    form.reset({ stakeFactor: card.stakeFactor, reason: '' });
  });
  return (
    <Panel title={th.changeFactor}>
      <form
        noValidate
        aria-label={th.changeFactor}
        onSubmit={formSubmit(submit)}
        className="flex max-w-xl flex-col gap-3"
      >
        <TextField
          inputMode="decimal"
          label={th.stakeFactor}
          hint={th.changeFactorHint}
          error={errors.stakeFactor?.message}
          data-testid="risk-stake-factor"
          {...form.register('stakeFactor')}
        />
        <TextField
          label={th.reason}
          error={errors.reason?.message}
          data-testid="risk-reason"
          {...form.register('reason')}
        />
        {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
        <div>
          <Button type="submit" loading={mutation.isPending} data-testid="risk-submit">
            {th.save}
          </Button>
        </div>
      </form>
    </Panel>
  );
};

const Changes = ({ changes }: { changes: SportsMemberRisk['changes'] }) => (
  <Panel title={th.changes}>
    <Table label={th.changesTable}>
      <thead>
        <tr>
          <Th>{th.colAt}</Th>
          <Th>{th.colFactor}</Th>
          <Th>{th.colReason}</Th>
          <Th>{th.colBy}</Th>
        </tr>
      </thead>
      <tbody>
        {changes.length === 0 && <EmptyRow colSpan={4}>{th.none}</EmptyRow>}
        {changes.map((change) => (
          <tr key={`${change.at}-${change.stakeFactor}`}>
            <Td className="whitespace-nowrap">{formatDateTime(change.at)}</Td>
            <Td className="tabular-nums">{fill(th.stakeFactorValue, { factor: change.stakeFactor })}</Td>
            <Td>{change.reason}</Td>
            <Td>{change.by}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  </Panel>
);

/**
 * A member's sports risk card (owner, trader): net win over 7 and 30 days, open stake, the stake factor
 * and tier with their history, and the form to change the factor with a reason.
 */
export const MemberRiskPage = () => {
  const { id = '' } = useParams();
  const risk = useMemberRisk(id);
  const data = risk.data;
  const back = (
    <Link to={paths.sportsTicker} className="mb-2 inline-block text-sm text-brand-700 underline">
      ← {th.backToTicker}
    </Link>
  );
  if (risk.isError && !data)
    return (
      <div>
        {back}
        <Alert>{apiMessage(risk.error)}</Alert>
      </div>
    );
  if (!data) return <Spinner />;
  return (
    <div className="flex flex-col gap-4">
      <div>
        {back}
        <PageHeader
          title={th.pageMemberRisk}
          actions={
            <>
              <Link
                to={generatePath(paths.member, { id: data.memberId })}
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-600"
              >
                {th.memberPage}
              </Link>
              <Link
                to={sportsTickerHref({ memberId: data.memberId })}
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-600"
              >
                {th.memberTickets}
              </Link>
            </>
          }
        />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <FigureCard label={th.netWin7d} testId="risk-net-7d">
          <Money amount={data.netWin7d} />
        </FigureCard>
        <FigureCard label={th.netWin30d} testId="risk-net-30d">
          <Money amount={data.netWin30d} />
        </FigureCard>
        <FigureCard label={th.openStake} testId="risk-open-stake">
          <Money amount={data.openStake} />
        </FigureCard>
        <FigureCard label={th.stakeFactor} testId="risk-factor">
          {fill(th.stakeFactorValue, { factor: data.stakeFactor })}
        </FigureCard>
        <FigureCard label={th.memberTier} testId="risk-tier">
          {data.tier}
        </FigureCard>
      </dl>
      <FactorForm key={data.stakeFactor} memberId={data.memberId} current={data.stakeFactor} />
      <Changes changes={data.changes} />
    </div>
  );
};
