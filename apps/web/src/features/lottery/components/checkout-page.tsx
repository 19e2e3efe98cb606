import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { modalIds, paths } from '../../../config/paths';
import { modalHref, useModal } from '../../../lib/modal-url';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { fillText, lotteryText } from '../../../messages/lottery';
import { webTh } from '../../../messages/th';
import { badLineIndexOf, isInsufficientBalance, placeBill } from '../api/place-bill';
import { lotteryKeys } from '../api/query-keys';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { isAmountOutOfRange, isClosedNumber, slipTotal } from '../utils/slip';
import { NoRound, PageState } from './buy-page';
import { ConfirmFooter } from './confirm-footer';
import { OrderList } from './order-list';
import { PageHeader } from './page-header';
import { useLotteryPaths, useSlipRound, YEEKEE_CHECKOUT_PARAM } from './use-slip-round';

/**
 * `/lotto/checkout` (and `/lottery/checkout`): the slip against the round's latest detail — closed
 * numbers and reduced rates marked — then confirm → bill (one Idempotency-Key across retries) →
 * toast → slip reset → order history.
 */
export const CheckoutPage = ({ title }: { title?: string }) => {
  const { roundCode, round } = useSlipRound();
  const links = useLotteryPaths();
  const store = useBetSlipStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [badLineIndex, setBadLineIndex] = useState<number | undefined>();
  const { openModal } = useModal();
  const [search] = useSearchParams();
  // From a Yeekee round page: back to that round (its bet tab to edit, the round with the history after).
  const yeekeeRound = search.get(YEEKEE_CHECKOUT_PARAM) === '1' ? roundCode : null;
  const afterPlaced = yeekeeRound ? paths.yeekeeRound.getHref(yeekeeRound) : links.list;
  const editHref = yeekeeRound
    ? paths.yeekeeRound.getHref(yeekeeRound, 'bet')
    : `${links.buy}?round=${encodeURIComponent(roundCode ?? '')}`;
  // Arriving from the bottom of a long buy page, the checkout starts at its top (its header and slip).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);

  const place = useMutation({
    mutationFn: () => {
      const { betRoundCode, betList, billKey } = useBetSlipStore.getState();
      return placeBill(
        {
          roundCode: betRoundCode ?? '',
          lines: betList.map((line) => ({
            betType: line.betType,
            number: line.number,
            amount: line.buyAmount,
          })),
        },
        billKey(),
      );
    },
    onSuccess: (bill) => {
      toast.success(fillText(lotteryText.billPlaced, { billNo: bill.billNo }));
      useBetSlipStore.getState().reset();
      setBadLineIndex(undefined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orderHistory });
      void navigate(modalHref(modalIds.orderHistory, afterPlaced), { replace: true });
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : lotteryText.billFailed;
      if (isInsufficientBalance(error)) {
        // The slip stays as it is: after the deposit the member confirms the same bill again.
        toast.error(message, {
          action: { label: webTh.deposit, onClick: () => openModal(modalIds.deposit) },
        });
      } else {
        toast.error(message);
      }
      setBadLineIndex(badLineIndexOf(error));
      useBetSlipStore.getState().setConfirmOpen(false);
      if (roundCode) void round.refetch();
    },
  });

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
  const lines = store.betRoundCode === detail.roundCode ? store.betList : [];
  const roundClosed = detail.status !== 'OPEN' || new Date(detail.closeAt).getTime() <= Date.now();
  const hasClosed = lines.some((line) => isClosedNumber(detail, line.betType, line.number));
  const hasOutOfRange = lines.some((line) => isAmountOutOfRange(detail, line));
  const blockedReason = roundClosed
    ? lotteryText.roundClosed
    : hasClosed
      ? lotteryText.hasClosed
      : hasOutOfRange
        ? lotteryText.hasOutOfRange
        : undefined;

  return (
    <div className="flex flex-col gap-3">
      <PageHeader round={detail} title={title} />
      <h2 className="text-lg font-bold">{lotteryText.checkout}</h2>
      <OrderList
        lines={lines}
        round={detail}
        badLineIndex={badLineIndex}
        onAmount={(id, amount) => {
          setBadLineIndex(undefined);
          store.setLineAmount(id, amount);
        }}
        onAllAmounts={(amount) => {
          setBadLineIndex(undefined);
          store.setAllAmounts(amount);
        }}
        onRemove={(id) => {
          setBadLineIndex(undefined);
          store.removeLine(id);
        }}
        onClear={store.clearList}
      />
      <Link to={editHref} className="self-start text-sm text-gold-200 underline">
        {lotteryText.backToBuy}
      </Link>
      <ConfirmFooter
        count={lines.length}
        total={slipTotal(lines)}
        confirming={store.isConfirmOpen}
        onOpen={() => store.setConfirmOpen(true)}
        onCancel={() => store.setConfirmOpen(false)}
        onConfirm={() => place.mutate()}
        busy={place.isPending}
        blockedReason={blockedReason}
      />
    </div>
  );
};
