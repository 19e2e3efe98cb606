import { th } from '@chokdee/contracts';
import { webTh } from '../../messages/th';

/** The honest placeholder for a part of the site that a later release fills: never fake data. */
export const ComingSoon = ({ detail = webTh.comingSoonDetail }: { detail?: string }) => (
  <div
    role="status"
    className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gold-400/40 bg-brand-900/60 px-4 py-8 text-center"
  >
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-9 text-gold-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2h6M12 2v3" />
    </svg>
    <p className="text-lg font-bold text-gold-200">{th.comingSoon}</p>
    <p className="text-sm text-white/70">{detail}</p>
  </div>
);
