import type { MissionView } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { missionText } from '../../../messages/missions';
import { useMissions } from '../api/get-missions';
import { useMissionRealtime } from '../hooks/use-mission-realtime';
import { MissionCard } from './mission-card';

const Section = ({
  title,
  items,
  serverTime,
}: {
  title: string;
  items: MissionView[];
  serverTime: string;
}) =>
  items.length === 0 ? null : (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-gold-200">{title}</h2>
      {items.map((mission) => (
        <MissionCard
          key={`${mission.templateId}:${mission.period}`}
          mission={mission}
          serverTime={serverTime}
        />
      ))}
    </section>
  );

/**
 * `/missions`: today's and this week's missions as cards with progress bars, claim buttons on the
 * completed ones, and earlier completions still claimable. Progress moves live (`mission.updated`).
 */
export const MissionsPage = () => {
  useMissionRealtime();
  const missions = useMissions();
  if (missions.isPending) return <p className="text-sm text-white/70">{missionText.loading}</p>;
  if (missions.isError)
    return (
      <div className="flex items-center gap-3 text-sm text-red-300">
        <p>{missionText.failed}</p>
        <Button size="sm" variant="secondary" onClick={() => void missions.refetch()}>
          {missionText.retry}
        </Button>
      </div>
    );
  const { items, serverTime, day, week } = missions.data;
  const current = (window: MissionView['window'], period: string) =>
    items.filter((item) => item.window === window && item.period === period);
  const earlier = items.filter((item) => item.period !== day && item.period !== week);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-white/85">{missionText.pageIntro}</p>
      {items.length === 0 && <p className="text-sm text-white/70">{missionText.empty}</p>}
      <Section title={missionText.earlier} items={earlier} serverTime={serverTime} />
      <Section title={missionText.daily} items={current('DAILY', day)} serverTime={serverTime} />
      <Section title={missionText.weekly} items={current('WEEKLY', week)} serverTime={serverTime} />
    </div>
  );
};
