import { cx } from '../../../lib/cx';
import { yeekeeText } from '../../../messages/yeekee';
import type { YeekeeBoard } from '../utils/yeekee-board';
import { formatShotTime, groupDigits } from '../utils/yeekee-format';

/** The newest shots of the round (masked names, seq and server time), newest on top. */
export const YeekeeBoardView = ({ board }: { board: YeekeeBoard | null }) => (
  <section
    aria-labelledby="yk-board"
    className="flex flex-col gap-2 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10"
  >
    <h2 id="yk-board" className="text-base font-bold text-gold-200">
      {yeekeeText.board}
    </h2>
    {board === null ? (
      <p className="text-sm text-white/70">{yeekeeText.boardLoading}</p>
    ) : board.shots.length === 0 ? (
      <p className="text-sm text-white/70">{yeekeeText.boardEmpty}</p>
    ) : (
      <div className="max-h-96 overflow-y-auto">
        <table className="w-full text-xs">
          <thead className="text-left text-white/60">
            <tr>
              <th scope="col" className="py-1 font-normal">
                {yeekeeText.seq}
              </th>
              <th scope="col" className="py-1 font-normal">
                {yeekeeText.shooter}
              </th>
              <th scope="col" className="py-1 text-center font-normal">
                {yeekeeText.number}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {yeekeeText.time}
              </th>
            </tr>
          </thead>
          <tbody data-testid="yeekee-board">
            {board.shots.map((shot, index) => (
              <tr key={shot.seq} className={cx('border-t border-white/5', index === 0 && 'text-gold-100')}>
                <td className="py-1 tabular-nums">{groupDigits(shot.seq)}</td>
                <td className="max-w-24 truncate py-1">{shot.name}</td>
                <td className="py-1 text-center font-num font-bold tracking-widest">{shot.number}</td>
                <td className="py-1 text-right font-num tabular-nums text-white/70">
                  {formatShotTime(shot.receivedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </section>
);
