import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useRound } from '../api/get-round';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { ruleTextOf } from './sidebar';

/**
 * The round the buy / checkout page is for: `?round=CODE` (switching the slip to it) or the slip's
 * own round. Loads its detail and keeps it in the slip (rates re-read).
 */
export const useSlipRound = () => {
  const [search] = useSearchParams();
  const fromUrl = search.get('round');
  const betRoundCode = useBetSlipStore((state) => state.betRoundCode);
  const setRound = useBetSlipStore((state) => state.setRound);
  const setRoundInfo = useBetSlipStore((state) => state.setRoundInfo);
  useEffect(() => {
    if (fromUrl) setRound(fromUrl);
  }, [fromUrl, setRound]);
  const roundCode = fromUrl ?? betRoundCode;
  const round = useRound(roundCode);
  useEffect(() => {
    if (round.data && round.data.roundCode === useBetSlipStore.getState().betRoundCode) {
      setRoundInfo(round.data, ruleTextOf(round.data));
    }
  }, [round.data, setRoundInfo]);
  return { roundCode, round };
};

/** /lottery/* pages link within /lottery, /lotto/* within /lotto. */
export const useLotteryPaths = () => {
  const { pathname } = useLocation();
  const lottery = pathname.startsWith('/lottery');
  return {
    buy: lottery ? paths.lotteryBuy.getHref() : paths.lottoBuy.getHref(),
    checkout: lottery ? paths.lotteryCheckout.getHref() : paths.lottoCheckout.getHref(),
    list: lottery ? paths.lottery.getHref() : paths.lotto.getHref(),
  };
};
