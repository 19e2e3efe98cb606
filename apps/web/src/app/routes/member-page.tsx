import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { type ModalId, modalIds, paths } from '../../config/paths';
import { useOrderHistory } from '../../features/lottery/api/get-order-history';
import { useResults } from '../../features/lottery/api/get-results';
import { LobbySection, seeAllClass } from '../../features/lottery/components/lobby-section';
import { ResultCard } from '../../features/lottery/components/result-card';
import { ActivePromotionStatus } from '../../features/promotions/components/active-promotion-status';
import { DEFAULT_BALANCE, useWallet } from '../../features/wallet/api/get-balance';
import { useIsMember } from '../../lib/auth-store';
import { formatBaht } from '../../lib/format';
import { useModal } from '../../lib/modal-url';
import { lobbyText } from '../../messages/lobby';
import { walletText, webTh } from '../../messages/th';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

const LATEST = 5;
const rowClass =
  'flex w-full items-center justify-between rounded-xl bg-brand-800 px-4 py-3 text-left text-white ring-1 ring-white/10 hover:bg-brand-700';

/** The member's account links: money, histories, profile (the referral code is shown in the profile). */
const menu: ReadonlyArray<{ modal: ModalId; label: string }> = [
  { modal: modalIds.deposit, label: webTh.deposit },
  { modal: modalIds.withdraw, label: webTh.withdraw },
  { modal: modalIds.orderHistory, label: webTh.modalOrderHistory },
  { modal: modalIds.fundHistory, label: webTh.modalFundHistory },
  { modal: modalIds.paymentHistory, label: webTh.modalPaymentHistory },
  { modal: modalIds.profile, label: webTh.modalProfile },
  { modal: modalIds.profile, label: lobbyText.referralCode },
];

const LatestBills = () => {
  const bills = useOrderHistory(0);
  const { openModal } = useModal();
  const items = bills.data?.pages.flatMap((page) => page.items).slice(0, LATEST) ?? [];
  return (
    <LobbySection
      id="member-bills"
      title={lobbyText.latestBills}
      action={
        <button type="button" className={seeAllClass} onClick={() => openModal(modalIds.orderHistory)}>
          {lobbyText.allBills}
        </button>
      }
    >
      {bills.isPending ? (
        <p className="text-sm text-white/70">{lobbyText.billsLoading}</p>
      ) : bills.isError ? (
        <p className="text-sm text-red-300">{lobbyText.billsFailed}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-white/70">{lobbyText.billsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((bill) => (
            <li
              key={bill.billNo}
              className="flex items-center justify-between gap-2 rounded-xl bg-brand-800 px-3 py-2 ring-1 ring-white/10"
              data-testid="member-bill"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">{bill.roundName}</p>
                <p className="text-xs text-white/60">{bill.billNo}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold text-gold-100 tabular-nums">
                  {formatBaht(bill.totalOrderAmount)}
                </p>
                <p className="text-xs text-white/60">{lobbyText.pendingBill}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </LobbySection>
  );
};

const LatestResults = () => {
  const results = useResults(undefined);
  const items = results.data?.pages.flatMap((page) => page.items).slice(0, LATEST) ?? [];
  return (
    <LobbySection
      id="member-results"
      title={lobbyText.results}
      action={
        <Link to={paths.lotteryResults.getHref()} className={seeAllClass}>
          {lobbyText.allResults}
        </Link>
      }
    >
      {results.isPending ? (
        <p className="text-sm text-white/70">{lobbyText.resultsLoading}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-white/70">
          {results.isError ? lobbyText.resultsFailed : lobbyText.resultsEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((result) => (
            <ResultCard key={result.roundCode} result={result} />
          ))}
        </ul>
      )}
    </LobbySection>
  );
};

/** `/member`: the member's own page — balances, the way to bet, latest bills and results, account links. */
export const MemberPage = () => {
  const { title } = useRouteHandle();
  const isMember = useIsMember();
  const { data: wallet } = useWallet();
  const { openModal } = useModal();
  if (!isMember) {
    return (
      <section>
        {title && <PageHeading>{title}</PageHeading>}
        <MemberOnlyNotice />
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-5">
      {title && <PageHeading>{title}</PageHeading>}
      <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 ring-1 ring-gold-400/30">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-white/70">{lobbyText.memberBalance}</dt>
            <dd className="text-xl font-extrabold text-gold-200 tabular-nums" data-testid="member-balance">
              {formatBaht(wallet?.balance ?? DEFAULT_BALANCE)}
            </dd>
            {wallet?.cash && wallet.bonus && wallet.bonus !== DEFAULT_BALANCE && (
              <dd className="text-xs text-white/70 tabular-nums" data-testid="member-balance-split">
                {walletText.cash} {formatBaht(wallet.cash)} · {walletText.bonus} {formatBaht(wallet.bonus)}
              </dd>
            )}
          </div>
          <div>
            <dt className="text-sm text-white/70">{lobbyText.memberLocked}</dt>
            <dd className="text-xl font-bold text-white/85 tabular-nums">
              {formatBaht(wallet?.lockedBalance ?? DEFAULT_BALANCE)}
            </dd>
          </div>
        </dl>
        <div className="mt-3 grid grid-cols-3 gap-2">
          <Button size="sm" onClick={() => openModal(modalIds.deposit)}>
            {webTh.deposit}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => openModal(modalIds.withdraw)}>
            {webTh.withdraw}
          </Button>
          <Link to={paths.buy.getHref()} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
            {lobbyText.buyLottery}
          </Link>
        </div>
      </div>
      <ActivePromotionStatus />
      <LatestBills />
      <LatestResults />
      <nav aria-label={lobbyText.menu}>
        <ul className="flex flex-col gap-2">
          {menu.map((item) => (
            <li key={item.label}>
              <button type="button" className={rowClass} onClick={() => openModal(item.modal)}>
                {item.label}
                <span aria-hidden="true">›</span>
              </button>
            </li>
          ))}
          <li>
            <Link to={paths.profile.getHref()} className={rowClass}>
              {webTh.profile}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
};
