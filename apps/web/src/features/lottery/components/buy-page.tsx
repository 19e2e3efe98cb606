import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useIsMember } from '../../../lib/auth-store';
import { lotteryText } from '../../../messages/lottery';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { slipTotal } from '../utils/slip';
import { AmountInput } from './amount-input';
import { BetOption } from './bet-option';
import { BetPanel } from './bet-panel';
import { BetTypeTab } from './bet-type-tab';
import { CheckoutFooter } from './checkout-footer';
import { IsReverseCheckbox } from './is-reverse-checkbox';
import { OrderList } from './order-list';
import { PageHeader } from './page-header';
import { type EntryMode, SelectTypeTab } from './select-type-tab';
import { Sidebar } from './sidebar';
import { NumberSetsButton, OldBillsButton, QuickAmounts } from './slip-tools';
import { useLotteryPaths, useSlipRound } from './use-slip-round';

/**
 * `/lotto/buy?round=CODE` (and `/lottery/buy`): build the slip for one round. A Yeekee round page
 * embeds it for its round (`roundCode`, `embedded`: no page header, its own is above) and the
 * checkout returns there.
 */
export const BuyPage = ({
  title,
  roundCode: embeddedRoundCode,
  embedded = false,
}: {
  title?: string;
  roundCode?: string;
  embedded?: boolean;
}) => {
  const { roundCode, round } = useSlipRound(embeddedRoundCode);
  const links = useLotteryPaths();
  const store = useBetSlipStore();
  const [mode, setMode] = useState<EntryMode>('pad');
  const isMember = useIsMember();

  if (!roundCode) return <NoRound listHref={links.list} title={title} />;
  if (round.isPending) {
    return (
      <PageState title={title}>
        <p className="text-sm text-white/70">{lotteryText.roundLoading}</p>
      </PageState>
    );
  }
  if (round.isError) {
    return (
      <PageState title={title}>
        <div className="flex items-center gap-3 text-sm text-red-300">
          <p>{lotteryText.roundFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void round.refetch()}>
            {lotteryText.retry}
          </Button>
        </div>
      </PageState>
    );
  }
  const detail = round.data;
  const closed = detail.status !== 'OPEN' || new Date(detail.closeAt).getTime() <= Date.now();
  const betType = detail.betTypes.some((entry) => entry.betType === store.betInfo.betType)
    ? store.betInfo.betType
    : (detail.betTypes[0]?.betType ?? store.betInfo.betType);
  const lines = store.betRoundCode === detail.roundCode ? store.betList : [];

  return (
    <div className="flex flex-col gap-3 pb-2">
      {!embedded && <PageHeader round={detail} title={title} />}
      <div className="grid gap-3 lg:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-3">
          <BetTypeTab betTypes={detail.betTypes} value={betType} onChange={store.setBetType} />
          <SelectTypeTab mode={mode} onChange={setMode} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <IsReverseCheckbox
              checked={store.betInfo.isReverse}
              onChange={store.setReverse}
              disabled={betType === 'RUN_TOP' || betType === 'RUN_BOTTOM'}
            />
            <div className="flex items-center gap-2 text-sm">
              <span aria-hidden="true">{lotteryText.defaultAmount}</span>
              <AmountInput
                value={store.configs.defaultAmount}
                onCommit={store.setDefaultAmount}
                label={lotteryText.defaultAmount}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <QuickAmounts value={store.configs.defaultAmount} onPick={store.setDefaultAmount} />
            {isMember && (
              <div className="flex gap-2">
                <OldBillsButton round={detail} />
                <NumberSetsButton />
              </div>
            )}
          </div>
          {mode === 'pad' ? (
            <BetPanel betType={betType} onNumber={store.addNumber} disabled={closed} />
          ) : (
            <BetOption betType={betType} onNumbers={store.addNumbers} disabled={closed} />
          )}
          <OrderList
            lines={lines}
            round={detail}
            onAmount={store.setLineAmount}
            onAllAmounts={store.setAllAmounts}
            onRemove={store.removeLine}
            onClear={store.clearList}
          />
        </div>
        <Sidebar round={detail} />
      </div>
      <CheckoutFooter
        count={lines.length}
        total={slipTotal(lines)}
        checkoutHref={embedded ? links.yeekeeCheckout : links.checkout}
      />
    </div>
  );
};

/** A page without its round header: the route's title as the heading, then the state. */
export const PageState = ({ title, children }: { title?: string; children: ReactNode }) => (
  <section>
    {title && <h1 className="mb-3 text-xl font-bold text-gold-200">{title}</h1>}
    {children}
  </section>
);

export const NoRound = ({ listHref, title }: { listHref: string; title?: string }) => (
  <PageState title={title}>
    <div className="flex flex-col items-center gap-3 rounded-xl bg-brand-900/70 px-4 py-8 text-center ring-1 ring-gold-400/30">
      <p>{lotteryText.noRoundCode}</p>
      <Link to={listHref} className="rounded-lg bg-gold-400 px-4 py-2 font-semibold text-brand-950">
        {lotteryText.backToList}
      </Link>
    </div>
  </PageState>
);
