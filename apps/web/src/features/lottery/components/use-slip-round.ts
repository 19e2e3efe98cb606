import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useRound } from '../api/get-round';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { ruleTextOf } from './sidebar';

/**
 * The round the buy / checkout page is for: `roundCode` when a page embeds the slip (a Yeekee
 * round), else `?round=CODE` (switching the slip to it), else the slip's own round. Loads its
 * detail and keeps it in the slip (rates re-read).
 */
export const useSlipRound = (roundCode?: string) => {
  const [search] = useSearchParams();
  const fromUrl = roundCode ?? search.get('round');
  const betRoundCode = useBetSlipStore((state) => state.betRoundCode);
  const setRound = useBetSlipStore((state) => state.setRound);
  const setRoundInfo = useBetSlipStore((state) => state.setRoundInfo);
  useEffect(() => {
    if (fromUrl) setRound(fromUrl);
  }, [fromUrl, setRound]);
  const slipRoundCode = fromUrl ?? betRoundCode;
  const round = useRound(slipRoundCode);
  useEffect(() => {
    if (round.data && round.data.roundCode === useBetSlipStore.getState().betRoundCode) {
      setRoundInfo(round.data, ruleTextOf(round.data));
    }
  }, [round.data, setRoundInfo]);
  return { roundCode: slipRoundCode, round };
};

/** The checkout's `?yeekee=1`: the slip came from a Yeekee round page, and goes back there. */
export const YEEKEE_CHECKOUT_PARAM = 'yeekee';

/** /lottery/* pages link within /lottery, /lotto/* within /lotto. */
export const useLotteryPaths = () => {
  const { pathname } = useLocation();
  const lottery = pathname.startsWith('/lottery');
  return {
    yeekeeCheckout: `${paths.lotteryCheckout.getHref()}?${YEEKEE_CHECKOUT_PARAM}=1`,
    buy: lottery ? paths.lotteryBuy.getHref() : paths.lottoBuy.getHref(),
    checkout: lottery ? paths.lotteryCheckout.getHref() : paths.lottoCheckout.getHref(),
    list: lottery ? paths.lottery.getHref() : paths.lotto.getHref(),
  };
};
