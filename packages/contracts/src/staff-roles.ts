/**
 * Staff roles and who may use each area of the back office: the one list both sides read. The
 * server guards each route with one of these sets (`requireStaff(staffAccess.money)`) and refuses
 * every call a role may not make (403); the back office hides the pages and buttons a role would be
 * refused. The owner is not implied: it is listed where it may act. `role-matrix.test.ts` (server)
 * pins the resulting policy route by route.
 */
export const staffRoleValues = ['owner', 'finance', 'lottery', 'support', 'trader'] as const;
export type StaffRoleName = (typeof staffRoleValues)[number];

export const staffAccess = {
  /** Any logged-in staff member: home, my account. */
  anyStaff: staffRoleValues,
  /** Withdrawals, bank-statement lines, the ledger check, deposit accounts, the auto-approve rule. */
  money: ['owner', 'finance'],
  /** Results, rounds, products. */
  lottery: ['owner', 'lottery'],
  /** Staff accounts, the audit log, rotating the bank-feed secret, changing the site's settings. */
  owner: ['owner'],
  /** Reading the deposits list and deposit accounts (changes: `money`). */
  moneyRead: ['owner', 'finance', 'support'],
  /**
   * Automatic withdrawals, as `modules/payouts` admits them: the payout account and its
   * balance, the kill switch and the daily cap, a withdrawal's page and sending it again, the
   * reconciliation report and resolving its findings, refreshing a member's recipient.
   */
  payouts: ['owner', 'finance'],
  /** Reading a member's recipient at the payout provider (the member's page). */
  payoutRecipientRead: ['owner', 'finance', 'support'],
  /** Setting or rotating the payout provider's credentials. */
  payoutCredentials: ['owner'],
  /** Reading the web config and the banks (changes: `owner`). */
  siteSettingsRead: ['owner', 'finance', 'support'],
  /** The daily and per-round reports (not support; the trader reads the sportsbook's own). */
  reports: ['owner', 'finance', 'lottery'],
  /** A member's risk page: their money, play and linked accounts (the people who lock and pay them). */
  memberRisk: ['owner', 'finance', 'support'],
  /** Locking and unlocking a member (reading members: `anyStaff`; wallet adjustments: `money`). */
  memberLock: ['owner', 'support', 'finance'],
  /** Coupon campaigns: reading the list (creating and switching off: `money`). */
  couponsRead: ['owner', 'finance', 'support'],
  /** The site's articles (no money): the owner and support, who talk to members. */
  blog: ['owner', 'support'],
  /** Announcements to members in the member app, by segment (no money): as the articles. */
  announcements: ['owner', 'support'],
  /** Sending a member a password-reset code by SMS. */
  memberPasswordReset: ['owner', 'support'],
  /** Reading promotions and members' wagering conditions. */
  promotionsRead: ['owner', 'finance', 'lottery', 'support'],
  /** Creating and changing promotions, cancelling a member's condition: they spend the house's money. */
  promotions: ['owner', 'finance'],
  /** Reading mission templates and who completed or claimed them. */
  missionsRead: ['owner', 'finance', 'lottery', 'support'],
  /** Creating, changing and switching mission templates: they spend the house's money. */
  missions: ['owner', 'finance'],
  /** Changing the VIP level table (its upgrade bonuses and limits concern money; reading: `anyStaff`). */
  vip: ['owner', 'finance'],
  /** Loss cashback: settings and the runs per period spend the house's money (running a period: `owner`). */
  cashback: ['owner', 'finance'],
  /** The referral programme's settings and report: it spends the house's money. */
  referral: ['owner', 'finance'],
  /** Provider game rounds, their transactions and stuck rounds (support answers members about them). */
  gameRounds: ['owner', 'finance', 'support'],
  /** The house's GGR from provider games (a report, as the money reports: not support). */
  gameReports: ['owner', 'finance'],
  /** Reading game providers (never their secrets). */
  gameProvidersRead: ['owner', 'finance', 'support'],
  /** Adding, changing a provider and rotating its secret: it holds the wallet's credentials. */
  gameProviders: ['owner'],
  /** Reading the games catalogue. */
  gameCatalogueRead: staffRoleValues,
  /** Adding and changing games (the catalogue, like the lottery's products). */
  gameCatalogue: ['owner', 'lottery'],
  /**
   * The trader's desk (docs/domain/sportsbook.md, "The trader's desk"): fixtures, prices and market
   * controls, the liability grid, the bet ticker, members' stake factors, results and revisions.
   */
  sportsTrading: ['owner', 'trader'],
  /** The sportsbook's reports on the 11:00 business day (turnover, GGR, margin): read only. */
  sportsReports: ['owner', 'finance', 'trader'],
  /**
   * A round's bills and winners, and a bill's lines ("who is behind this number"): lottery staff
   * run the rounds, finance answers for the money; support does not read what members staked.
   */
  lotteryBills: ['owner', 'finance', 'lottery'],
  /** The period summary from the ledger (every product's GGR, programme costs, cash flow): the money roles. */
  summaryReport: ['owner', 'finance'],
  /**
   * The members list as a CSV file (every member's phone, bank account and balance leaving the site
   * at once): the owner and finance. Every role reads the list a page at a time (`anyStaff`).
   */
  memberExport: ['owner', 'finance'],
} as const satisfies Record<string, readonly StaffRoleName[]>;

/** An area of the back office: a key of `staffAccess`. */
export type StaffAccessArea = keyof typeof staffAccess;

/** Whether `role` (undefined: not logged in) is one of `roles`. */
export const roleAllowed = (role: StaffRoleName | undefined, roles: readonly StaffRoleName[]): boolean =>
  role !== undefined && roles.includes(role);
