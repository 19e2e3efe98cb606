import { fillMessage, type MissionView } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { formatBaht } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { missionText } from '../../../messages/missions';
import { useClaimMission } from '../api/claim-mission';

/** "5 ชม. 20 นาที" from milliseconds (floored to the minute; never below a minute while time is left). */
export const durationText = (ms: number): string => {
  const totalMinutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return fillMessage(missionText.days, { days: String(days), hours: String(hours) });
  if (hours > 0) return fillMessage(missionText.hours, { hours: String(hours), minutes: String(minutes) });
  return fillMessage(missionText.minutes, { minutes: String(minutes) });
};

const amountOf = (mission: MissionView, value: string) =>
  mission.unit === 'MONEY' ? formatBaht(value) : value;

const rewardText = (mission: MissionView) =>
  mission.reward.kind === 'CASH'
    ? fillMessage(missionText.rewardCash, { amount: formatBaht(mission.reward.amount) })
    : fillMessage(missionText.rewardBonus, {
        amount: formatBaht(mission.reward.amount),
        multiplier: mission.reward.multiplier ?? '1',
      });

/** What the card's corner says, by state: time left to finish, time left to claim, claimed or expired. */
const StateLine = ({ mission, serverTime }: { mission: MissionView; serverTime: string }) => {
  const now = Date.parse(serverTime);
  if (mission.state === 'IN_PROGRESS')
    return (
      <span className="text-white/70">
        {fillMessage(missionText.timeLeft, { time: durationText(Date.parse(mission.endsAt) - now) })}
      </span>
    );
  if (mission.state === 'CLAIMABLE')
    return (
      <span className="text-gold-300">
        {fillMessage(missionText.claimLeft, { time: durationText(Date.parse(mission.claimUntil) - now) })}
      </span>
    );
  if (mission.state === 'CLAIMED') return <span className="text-emerald-300">{missionText.claimed}</span>;
  return <span className="text-white/50">{missionText.expired}</span>;
};

/** One mission: name, what to do, a progress bar, the reward, and the claim button once it is done. */
export const MissionCard = ({ mission, serverTime }: { mission: MissionView; serverTime: string }) => {
  const claim = useClaimMission();
  const label = fillMessage(missionText.progressLabel, {
    name: mission.name,
    percent: String(mission.percent),
  });
  return (
    <article
      aria-label={mission.name}
      className="flex flex-col gap-2 rounded-xl border border-white/10 bg-brand-900/70 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-white">{mission.name}</h3>
        <p className="shrink-0 text-xs">
          <StateLine mission={mission} serverTime={serverTime} />
        </p>
      </div>
      {mission.description && <p className="text-sm text-white/75">{mission.description}</p>}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-950"
      >
        <div className="h-full rounded-full bg-gold-400" style={{ width: `${mission.percent}%` }} />
      </div>
      <p className="text-sm tabular-nums text-white/85">
        {fillMessage(missionText.progress, {
          progress: amountOf(mission, mission.progress),
          target: amountOf(mission, mission.target),
        })}
      </p>
      <p className="text-sm text-gold-200">{rewardText(mission)}</p>
      {mission.state === 'CLAIMABLE' && mission.claimId && (
        <Button
          fullWidth
          loading={claim.isPending}
          aria-label={`${missionText.claim} ${mission.name}`}
          onClick={() =>
            claim.mutate(mission.claimId as string, {
              onSuccess: (paid) =>
                toast.success(
                  paid.rewardKind === 'CASH'
                    ? fillMessage(missionText.paidCash, { amount: formatBaht(paid.amount) })
                    : fillMessage(missionText.paidBonus, {
                        amount: formatBaht(paid.amount),
                        target: formatBaht(paid.turnoverTarget ?? '0.00'),
                      }),
                ),
              // A refusal (a bonus still being wagered, a locked account…): the api client shows the server's Thai.
            })
          }
        >
          {missionText.claim}
        </Button>
      )}
    </article>
  );
};
