import type { SummaryCategory, SummaryPeriod } from '@chokdee/contracts';

/** Thai text of the period summary (รายงานสรุปตามช่วงเวลา). */
export const summaryTh = {
  page: 'สรุปตามช่วงเวลา',
  show: 'แสดงรายงาน',
  intro:
    'ทุกตัวเลขรวมจากสมุดบัญชี (ledger) ตามวันทำการ 11:00 ถึง 11:00 ตามเวลาไทย: กำไรขั้นต้นแยกตามหมวดสินค้า ต้นทุนโปรแกรมรางวัล และกระแสเงิน',
  periodTabs: 'ช่วงเวลา',
  periods: { DAY: 'รายวัน', WEEK: 'รายสัปดาห์ (7 วันทำการ)', MONTH: 'รายเดือน' } satisfies Record<
    SummaryPeriod,
    string
  >,
  fromLabel: 'ตั้งแต่วันทำการ',
  covers: 'วันทำการ {from} ถึง {to} (ตั้งแต่ {startsAt} ถึงก่อน {endsAt} เวลาไทย)',
  categoriesTable: 'กำไรขั้นต้นแยกตามหมวดสินค้า',
  colCategory: 'หมวด',
  colStakes: 'ยอดแทงสุทธิ',
  colWins: 'ยอดจ่ายสุทธิ',
  colGgr: 'กำไรขั้นต้น (GGR)',
  total: 'รวม',
  categories: {
    LOTTERY: 'หวย (รวมยี่กี)',
    SPORTSBOOK: 'กีฬา (เจ้ามือเว็บ)',
    LIVE_CASINO: 'คาสิโนสด',
    SLOT: 'สล็อต',
    SPORTS: 'กีฬา (ค่ายเกม)',
    FISH: 'ยิงปลา',
    TABLE: 'เกมโต๊ะ',
  } satisfies Record<SummaryCategory, string>,
  programmesHeading: 'ต้นทุนโปรแกรมรางวัล',
  programmes: {
    bonusGranted: 'โบนัสที่ให้ (มีเงื่อนไขทำเทิร์น)',
    bonusForfeited: 'โบนัสที่ถูกริบคืน',
    yeekeeShooterRewards: 'รางวัลผู้ยิงเลขยี่กี',
    cashback: 'คืนยอดเสีย (รับเป็นเงินสด)',
    referral: 'ค่าแนะนำเพื่อน (รับเป็นเงินสด)',
    missions: 'รางวัลภารกิจ (รับเป็นเงินสด)',
    total: 'ต้นทุนรวม',
  },
  net: 'GGR หลังหักต้นทุนรางวัล',
  cashFlowHeading: 'กระแสเงินของสมาชิก',
  cashFlowHint: 'บวก: ยอดเงินที่สมาชิกถือเพิ่มขึ้น · ลบ: ลดลง',
  cashFlow: {
    deposits: 'ยอดฝาก',
    withdrawals: 'ยอดถอน (โอนแล้ว)',
    adjustments: 'ปรับยอดโดยเจ้าหน้าที่ (เพิ่ม − ลด)',
    writeOffs: 'ตัดหนี้สูญ',
    bonuses: 'โบนัสและรางวัล',
    play: 'ผลการเล่น (− GGR)',
    net: 'สุทธิ (ยอดเงินสมาชิกเปลี่ยนไป)',
  },
  receivablesHeading: 'ยอดค้างชำระของสมาชิก',
  receivables: {
    opened: 'เกิดใหม่ในช่วงนี้',
    settled: 'ชำระคืนแล้ว',
    writtenOff: 'ตัดหนี้สูญ',
    owedAtEnd: 'คงค้าง ณ สิ้นช่วง',
  },
} as const;
