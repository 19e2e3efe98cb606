import { type AdminGameRound, type GameRoundStatus, gameCategoryNames } from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { gameRoundHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatDateTime } from '../../../lib/format';
import { gamesTh as th } from '../../../messages/games';
import { bangkokDayEndIso, bangkokDayStartIso } from '../api/ggr';
import { useGameProviders } from '../api/providers';
import { findMembers, GAME_ROUNDS_PAGE_SIZE, type RoundsFilter, useGameRounds } from '../api/rounds';
import { RoundStatus, roundStatusOptions } from './round-status';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Draft = {
  member: string;
  providerTxnId: string;
  providerId: string;
  status: string;
  from: string;
  to: string;
};
const emptyDraft: Draft = { member: '', providerTxnId: '', providerId: '', status: '', from: '', to: '' };

/** A member id as typed, or the one member a phone names (the members search matches phones). */
const resolveMember = async (text: string): Promise<{ memberId: string } | { error: string }> => {
  if (UUID.test(text)) return { memberId: text };
  const found = await findMembers(text);
  const exact = found.filter((member) => member.phone === text);
  const only = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
  if (only) return { memberId: only.id };
  return { error: fill(found.length === 0 ? th.memberNotFound : th.memberAmbiguous, { q: text }) };
};

export const roundColumns = [
  { label: th.colOpenedAt },
  { label: th.colMember },
  { label: th.colProvider },
  { label: th.colGame },
  { label: th.colRoundId },
  { label: th.colStatus },
  { label: th.colStake, className: 'text-right' },
  { label: th.colWin, className: 'text-right' },
  { label: '' },
];

/** One round's cells, as the rounds search and the stuck rounds list show it. */
export const RoundCells = ({ round }: { round: AdminGameRound }) => (
  <>
    <Td className="whitespace-nowrap">{formatDateTime(round.openedAt)}</Td>
    <Td>
      <div>{round.member.phone}</div>
      <div className="text-xs text-slate-500">{round.member.name}</div>
    </Td>
    <Td>{round.provider}</Td>
    <Td>
      <div>{round.game}</div>
      <div className="text-xs text-slate-500">{gameCategoryNames[round.category]}</div>
    </Td>
    <Td className="font-mono text-xs">{round.providerRoundId}</Td>
    <Td>
      <RoundStatus status={round.status} />
    </Td>
    <Td className="text-right">
      <Money amount={round.stake} />
    </Td>
    <Td className="text-right">
      <Money amount={round.win} />
    </Td>
    <Td>
      <Link className="text-sm font-medium text-brand-700 underline" to={gameRoundHref(round.id)}>
        {th.detail}
      </Link>
    </Td>
  </>
);

/**
 * Provider game rounds (owner, finance, support): search by a member's phone or id, a provider's
 * transaction id, provider, status and Bangkok days; newest first. `?memberId=` or `?providerTxnId=`
 * opens with that search (links from elsewhere).
 */
export const GameRoundsPage = () => {
  const me = useMe();
  const [params] = useSearchParams();
  const initial: Draft = {
    ...emptyDraft,
    member: params.get('memberId') ?? '',
    providerTxnId: params.get('providerTxnId') ?? '',
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const [filter, setFilter] = useState<RoundsFilter>(() => ({
    ...(initial.member ? { memberId: initial.member } : {}),
    ...(initial.providerTxnId ? { providerTxnId: initial.providerTxnId } : {}),
  }));
  const [pageNo, setPageNo] = useState(1);
  const [searchError, setSearchError] = useState<string | undefined>();
  const [resolving, setResolving] = useState(false);
  const providers = useGameProviders(allows(me.data?.role, access.gameProvidersRead));
  const rounds = useGameRounds(filter, pageNo);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearchError(undefined);
    const next: RoundsFilter = {};
    const member = draft.member.trim();
    if (member) {
      setResolving(true);
      try {
        const resolved = await resolveMember(member);
        if ('error' in resolved) return setSearchError(resolved.error);
        next.memberId = resolved.memberId;
      } catch (error) {
        return setSearchError(apiMessage(error));
      } finally {
        setResolving(false);
      }
    }
    if (draft.providerTxnId.trim()) next.providerTxnId = draft.providerTxnId.trim();
    if (draft.providerId) next.providerId = draft.providerId;
    if (draft.status) next.status = draft.status as GameRoundStatus;
    if (draft.from) next.from = bangkokDayStartIso(draft.from);
    if (draft.to) next.to = bangkokDayEndIso(draft.to);
    setPageNo(1);
    setFilter(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageRounds} />
      <p className="max-w-3xl text-sm text-slate-600">{th.roundsIntro}</p>
      <form
        aria-label={th.searchForm}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void search(event)}
      >
        <TextField label={th.memberLabel} value={draft.member} maxLength={60} onChange={set('member')} />
        <TextField
          label={th.txnIdLabel}
          value={draft.providerTxnId}
          maxLength={100}
          onChange={set('providerTxnId')}
        />
        {providers.data && (
          <SelectField
            label={th.filterProvider}
            value={draft.providerId}
            onChange={set('providerId')}
            options={[
              { value: '', label: th.all },
              ...providers.data.map((provider) => ({ value: provider.id, label: provider.name })),
            ]}
          />
        )}
        <SelectField
          label={th.statusLabel}
          value={draft.status}
          onChange={set('status')}
          options={[{ value: '', label: th.all }, ...roundStatusOptions]}
        />
        <TextField type="date" label={th.fromLabel} value={draft.from} onChange={set('from')} />
        <TextField type="date" label={th.toLabel} value={draft.to} onChange={set('to')} />
        <Button type="submit" loading={resolving}>
          {th.search}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(emptyDraft);
            setSearchError(undefined);
            setPageNo(1);
            setFilter({});
          }}
        >
          {th.clear}
        </Button>
      </form>
      {searchError && <Alert>{searchError}</Alert>}
      <PagedTable
        label={th.roundsTable}
        columns={roundColumns}
        page={rounds.data}
        error={rounds.isError ? apiMessage(rounds.error) : undefined}
        pageNo={pageNo}
        pageSize={GAME_ROUNDS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(round: AdminGameRound) => (
          <tr key={round.id} data-testid={`round-${round.id}`}>
            <RoundCells round={round} />
          </tr>
        )}
      />
    </div>
  );
};
