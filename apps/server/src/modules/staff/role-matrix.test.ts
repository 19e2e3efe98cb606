import { type StaffRoleName, staffRoleValues } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, ownerToken, staffMember, type TestApp } from '#testing/index';

/**
 * Who may call what in the back office: the policy, written out so that a route added without a
 * guard, or a guard that admits another role, fails here. `support` reads members and histories and
 * touches no money or results.
 */
const ANY: StaffRoleName[] = ['owner', 'finance', 'lottery', 'support', 'trader'];
/** The rewards' reads: every role but the sportsbook's trader. */
const OFFICE: StaffRoleName[] = ['owner', 'finance', 'lottery', 'support'];
/** The sportsbook's desk; its reports also finance. */
const TRADING: StaffRoleName[] = ['owner', 'trader'];
const SPORTS_REPORTS: StaffRoleName[] = ['owner', 'finance', 'trader'];
const MONEY: StaffRoleName[] = ['owner', 'finance'];
const LOTTERY: StaffRoleName[] = ['owner', 'lottery'];
const OWNER: StaffRoleName[] = ['owner'];
/** Finance lists and settings support may read. */
const READ: StaffRoleName[] = ['owner', 'finance', 'support'];

/** Routes any logged-in staff member may call about themself. */
const SELF = ['/api/admin/logout', '/api/admin/me', '/api/admin/me/password'];

/** Routes with no staff guard at all. */
const PUBLIC = ['POST /api/admin/login'];

/** Expected roles per "METHOD url" (url as registered, with `:params`). Prefix rules apply in order. */
const policy: Array<[RegExp, StaffRoleName[]]> = [
  // A round's bills (who staked what) and the payout previews (docs/modules/lottery.md).
  [/^GET \/api\/admin\/lottery\/rounds\/:roundCode\/bills$/, ['owner', 'finance', 'lottery']],
  [/^GET \/api\/admin\/lottery\/rounds\/:roundCode\/result\/preview$/, LOTTERY],
  [/^POST \/api\/admin\/lottery\/rounds\/:roundCode\/result\/correct\/preview$/, OWNER],
  [/^GET \/api\/admin\/lottery\//, ANY],
  [/^POST \/api\/admin\/lottery\/rounds\/:roundCode\/result\/correct$/, OWNER],
  [/^(POST|PUT|PATCH|DELETE) \/api\/admin\/lottery\//, LOTTERY],
  [/^POST \/api\/admin\/withdrawals\//, MONEY],
  [/^POST \/api\/admin\/finance\/statement-lines\//, MONEY],
  // Finance administration (docs/modules/payments.md, "Finance administration").
  [
    /^GET \/api\/admin\/finance\/(feed-secret|withdraw-auto-approve|feed-settings|rejected-statement-lines)$/,
    MONEY,
  ],
  [/^POST \/api\/admin\/finance\/feed-secret\/rotate$/, OWNER],
  [/^GET \/api\/admin\/finance\/(deposits|deposit-accounts|receivables)$/, READ],
  [/^(POST|PUT) \/api\/admin\/finance\/(deposit-accounts|withdraw-auto-approve|feed-settings)/, MONEY],
  // Automatic withdrawals (docs/modules/payouts.md): the owner sets the provider's credentials; owner and finance the
  // kill switch and cap, the balance, the reconciliation and a withdrawal's detail; support reads a recipient.
  [/^PUT \/api\/admin\/finance\/payout-account$/, OWNER],
  [/^(GET|PUT|POST) \/api\/admin\/finance\/payout-(account|reconciliation)/, MONEY],
  [/^GET \/api\/admin\/withdrawals\/:id$/, MONEY],
  [/^GET \/api\/admin\/members\/:id\/payout-recipient$/, READ],
  [/^POST \/api\/admin\/members\/:id\/payout-recipient\/refresh$/, MONEY],
  [/^GET \/api\/admin\/settings\//, READ],
  [/^(POST|PUT) \/api\/admin\/settings\//, OWNER],
  [/^POST \/api\/admin\/staff/, OWNER],
  [/^GET \/api\/admin\/staff/, OWNER],
  [/^GET \/api\/admin\/audit-log/, OWNER],
  [/^GET \/api\/admin\/ledger\/check$/, ANY],
  [/^GET \/api\/admin\/(withdrawals|finance\/statement-lines)$/, MONEY],
  [/^GET \/api\/admin\/withdrawals\/:id\/context$/, MONEY],
  [/^GET \/api\/admin\/dashboard$/, ANY],
  [/^GET \/api\/admin\/alerts$/, ANY],
  // Members' wagering conditions: every role reads them; cancelling one (its bonus goes) is money.
  [/^GET \/api\/admin\/promotions\/conditions$/, OFFICE],
  [/^POST \/api\/admin\/promotions\/conditions\/:id\/cancel$/, MONEY],
  // Promotions: every role reads them; defining one (what bonus money it hands out) is money.
  [/^GET \/api\/admin\/promotions(\/:id)?$/, OFFICE],
  [/^(POST|PUT) \/api\/admin\/promotions/, MONEY],
  // Games GGR is the house's takings per provider: money roles only.
  [/^GET \/api\/admin\/reports\/games$/, MONEY],
  // The period summary from the ledger: every product's GGR and the site's cash flow.
  [/^GET \/api\/admin\/reports\/summary$/, MONEY],
  [/^GET \/api\/admin\/reports\//, ['owner', 'finance', 'lottery']],
  // Member administration (docs/modules/member.md).
  // A member's risk page: the roles that pay and lock members (docs/modules/member.md, "Risk").
  [/^GET \/api\/admin\/members\/:id\/risk$/, READ],
  [/^GET \/api\/admin\/members/, ANY],
  [/^POST \/api\/admin\/members\/:id\/(lock|unlock)$/, ['owner', 'finance', 'support']],
  [/^POST \/api\/admin\/members\/:id\/password-reset$/, ['owner', 'support']],
  [/^PUT \/api\/admin\/members\/:id\/account-kind$/, OWNER],
  [/^POST \/api\/admin\/members\/:id\/adjustments$/, MONEY],
  // Adjustments: a second owner/finance approves; the owner sets the rules.
  [/^PUT \/api\/admin\/adjustments\/settings$/, OWNER],
  [/^(GET|POST) \/api\/admin\/adjustments/, MONEY],
  [/^POST \/api\/admin\/members\/:id\/receivable\/write-off$/, OWNER],
  // Promotions spend the house's money: owner and finance set them up; every role reads them.
  [/^GET \/api\/admin\/promotions(\/:id)?$/, OFFICE],
  [/^(POST \/api\/admin\/promotions(\/preview)?|PUT \/api\/admin\/promotions\/:id)$/, MONEY],
  // Coupons hand out bonus money (owner, finance); support reads the list. Articles: owner and support.
  [/^GET \/api\/admin\/coupons\//, READ],
  [/^(POST|PUT) \/api\/admin\/coupons\//, MONEY],
  [/^(GET|POST|PUT|DELETE) \/api\/admin\/blog/, ['owner', 'support']],
  // Announcements to members: as the articles, the roles that talk to members.
  [/^(GET|POST) \/api\/admin\/announcements/, ['owner', 'support']],
  // Requiring TOTP of every staff member.
  [/^(GET|PUT) \/api\/admin\/staff-security$/, OWNER],
  // Loyalty jobs: the owner runs a period by hand; owner and finance read the runs.
  [/^POST \/api\/admin\/jobs\/:job\/run$/, OWNER],
  [/^GET \/api\/admin\/jobs\/runs$/, MONEY],
  // Missions: every role reads templates and completions; setting one up spends the house's money.
  [/^GET \/api\/admin\/missions\//, OFFICE],
  [/^(POST|PUT) \/api\/admin\/missions\//, MONEY],
  // VIP: every role reads the levels, members per level and changes; the table spends money.
  [/^GET \/api\/admin\/vip\/(levels|members|changes)$/, ANY],
  [/^PUT \/api\/admin\/vip\/levels$/, MONEY],
  // Loss cashback spends the house's money: owner and finance set it up and read its runs.
  [/^(GET|PUT) \/api\/admin\/cashback\/settings$/, MONEY],
  [/^GET \/api\/admin\/cashback\/runs$/, MONEY],
  // Agents: the owner manages them; owner and finance read them and their commission.
  [/^(POST|PUT) \/api\/admin\/agents/, OWNER],
  [/^GET \/api\/admin\/agents/, MONEY],
  // Manual grants: owner and finance grant and decide another's; the owner sets the threshold.
  [/^PUT \/api\/admin\/rewards\/grants\/settings$/, OWNER],
  [/^(GET|POST) \/api\/admin\/rewards\/grants/, MONEY],
  // Referral: owner and finance set the programme up (it spends money) and read its report.
  [/^(GET|PUT) \/api\/admin\/referral\/(settings|report)$/, MONEY],
  // Game providers: their credentials move members' money (owner); finance and support read them.
  [/^GET \/api\/admin\/games\/providers(\/:id)?$/, READ],
  // The providers by name, for the catalogue's forms: every role that reads the catalogue.
  [/^GET \/api\/admin\/games\/provider-options$/, ANY],
  [/^(POST|PUT) \/api\/admin\/games\/providers/, OWNER],
  // Game rounds and wallet transactions: owner, finance and support (who answers members) read them.
  [/^GET \/api\/admin\/games\/(rounds|rounds\/:id|stuck-rounds|transactions)$/, READ],
  // Games: every role reads the catalogue; owner and lottery staff run it, as they do lottery products.
  [/^GET \/api\/admin\/games(\/:id)?$/, ANY],
  [/^(POST|PUT) \/api\/admin\/games(\/:id)?$/, LOTTERY],
  // The sportsbook's desk (docs/modules/sportsbook.md): the trader and the owner; finance reads the reports.
  [/^GET \/api\/admin\/sports\/reports$/, SPORTS_REPORTS],
  [/^(GET|POST|PUT) \/api\/admin\/sports\//, TRADING],
];

const expectedRoles = (key: string): StaffRoleName[] | undefined =>
  policy.find(([rule]) => rule.test(key))?.[1];

/** A concrete URL for a route pattern: every `:param` filled with something that parses. */
const concrete = (url: string) =>
  url
    .replace(':roundCode', 'HANOI20261123')
    .replace(':betType', 'TWO_TOP')
    .replace(':number', '12')
    .replace(':code', 'HANOI')
    .replace(':date', '2026-12-31')
    .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

describe('back-office role matrix (pglite)', () => {
  let t: TestApp;
  const tokens = new Map<StaffRoleName, string>();
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'pglite' });
    tokens.set('owner', await ownerToken(t));
    for (const role of ['finance', 'lottery', 'support', 'trader'] as const)
      tokens.set(role, (await staffMember(t, role)).token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every back-office route has a staff guard, and it admits exactly the roles of the policy', () => {
    const unguarded = t.staffRoutes
      .filter((route) => !route.roles)
      .map((route) => `${route.method} ${route.url}`);
    expect(unguarded).toEqual(PUBLIC);
    const mismatches = t.staffRoutes
      .filter((route) => route.roles)
      .flatMap((route) => {
        const key = `${route.method} ${route.url}`;
        const expected =
          SELF.includes(route.url) || route.url.startsWith('/api/admin/me/') ? ANY : expectedRoles(key);
        const actual = [...(route.roles ?? [])].sort();
        return expected && JSON.stringify([...expected].sort()) === JSON.stringify(actual)
          ? []
          : [{ route: key, expected: expected ?? 'no policy', actual }];
      });
    expect(mismatches).toEqual([]);
  });

  it('the server refuses every role the policy leaves out with 403, and lets the others past the guard', async () => {
    const refusedWrongly: string[] = [];
    for (const route of t.staffRoutes) {
      if (!route.roles || route.url === '/api/admin/logout') continue;
      for (const role of staffRoleValues) {
        const res = await call(t, {
          method: route.method as 'GET',
          url: concrete(route.url),
          token: tokens.get(role),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        const admitted = route.roles.includes(role);
        // Admitted: anything but 401/403 (a 400 for the empty body, a 404 for the made-up id, or 200).
        const ok = admitted ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
        if (!ok) refusedWrongly.push(`${role} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(refusedWrongly).toEqual([]);
  });
});
