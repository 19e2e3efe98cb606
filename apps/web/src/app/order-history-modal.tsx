import { useSearchParams } from 'react-router';
import { ORDER_HISTORY_TAB_PARAM } from '../config/paths';
import { GameHistoryList } from '../features/games/components/game-history-list';
import { OrderHistoryModal } from '../features/lottery/components/order-history-modal';
import { SportsTicketList } from '../features/sports/components/ticket-list';
import { gameText } from '../messages/games';
import { sportsText } from '../messages/sports';

/**
 * `?modal=order-history`: lottery bills, with the member's game rounds and sports tickets in tabs
 * beside them (`&historyTab=sports` opens the sports tab first, as the sports pages link it).
 */
export const OrderHistoryWithGames = () => {
  const [search] = useSearchParams();
  return (
    <OrderHistoryModal
      initialTab={search.get(ORDER_HISTORY_TAB_PARAM) ?? undefined}
      extraTabs={[
        { value: 'games', label: gameText.historyTab, content: <GameHistoryList /> },
        { value: 'sports', label: sportsText.historyTab, content: <SportsTicketList /> },
      ]}
    />
  );
};
