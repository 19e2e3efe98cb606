import { GameHistoryList } from '../features/games/components/game-history-list';
import { OrderHistoryModal } from '../features/lottery/components/order-history-modal';
import { gameText } from '../messages/games';

/** `?modal=order-history`: lottery bills, with the member's game rounds in a tab beside them. */
export const OrderHistoryWithGames = () => (
  <OrderHistoryModal
    extraTabs={[{ value: 'games', label: gameText.historyTab, content: <GameHistoryList /> }]}
  />
);
