import {
  type YeekeeRoundDetail,
  yeekeeBoardDeltaSchema,
  yeekeeRoundChangedSchema,
  yeekeeSocketEvents,
} from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { realtime as appRealtime, REALTIME_CONNECTED, type Realtime } from '../../../lib/socket';
import { getYeekeeShots } from '../api/get-yeekee-shots';
import { lotteryKeys, lotteryResultKeys, yeekeeKeys } from '../api/query-keys';
import { observeServerTime } from '../stores/server-clock-store';
import {
  applyDelta,
  BOARD_SIZE,
  boardFromPage,
  mergeAfterPage,
  type YeekeeBoard,
} from '../utils/yeekee-board';

/** Shots asked for when a gap is filled from `afterSeq`; a larger gap reads the newest page instead. */
const RESYNC_LIMIT = 100;

const joinAckOk = (ack: unknown): boolean => {
  if (typeof ack !== 'object' || ack === null) return false;
  const { ok, serverTime } = ack as { ok?: unknown; serverTime?: unknown };
  if (typeof serverTime === 'string') observeServerTime(serverTime);
  return ok === true;
};

/**
 * The live board of a round (docs/domain/yeekee.md §3.6): read from REST, then kept current by the room's
 * `yeekee.board` deltas; a delta that skips seqs, a (re)connect or a missed push re-reads
 * `GET …/shots?afterSeq=`. `yeekee.round` (frozen, resulted, void) updates the round at once and
 * re-reads it. `live` is true while the server has acknowledged this page in the room.
 */
export const useYeekeeBoard = (roundCode: string, realtime: Realtime = appRealtime) => {
  const queryClient = useQueryClient();
  const [board, setBoard] = useState<YeekeeBoard | null>(null);
  const [live, setLive] = useState(false);
  const boardRef = useRef<YeekeeBoard | null>(null);

  useEffect(() => {
    let active = true;
    let syncing = false;
    let again = false;
    boardRef.current = null;
    setBoard(null);
    setLive(false);
    const show = (next: YeekeeBoard) => {
      if (!active) return;
      boardRef.current = next;
      setBoard(next);
    };

    const readNewest = async () =>
      show(boardFromPage(await getYeekeeShots(roundCode, { limit: BOARD_SIZE })));
    const resync = async () => {
      if (syncing) {
        again = true;
        return;
      }
      syncing = true;
      try {
        do {
          again = false;
          const current = boardRef.current;
          if (!current) {
            await readNewest();
            continue;
          }
          const page = await getYeekeeShots(roundCode, { afterSeq: current.lastSeq, limit: RESYNC_LIMIT });
          const merged = boardRef.current ? mergeAfterPage(boardRef.current, page) : null;
          if (merged) show(merged);
          else await readNewest();
        } while (again && active);
      } catch (error) {
        // The next delta, push or reconnect tries again; the page keeps what it has.
        console.error('yeekee: board read failed', error);
      } finally {
        syncing = false;
      }
    };

    const join = () => {
      void realtime.request(yeekeeSocketEvents.join, { roundCode }).then((ack) => {
        if (active) setLive(joinAckOk(ack));
      });
    };

    const offs = [
      realtime.on(yeekeeSocketEvents.board, (payload) => {
        const parsed = yeekeeBoardDeltaSchema.safeParse(payload);
        if (!parsed.success || parsed.data.roundCode !== roundCode) return;
        observeServerTime(parsed.data.serverTime);
        const current = boardRef.current;
        if (!current) {
          void resync();
          return;
        }
        const outcome = applyDelta(current, parsed.data);
        if (outcome.kind === 'applied') show(outcome.board);
        else if (outcome.kind === 'gap') void resync();
      }),
      realtime.on(yeekeeSocketEvents.round, (payload) => {
        const parsed = yeekeeRoundChangedSchema.safeParse(payload);
        if (!parsed.success || parsed.data.roundCode !== roundCode) return;
        const { phase, result, voidReason, serverTime } = parsed.data;
        observeServerTime(serverTime);
        queryClient.setQueryData<YeekeeRoundDetail>(yeekeeKeys.round(roundCode), (current) =>
          current ? { ...current, phase, result, voidReason } : current,
        );
        void queryClient.invalidateQueries({ queryKey: yeekeeKeys.round(roundCode) });
        void queryClient.invalidateQueries({ queryKey: yeekeeKeys.allRounds });
        if (phase === 'RESULTED' || phase === 'VOID') {
          // The lobby's latest result and the results page move on with the round.
          void queryClient.invalidateQueries({ queryKey: lotteryKeys.list });
          void queryClient.invalidateQueries({ queryKey: lotteryResultKeys.all });
        }
        // The frozen list is final: one last read makes the board match the proof.
        void resync();
      }),
      realtime.on('disconnect', () => {
        if (active) setLive(false);
      }),
      // Rooms do not survive a reconnect: join again and fill what was missed meanwhile.
      realtime.on(REALTIME_CONNECTED, () => {
        join();
        void resync();
      }),
    ];
    if (realtime.isOpen()) join();
    void resync();
    return () => {
      active = false;
      for (const off of offs) off();
      realtime.send(yeekeeSocketEvents.leave, { roundCode });
    };
  }, [roundCode, realtime, queryClient]);

  return { board, live };
};
