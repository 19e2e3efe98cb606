import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const make = (body: ReactNode) =>
  function Icon({ className = 'size-6', ...rest }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        {...rest}
      >
        {body}
      </svg>
    );
  };

export const HomeIcon = make(<path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const GiftIcon = make(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-2-4-6-4-6-1.5S9 8 12 8c3 0 6-1 6-1.5S14 4 12 8" />
  </>,
);
export const ChatIcon = make(<path d="M4 5h16v11H9l-5 4z" />);
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
  </>,
);
export const UserPlusIcon = make(
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M2 21c1-4 4.5-6 8-6 1.5 0 3 .4 4.3 1.1M19 14v6M16 17h6" />
  </>,
);
export const LoginIcon = make(<path d="M14 4h5v16h-5M3 12h11M10 8l4 4-4 4" />);
export const DepositIcon = make(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M12 2v8M9 7l3 3 3-3" />
  </>,
);
export const WithdrawIcon = make(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M12 16V9M9 12l3-3 3 3" />
  </>,
);
export const UsersIcon = make(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M2 20c.8-3.5 3.7-5.5 7-5.5s6.2 2 7 5.5M16 14.5c2.8 0 5 1.8 6 4.5" />
  </>,
);
export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" />);
export const TicketIcon = make(
  <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" strokeDasharray="0" />,
);
export const CoinIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8h3a2 2 0 0 1 0 4h-3h3.5a2 2 0 0 1 0 4H10zM10 8v8M11.5 6v2M11.5 16v2" />
  </>,
);
export const CardsIcon = make(
  <>
    <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-8 8 12)" />
    <rect x="10" y="4" width="11" height="15" rx="2" />
  </>,
);
export const SlotIcon = make(
  <>
    <rect x="3" y="4" width="15" height="16" rx="2" />
    <path d="M6 9h9v6H6zM10.5 9v6M18 9h2v-3" />
  </>,
);
export const BallIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M17.5 19l-3-4.5M6.5 19l3-4.5M3 10h5" />
  </>,
);
export const FishIcon = make(
  <>
    <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
    <circle cx="8" cy="11" r=".8" fill="currentColor" />
  </>,
);
export const TargetIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </>,
);
export const CrownIcon = make(<path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />);
export const CashbackIcon = make(
  <>
    <path d="M4 12a8 8 0 1 1 2.3 5.7M4 20v-4h4" />
    <path d="M12 8v8M14.5 9.5h-3.2a1.5 1.5 0 0 0 0 3h1.4a1.5 1.5 0 0 1 0 3H9.5" />
  </>,
);
export const SendIcon = make(<path d="m3 11 18-7-7 18-2.5-8z" />);
export const DownloadIcon = make(<path d="M12 4v11M7 10l5 5 5-5M4 20h16" />);
export const LogoutIcon = make(<path d="M10 4H5v16h5M21 12H10M17 8l4 4-4 4" />);
export const ChevronDownIcon = make(<path d="m6 9 6 6 6-6" />);
export const HistoryIcon = make(
  <>
    <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
    <path d="M12 8v4l3 2" />
  </>,
);
/** Opens elsewhere (a new tab, another app). */
export const ExternalLinkIcon = make(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const ShareIcon = make(
  <>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="m8.3 11 7.4-3.8M8.3 13l7.4 3.8" />
  </>,
);
/** A price that takes no bets now (a suspended market). */
export const LockIcon = make(
  <>
    <rect x="5" y="11" width="14" height="9" rx="1.5" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
/** The sports slip's floating button. */
export const SlipIcon = make(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </>,
);
