import type { GameRoundStatus } from '@chokdee/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { gamesTh as th } from '../../../messages/games';

const tones: Record<GameRoundStatus, BadgeTone> = {
  OPEN: 'warning',
  SETTLED: 'success',
  CANCELLED: 'neutral',
};
const labels: Record<GameRoundStatus, string> = {
  OPEN: th.statusOPEN,
  SETTLED: th.statusSETTLED,
  CANCELLED: th.statusCANCELLED,
};

/** A round's status in Thai (the rounds list, stuck rounds and the round page). */
export const RoundStatus = ({ status }: { status: GameRoundStatus }) => (
  <Badge tone={tones[status]}>{labels[status]}</Badge>
);

export const roundStatusOptions = (['OPEN', 'SETTLED', 'CANCELLED'] as const).map((status) => ({
  value: status,
  label: labels[status],
}));
