import type { GameHistoryItem } from '@chokdee/contracts';
import { MoneyText } from '../../../components/ui/money-text';
import { PagedList } from '../../../components/ui/paged-list';
import { cx } from '../../../lib/cx';
import { formatThaiDate } from '../../../lib/format';
import { gameText } from '../../../messages/games';
import { useGameHistory } from '../api/get-game-history';

const statusClass: Record<GameHistoryItem['status'], string> = {
  OPEN: 'bg-amber-400/20 text-amber-200',
  SETTLED: 'bg-emerald-400/20 text-emerald-200',
  CANCELLED: 'bg-red-400/20 text-red-200',
};

/** The member's game rounds (the order-history modal's "เกม" tab): provider, game, stake, win, time, status. */
export const GameHistoryList = () => (
  <PagedList
    history={useGameHistory()}
    text={{
      loading: gameText.historyLoading,
      failed: gameText.historyFailed,
      retry: gameText.retry,
      empty: gameText.historyEmpty,
      loadMore: gameText.loadMore,
    }}
    keyOf={(item) => item.roundId}
    renderItem={(item) => (
      <li className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10" data-testid="game-round">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold">{item.game}</p>
            <p className="truncate text-xs text-white/70">{item.providerName}</p>
            <p className="text-xs text-white/60">{formatThaiDate(item.openedAt)}</p>
          </div>
          <span
            className={cx(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
              statusClass[item.status],
            )}
          >
            {gameText.roundStatus[item.status]}
          </span>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-white/60">{gameText.stake}</dt>
            <dd>
              <MoneyText amount={item.stake} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-white/60">{gameText.win}</dt>
            <dd className="font-semibold text-gold-200">
              {item.status === 'OPEN' ? '—' : <MoneyText amount={item.win} />}
            </dd>
          </div>
        </dl>
      </li>
    )}
  />
);
