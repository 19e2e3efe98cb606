/**
 * The simulated feed's world: three fictional competitions of eight fictional clubs each. Names are
 * made up (an animal and a province), never a real club's, and every competition's name ends in
 * " (จำลอง)" so no page can show a simulated match as a real one.
 */
export type SimulatedCompetition = {
  ref: string;
  name: string;
  tier: 'TOP' | 'LOWER';
  /** Goals a match of this competition averages: the scale of every club's rates. */
  goalsPerMatch: number;
  clubs: readonly string[];
};

export const SIMULATED_COUNTRY = 'TH';

export const simulatedCompetitions: readonly SimulatedCompetition[] = [
  {
    ref: 'sim-siam-super',
    name: 'ซูเปอร์ลีกสยาม (จำลอง)',
    tier: 'TOP',
    goalsPerMatch: 2.75,
    clubs: [
      'ช้างศึกนครสวรรค์',
      'พยัคฆ์อุดร',
      'อินทรีเหล็กพิษณุโลก',
      'เสือดาวกาญจนบุรี',
      'นาคาหนองคาย',
      'กระทิงทองสระบุรี',
      'หงส์ฟ้าพิจิตร',
      'มังกรหยกสมุทรสาคร',
    ],
  },
  {
    ref: 'sim-north-isan',
    name: 'ลีกภูมิภาคเหนือ-อีสาน (จำลอง)',
    tier: 'LOWER',
    goalsPerMatch: 2.6,
    clubs: [
      'เหยี่ยวภูพานสกลนคร',
      'ควายทองร้อยเอ็ด',
      'หมาป่าเลย',
      'ไก่ชนยโสธร',
      'ช้างป่าน่าน',
      'กวางผาแม่ฮ่องสอน',
      'ปลาบึกพะเยา',
      'นกยูงแพร่',
    ],
  },
  {
    ref: 'sim-central-south',
    name: 'ลีกภูมิภาคกลาง-ใต้ (จำลอง)',
    tier: 'LOWER',
    goalsPerMatch: 2.55,
    clubs: [
      'ปลากระเบนตรัง',
      'พญาเหยี่ยวชุมพร',
      'วาฬบรูด้าเพชรบุรี',
      'ค่างแว่นพัทลุง',
      'นกเงือกยะลา',
      'ม้าศึกอ่างทอง',
      'กระรอกบินนครนายก',
      'เต่าทะเลสตูล',
    ],
  },
];
