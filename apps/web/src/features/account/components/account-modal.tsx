import { fillMessage } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Modal } from '../../../components/ui/modal';
import { modalIds, paths } from '../../../config/paths';
import { useModal } from '../../../lib/modal-url';
import { accountSummaryText as text } from '../../../messages/account-summary';
import { useMe } from '../api/get-me';
import { useVipLevel } from '../api/get-vip-level';
import { maskAccountNumber, maskName, maskPhone } from '../utils/mask';

const section = 'rounded-xl bg-white/5 p-3';
const heading = 'mb-2 text-sm font-semibold text-gold-200';
const list = 'grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm';

/**
 * `?modal=account`: the member's summary — name and phone masked, the VIP level (only when the VIP
 * call answers), the balances (`balances`: composed in by the app, features do not import each
 * other), the referral code with copy and a link to `/referral-friend`, the bank account masked.
 */
export const AccountModal = ({ balances }: { balances: ReactNode }) => (
  <Modal id={modalIds.account} title={text.title}>
    <AccountSummary balances={balances} />
  </Modal>
);

const AccountSummary = ({ balances }: { balances: ReactNode }) => {
  const me = useMe();
  const vip = useVipLevel();
  const { openModal } = useModal();
  if (me.isPending) return <p className="text-sm text-white/70">{text.loading}</p>;
  if (me.isError) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-red-300">
        <p>{text.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void me.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  const member = me.data;
  const level = vip.data;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="account-member" className={section}>
        <h3 id="account-member" className={heading}>
          {text.memberHeading}
        </h3>
        <dl className={list}>
          <dt className="text-white/60">{text.nameLabel}</dt>
          <dd>{maskName(member.name)}</dd>
          <dt className="text-white/60">{text.phoneLabel}</dt>
          <dd className="tabular-nums">{maskPhone(member.mobileNo)}</dd>
          {level && (
            <>
              <dt className="text-white/60">{text.vipLabel}</dt>
              <dd data-testid="account-vip-level">
                {fillMessage(text.vipLevel, { level: level.level, name: level.name })}
              </dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="account-balances" className={section}>
        <h3 id="account-balances" className={heading}>
          {text.balancesHeading}
        </h3>
        {balances}
      </section>

      <section aria-labelledby="account-referral" className={section}>
        <h3 id="account-referral" className={heading}>
          {text.referralHeading}
        </h3>
        <div className="flex items-center justify-between gap-3">
          <span className="text-xl font-bold tracking-widest tabular-nums">{member.referralCode}</span>
          <CopyButton text={member.referralCode} label={text.copyReferralCode} />
        </div>
        <Link
          to={paths.referralFriend.getHref()}
          className={`${buttonClassName({ variant: 'secondary', size: 'sm', fullWidth: true })} mt-3`}
        >
          {text.referralLink}
        </Link>
      </section>

      <section aria-labelledby="account-bank" className={section}>
        <h3 id="account-bank" className={heading}>
          {text.bankHeading}
        </h3>
        <dl className={list}>
          <dt className="text-white/60">{text.bankLabel}</dt>
          <dd>{member.bankAccount.bankName}</dd>
          <dt className="text-white/60">{text.accountNumberLabel}</dt>
          <dd className="tabular-nums">{maskAccountNumber(member.bankAccount.accountNumber)}</dd>
          <dt className="text-white/60">{text.accountNameLabel}</dt>
          <dd>{maskName(member.bankAccount.accountName)}</dd>
        </dl>
      </section>

      <Button variant="secondary" fullWidth onClick={() => openModal(modalIds.profile)}>
        {text.editProfile}
      </Button>
    </div>
  );
};
