import { betTypeDigits, thaiGovernmentDrawDates } from '@chokdee/lottery';
import { uuidv7 } from 'uuidv7';
import type { Db } from '#platform/db/client';
import type { StoredSchedule } from '../lottery.jobs';
import type { ProductRepo } from './product.repo';
import type { betTypeCodes, productGroups, resultFormats } from './product.tables';

type BetTypeCode = (typeof betTypeCodes)[number];
const baht = (amount: number): bigint => BigInt(amount) * 100n;

/** docs/domain/lottery.md §2 default limits by digit count: per line min/max, per member per number, house liability cap. */
const limits = (digits: 1 | 2 | 3) => ({
  minStakeSatang: baht(1),
  maxStakeSatang: baht({ 3: 2_000, 2: 5_000, 1: 10_000 }[digits]),
  memberMaxSatang: baht({ 3: 10_000, 2: 20_000, 1: 50_000 }[digits]),
  liabilityCapSatang: baht(1_000_000),
});

/** docs/domain/lottery.md §2 default rates: the Thai government lottery, and every daily product. */
const gloRates: Array<[BetTypeCode, string]> = [
  ['THREE_TOP', '900'],
  ['THREE_TOD', '130'],
  ['THREE_FRONT', '400'],
  ['THREE_BACK', '400'],
  ['TWO_TOP', '90'],
  ['TWO_BOTTOM', '90'],
  ['RUN_TOP', '3.2'],
  ['RUN_BOTTOM', '4.2'],
];
const dailyRates: Array<[BetTypeCode, string]> = [
  ['THREE_TOP', '800'],
  ['THREE_TOD', '120'],
  ['TWO_TOP', '90'],
  ['TWO_BOTTOM', '90'],
  ['RUN_TOP', '3.2'],
  ['RUN_BOTTOM', '4.2'],
];

/** A daily product's bet types with docs/domain/lottery.md §2's rates and limits (a new Yeekee market's too). */
export const dailyBetTypeRows = (productId: string) =>
  dailyRates.map(([betType, rate], order) => ({
    productId,
    betType,
    rate,
    ...limits(betTypeDigits[betType]),
    sortOrder: order + 1,
  }));

/**
 * Real Thai government draws that the rule alone would not give (docs/domain/lottery.md §3): the 1 January 2024
 * draw was moved to 30 December 2023. Every other real draw listed there (2 Jan, 17 Jan, 2 May of
 * 2024–2026) is what the rule gives; rows for real announced moves are added here as they come.
 */
const knownGloDraws = ['2023-12-30', '2024-01-17', '2024-05-02'];
/** Years seeded by the rule (`thaiGovernmentDrawDates`): past draws too, the next draw is sold from the previous one's close. */
const gloRuleYears = [2025, 2026, 2027, 2028, 2029, 2030];

/** The demo's Thai government draw dates: the known real rows, then the rule's years. */
export const demoGloDrawDates = [...knownGloDraws, ...gloRuleYears.flatMap(thaiGovernmentDrawDates)];

/** The official Hanoi draw (XSMB) stops four days for Tết (docs/domain/lottery.md §3): no round is sold for them. */
export const hanoiTetHolidays: Array<{ date: string; note: string }> = [
  ...['2024-02-09', '2024-02-10', '2024-02-11', '2024-02-12'],
  ...['2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31'],
  ...['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19'],
].map((date) => ({ date, note: 'ตรุษญวน (Tết)' }));

type SeedProduct = {
  code: string;
  name: string;
  group: (typeof productGroups)[number];
  resultFormat: (typeof resultFormats)[number];
  schedule: StoredSchedule;
  holidays?: Array<{ date: string; note: string }>;
};

const weekdays = (closeTime: string): StoredSchedule => ({
  kind: 'weekdays',
  days: [1, 2, 3, 4, 5],
  closeTime,
});
const stock = (code: string, name: string, closeTime: string): SeedProduct => ({
  code,
  name,
  group: 'STOCK',
  resultFormat: 'STOCK',
  schedule: weekdays(closeTime),
});

/** docs/domain/lottery.md §3's default catalogue without Yeekee (`seedDemoYeekee` adds the markets). Bangkok close times. */
export const demoCatalogue: SeedProduct[] = [
  {
    code: 'GLO',
    name: 'หวยรัฐบาลไทย',
    group: 'THAI',
    resultFormat: 'GLO',
    schedule: { kind: 'explicitDates', closeTime: '15:20' },
  },
  {
    code: 'LAO',
    name: 'หวยลาวพัฒนา',
    group: 'FOREIGN',
    resultFormat: 'LAO',
    schedule: { kind: 'weekdays', days: [1, 3, 5], closeTime: '20:00' },
  },
  {
    code: 'HANOI_SPECIAL',
    name: 'ฮานอยพิเศษ',
    group: 'FOREIGN',
    resultFormat: 'HANOI',
    schedule: { kind: 'daily', closeTime: '17:10' },
    holidays: hanoiTetHolidays,
  },
  {
    code: 'HANOI',
    name: 'ฮานอยปกติ',
    group: 'FOREIGN',
    resultFormat: 'HANOI',
    schedule: { kind: 'daily', closeTime: '18:10' },
    holidays: hanoiTetHolidays,
  },
  {
    code: 'HANOI_VIP',
    name: 'ฮานอย VIP',
    group: 'FOREIGN',
    resultFormat: 'HANOI',
    schedule: { kind: 'daily', closeTime: '19:10' },
    holidays: hanoiTetHolidays,
  },
  stock('NIKKEI_AM', 'หุ้นนิเคอิ รอบเช้า', '09:20'),
  stock('CHINA_AM', 'หุ้นจีน รอบเช้า', '10:00'),
  stock('HANGSENG_AM', 'หุ้นฮั่งเส็ง รอบเช้า', '10:55'),
  stock('TAIWAN', 'หุ้นไต้หวัน', '12:00'),
  stock('KOREA', 'หุ้นเกาหลี', '12:40'),
  stock('NIKKEI_PM', 'หุ้นนิเคอิ รอบบ่าย', '12:50'),
  stock('CHINA_PM', 'หุ้นจีน รอบบ่าย', '13:30'),
  stock('HANGSENG_PM', 'หุ้นฮั่งเส็ง รอบบ่าย', '14:55'),
  stock('SINGAPORE', 'หุ้นสิงคโปร์', '15:30'),
  stock('SET_PM', 'หุ้นไทย รอบเย็น', '16:30'),
  stock('INDIA', 'หุ้นอินเดีย', '16:40'),
  stock('EGYPT', 'หุ้นอียิปต์', '18:00'),
  stock('UK', 'หุ้นอังกฤษ', '22:00'),
  stock('GERMANY', 'หุ้นเยอรมัน', '22:00'),
  stock('RUSSIA', 'หุ้นรัสเซีย', '22:00'),
  {
    code: 'DOWJONES',
    name: 'หุ้นดาวโจนส์',
    group: 'STOCK',
    resultFormat: 'STOCK',
    schedule: { kind: 'nextDayClose', days: [1, 2, 3, 4, 5], closeTime: '03:00' },
  },
];

/**
 * The demo site's lottery catalogue with docs/domain/lottery.md's default rates and limits, the Thai
 * government draw dates and the Hanoi Tết holidays. Idempotent: existing products, bet types and dates are left as staff set them.
 */
export const seedDemoLottery = async ({
  db,
  repo,
  operatorId,
}: {
  db: Db;
  repo: ProductRepo;
  operatorId: string;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const [index, item] of demoCatalogue.entries()) {
      const product = await repo.insertProductIfAbsent(tx, {
        id: uuidv7(),
        operatorId,
        code: item.code,
        name: item.name,
        group: item.group,
        resultFormat: item.resultFormat,
        logoUrl: '',
        schedule: item.schedule,
        sortOrder: index + 1,
      });
      const rates = item.resultFormat === 'GLO' ? gloRates : dailyRates;
      await repo.insertBetTypesIfAbsent(
        tx,
        rates.map(([betType, rate], order) => ({
          productId: product.id,
          betType,
          rate,
          ...limits(betTypeDigits[betType]),
          sortOrder: order + 1,
        })),
      );
      if (item.schedule.kind === 'explicitDates')
        await repo.insertDrawDatesIfAbsent(
          tx,
          demoGloDrawDates.map((drawDate) => ({ productId: product.id, drawDate })),
        );
      if (item.holidays)
        await repo.insertHolidaysIfAbsent(
          tx,
          item.holidays.map(({ date, note }) => ({ productId: product.id, holiday: date, note })),
        );
    }
  });
};
