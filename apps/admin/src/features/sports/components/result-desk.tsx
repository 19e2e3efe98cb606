import { type SportsAdminFixture, type StaffAccount, sportsResultInputSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { useConfirmResult } from '../api/confirm-result';
import { useEnterResult } from '../api/enter-result';
import { Panel, scoreText } from './parts';

type ResultDesk = SportsAdminFixture['result'];
type Pending = NonNullable<ResultDesk['pending']>;

/** The contract's result, and a first half that cannot be above full time (the grader refuses it). */
const resultFormSchema = sportsResultInputSchema.refine(
  ({ ft, ht }) => ht.home <= ft.home && ht.away <= ft.away,
  { message: th.halfAboveFull, path: ['ht'] },
);
type ResultForm = z.input<typeof resultFormSchema>;

const Scores = ({
  ft,
  ht,
}: {
  ft: { home: number; away: number } | null;
  ht: { home: number; away: number } | null;
}) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
    <dt className="text-slate-500">{th.fullTime}</dt>
    <dd className="font-semibold tabular-nums">{scoreText(ft)}</dd>
    <dt className="text-slate-500">{th.firstHalf}</dt>
    <dd className="font-semibold tabular-nums">{scoreText(ht)}</dd>
  </dl>
);

/** The maker's step: FT and HT scores, a result or (once settled) a revision, for another staff member to confirm. */
const ResultEntry = ({ fixture, revision }: { fixture: SportsAdminFixture; revision: boolean }) => {
  const mutation = useEnterResult(fixture.id);
  const form = useForm<ResultForm, unknown, z.output<typeof resultFormSchema>>({
    resolver: zodResolver(resultFormSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (result) => {
    await mutation.mutateAsync(result);
    toast.success(th.resultEntered);
    form.reset();
  });
  const goals = { type: 'number', min: 0, inputMode: 'numeric' } as const;
  const title = revision ? th.enterRevision : th.enterResult;
  return (
    <form noValidate aria-label={title} onSubmit={formSubmit(submit)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-800">{title}</h3>
      <p className="text-sm text-slate-600">{revision ? th.revisionHint : th.enterHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...goals}
          label={fill(th.ftHome, { team: fixture.home })}
          error={errors.ft?.home?.message}
          data-testid="result-ft-home"
          {...form.register('ft.home', { valueAsNumber: true })}
        />
        <TextField
          {...goals}
          label={fill(th.ftAway, { team: fixture.away })}
          error={errors.ft?.away?.message}
          data-testid="result-ft-away"
          {...form.register('ft.away', { valueAsNumber: true })}
        />
        <TextField
          {...goals}
          label={fill(th.htHome, { team: fixture.home })}
          error={errors.ht?.home?.message}
          data-testid="result-ht-home"
          {...form.register('ht.home', { valueAsNumber: true })}
        />
        <TextField
          {...goals}
          label={fill(th.htAway, { team: fixture.away })}
          error={errors.ht?.away?.message}
          data-testid="result-ht-away"
          {...form.register('ht.away', { valueAsNumber: true })}
        />
      </div>
      {errors.ht?.message ? <Alert>{errors.ht.message}</Alert> : null}
      {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
      <div>
        <Button type="submit" loading={mutation.isPending} data-testid="result-submit">
          {title}
        </Button>
      </div>
    </form>
  );
};

/** The entered result awaiting a second staff member: who, which revision, and every ticket's payout change. */
const PendingResult = ({
  fixture,
  pending,
  me,
}: {
  fixture: SportsAdminFixture;
  pending: Pending;
  me: StaffAccount;
}) => {
  const [confirming, setConfirming] = useState(false);
  const mutation = useConfirmResult(fixture.id);
  // The server refuses the maker anyway (403 SPORTS_MAKER_CHECKER); this only saves them the try.
  const isMaker = pending.enteredBy === me.username;
  const match = fill(th.versus, { home: fixture.home, away: fixture.away });
  return (
    <div
      className="flex flex-col gap-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200"
      data-testid="result-pending"
    >
      <h3 className="font-semibold text-amber-900">{th.pendingResult}</h3>
      <p className="text-sm text-amber-900">
        {fill(th.pendingLine, {
          revision: pending.revision,
          name: pending.enteredBy,
          time: formatDateTime(pending.enteredAt),
        })}
      </p>
      <Scores ft={pending.ft} ht={pending.ht} />
      <Table label={th.previewTable}>
        <thead>
          <tr>
            <Th>{th.colTicketNo}</Th>
            <Th>{th.colMember}</Th>
            <Th className="text-right">{th.colBefore}</Th>
            <Th className="text-right">{th.colAfter}</Th>
            <Th className="text-right">{th.colDifference}</Th>
          </tr>
        </thead>
        <tbody>
          {pending.preview.length === 0 && <EmptyRow colSpan={5}>{th.previewEmpty}</EmptyRow>}
          {pending.preview.map((row) => (
            <tr key={row.ticketNo} data-testid={`preview-${row.ticketNo}`}>
              <Td className="font-mono">{row.ticketNo}</Td>
              <Td>{row.member}</Td>
              <Td className="text-right">
                <Money amount={row.before} />
              </Td>
              <Td className="text-right">
                <Money amount={row.after} />
              </Td>
              <Td className="text-right font-semibold">
                <Money amount={row.difference} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {isMaker ? (
        <Alert tone="info">{th.makerMustWait}</Alert>
      ) : (
        <div>
          <Button data-testid="result-confirm" onClick={() => setConfirming(true)}>
            {th.confirmResult}
          </Button>
        </div>
      )}
      {confirming && (
        <ActionDialog
          onClose={() => setConfirming(false)}
          title={fill(th.confirmResultTitle, { match })}
          description={fill(th.confirmResultBody, {
            ft: scoreText(pending.ft),
            ht: scoreText(pending.ht),
            revision: pending.revision,
          })}
          confirmLabel={th.confirmResult}
          mutation={mutation}
          confirmTestId="result-confirm-submit"
          onSubmit={(event) => {
            event.preventDefault();
            void mutation
              .mutateAsync()
              .then(() => {
                toast.success(th.resultConfirmed);
                setConfirming(false);
              })
              .catch(() => undefined);
          }}
        />
      )}
    </div>
  );
};

/**
 * The result desk (maker-checker): the feed's result and the confirmed one beside the entry form; an
 * entered result waits, with the preview of what confirming it changes, for another staff member.
 */
export const ResultDeskPanel = ({ fixture, me }: { fixture: SportsAdminFixture; me: StaffAccount }) => {
  const { feed, confirmed, pending, enterable } = fixture.result;
  return (
    <Panel title={th.resultDesk} testId="result-desk">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <div data-testid="result-feed">
            <h3 className="mb-1 font-semibold text-slate-800">{th.feedResult}</h3>
            {feed && (feed.ft || feed.ht) ? (
              <Scores ft={feed.ft} ht={feed.ht} />
            ) : (
              <p className="text-sm text-slate-500">{th.noFeedResult}</p>
            )}
          </div>
          {confirmed && (
            <div data-testid="result-confirmed">
              <h3 className="mb-1 font-semibold text-slate-800">{th.confirmedResult}</h3>
              <Scores ft={confirmed.ft} ht={confirmed.ht} />
              <p className="mt-1 text-xs text-slate-500">
                {fill(th.confirmedLine, {
                  revision: confirmed.revision,
                  source: confirmed.source,
                  time: formatDateTime(confirmed.confirmedAt),
                })}
              </p>
            </div>
          )}
        </div>
        {enterable && <ResultEntry fixture={fixture} revision={confirmed !== null} />}
      </div>
      {pending && (
        <div className="mt-4">
          <PendingResult fixture={fixture} pending={pending} me={me} />
        </div>
      )}
    </Panel>
  );
};
