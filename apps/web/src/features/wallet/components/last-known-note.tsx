import { walletText } from '../../../messages/th';

/** The small note beside a balance that is the last one known, not current. */
export const LastKnownNote = ({ offline, testId }: { offline: boolean; testId: string }) => (
  <span
    className="text-[11px] leading-none text-white/60"
    data-testid={testId}
    title={walletText.lastKnownTitle}
  >
    {offline ? walletText.lastKnownOffline : walletText.lastKnown}
  </span>
);
