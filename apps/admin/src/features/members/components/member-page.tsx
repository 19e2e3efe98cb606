import type { AdminMemberDetail } from '@chokdee/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { access, allows } from '../../../config/access';
import {
  memberGameRoundsHref,
  memberRiskPageHref,
  paths,
  promotionConditionsHref,
  rewardGrantHrefFor,
} from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { gamesTh } from '../../../messages/games';
import { memberRiskTh } from '../../../messages/member-risk';
import { accountKindLabel, genderLabel, membersTh, sourceRefName } from '../../../messages/members';
import { adminTh } from '../../../messages/th';
import { useMember } from '../api/get-member';
import {
  MemberAccountKindDialog,
  MemberLockDialog,
  MemberPasswordResetDialog,
} from './member-account-dialogs';
import { MemberAdjustmentDialog } from './member-adjustment-dialog';
import { MemberHistoryTabs } from './member-history';
import { Fields, InfoCard, MemberStatusBadge, memberHref, timeOrNever } from './member-parts';
import { PayoutRecipientCard } from './payout-recipient-card';
import { ReceivableCard } from './receivable-card';

type Dialog = 'lock' | 'unlock' | 'passwordReset' | 'adjust' | 'accountKind';

const countAmount = (total: { count: number; amount: string }) =>
  fill(membersTh.countAmount, { amount: formatBaht(total.amount), count: total.count });

const ProfileCard = ({ member }: { member: AdminMemberDetail }) => (
  <InfoCard title={membersTh.profile}>
    <p className="text-xl font-bold text-slate-900" data-testid="member-name">
      {member.name}
    </p>
    <p className="mb-3 font-mono text-slate-700">{member.phone}</p>
    <Fields
      rows={{
        [membersTh.gender]: member.gender ? genderLabel[member.gender] : membersTh.none,
        [membersTh.email]: member.email ?? membersTh.none,
        [membersTh.sourceRef]: member.sourceRef ? sourceRefName(member.sourceRef) : membersTh.none,
        [membersTh.referralCode]: <span className="font-mono">{member.referralCode}</span>,
        [membersTh.referrer]: member.referrer ? (
          <Link to={memberHref(member.referrer.id)} className="text-brand-700 underline">
            {member.referrer.name} ({member.referrer.phone})
          </Link>
        ) : (
          membersTh.none
        ),
        [membersTh.agent]: member.agent ? `${member.agent.name} (${member.agent.code})` : membersTh.none,
        ...(member.accountKind && {
          [membersTh.accountKind]: (
            <span data-testid="member-account-kind">{accountKindLabel[member.accountKind]}</span>
          ),
        }),
        [membersTh.colRegistered]: formatDateTime(member.createdAt),
        [membersTh.colLastLogin]: timeOrNever(member.lastLoginAt),
        [membersTh.memberId]: <span className="font-mono text-xs break-all">{member.id}</span>,
      }}
    />
  </InfoCard>
);

const WalletCard = ({ member }: { member: AdminMemberDetail }) => (
  <InfoCard title={membersTh.wallet}>
    <p className="text-sm text-slate-500">{membersTh.balance}</p>
    <p className="mb-1 text-3xl font-bold text-slate-900 tabular-nums" data-testid="member-balance">
      {formatBaht(member.wallet.balance)}
    </p>
    <p className="mb-3 text-sm text-slate-600">
      {membersTh.lockedBalance}{' '}
      <span className="font-semibold tabular-nums" data-testid="member-locked-balance">
        {formatBaht(member.wallet.lockedBalance)}
      </span>
    </p>
    <Fields
      rows={{
        [membersTh.totalDeposits]: countAmount(member.totals.deposits),
        [membersTh.totalWithdrawals]: countAmount(member.totals.withdrawals),
        [membersTh.totalPendingWithdrawals]: countAmount(member.totals.pendingWithdrawals),
        [membersTh.totalBets]: countAmount(member.totals.bets),
        [membersTh.totalWins]: countAmount(member.totals.wins),
      }}
    />
  </InfoCard>
);

const StatusAndBankCard = ({ member }: { member: AdminMemberDetail }) => (
  <InfoCard title={membersTh.accountStatus}>
    <div className="mb-3" data-testid="member-status">
      <MemberStatusBadge status={member.status} />
    </div>
    {member.lock && (
      <div className="mb-4 rounded-md bg-red-50 p-3 ring-1 ring-red-200">
        <Fields
          rows={{
            [membersTh.lockReason]: <span data-testid="member-lock-reason">{member.lock.reason}</span>,
            [membersTh.lockedAt]: formatDateTime(member.lock.lockedAt),
            [membersTh.lockedBy]: member.lock.lockedBy.username,
          }}
        />
      </div>
    )}
    <h3 className="mb-2 text-sm font-bold text-slate-900">{membersTh.bankAccounts}</h3>
    {member.bankAccounts.length ? (
      <ul className="flex flex-col gap-2 text-sm">
        {member.bankAccounts.map((account) => (
          <li key={`${account.code}-${account.accountNumber}`}>
            <div className="font-medium">{account.name}</div>
            <div className="font-mono text-slate-700">{account.accountNumber}</div>
            <div className="text-slate-600">{account.accountName}</div>
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-slate-500">{membersTh.noBank}</p>
    )}
  </InfoCard>
);

/** The buttons a role may use on this member (the server refuses the rest with 403 anyway). */
const ActionButtons = ({
  member,
  onOpen,
}: {
  member: AdminMemberDetail;
  onOpen: (dialog: Dialog) => void;
}) => {
  const role = useMe().data?.role;
  return (
    <>
      {allows(role, access.money) && <Button onClick={() => onOpen('adjust')}>{membersTh.adjust}</Button>}
      {allows(role, access.memberPasswordReset) && (
        <Button variant="secondary" onClick={() => onOpen('passwordReset')}>
          {membersTh.resetPassword}
        </Button>
      )}
      {allows(role, access.memberLock) &&
        (member.status === 'LOCKED' ? (
          <Button variant="secondary" onClick={() => onOpen('unlock')}>
            {membersTh.unlock}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => onOpen('lock')}>
            {membersTh.lock}
          </Button>
        ))}
      {allows(role, access.owner) && (
        <Button variant="secondary" onClick={() => onOpen('accountKind')}>
          {membersTh.setAccountKind}
        </Button>
      )}
    </>
  );
};

/**
 * A member's page (every role): profile, wallet with totals, status with the lock reason and bank
 * accounts, the payout recipient (money readers), the histories as tabs; and, by role, adjust the
 * wallet, reset the password, lock or unlock, and (owner) set the account kind (house and staff
 * accounts never shoot Yeekee).
 */
export const MemberPage = () => {
  const { id = '' } = useParams();
  const member = useMember(id);
  const me = useMe();
  const [open, setOpen] = useState<Dialog>();
  const close = () => setOpen(undefined);
  const data = member.data;

  return (
    <div>
      <Link
        to={paths.members}
        className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {membersTh.backToSearch}
      </Link>
      <PageHeader
        title={adminTh.pageMember}
        actions={
          data && (
            <>
              <ActionButtons member={data} onOpen={setOpen} />
              <Link
                to={promotionConditionsHref(data.id)}
                className="inline-flex h-10 items-center rounded-md px-4 font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
              >
                {membersTh.promotionConditions}
              </Link>
              {allows(me.data?.role, access.money) && (
                <Link
                  to={rewardGrantHrefFor(data.id)}
                  className="inline-flex h-10 items-center rounded-md px-4 font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                >
                  {membersTh.grantBonus}
                </Link>
              )}
              {allows(me.data?.role, access.memberRisk) && (
                <Link
                  to={memberRiskPageHref(data.id)}
                  className="inline-flex h-10 items-center rounded-md px-4 font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                >
                  {memberRiskTh.open}
                </Link>
              )}
              {allows(me.data?.role, access.gameRounds) && (
                <Link
                  to={memberGameRoundsHref(data.id)}
                  className="inline-flex h-10 items-center rounded-md px-4 font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                >
                  {gamesTh.memberRounds}
                </Link>
              )}
              <Button variant="secondary" loading={member.isFetching} onClick={() => void member.refetch()}>
                {adminTh.refresh}
              </Button>
            </>
          )
        }
      />
      {member.isError && <Alert className="mb-3">{apiMessage(member.error)}</Alert>}
      {!data ? (
        !member.isError && <Spinner />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <ProfileCard member={data} />
            <WalletCard member={data} />
            <StatusAndBankCard member={data} />
          </div>
          <ReceivableCard member={data} />
          <PayoutRecipientCard member={data} />
          <MemberHistoryTabs key={data.id} member={data} />
          {(open === 'lock' || open === 'unlock') && (
            <MemberLockDialog member={data} action={open} onClose={close} />
          )}
          {open === 'passwordReset' && <MemberPasswordResetDialog member={data} onClose={close} />}
          {open === 'adjust' && <MemberAdjustmentDialog member={data} onClose={close} />}
          {open === 'accountKind' && <MemberAccountKindDialog member={data} onClose={close} />}
        </>
      )}
    </div>
  );
};
