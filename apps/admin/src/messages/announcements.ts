import type { AnnouncementSegment, AnnouncementState } from '@chokdee/contracts';

/** The announcements page's Thai text. */
export const announcementsTh = {
  pageTitle: 'ประกาศถึงสมาชิก',
  newTitle: 'สร้างประกาศ',
  title: 'หัวข้อ',
  body: 'ข้อความ',
  segment: 'ส่งถึง',
  vipLevelMin: 'ระดับ VIP ตั้งแต่',
  newWithinDays: 'สมัครมาไม่เกิน (วัน)',
  duration: 'แสดงนาน',
  untilEnded: 'จนกว่าจะปิด',
  days: '{days} วัน',
  create: 'สร้างประกาศ',
  created: 'สร้างประกาศแล้ว สมาชิกในกลุ่มจะเห็นในแอป',
  listTable: 'ประกาศทั้งหมด',
  colTitle: 'ประกาศ',
  colSegment: 'ส่งถึง',
  colWindow: 'ช่วงเวลา',
  colState: 'สถานะ',
  colBy: 'สร้างโดย',
  none: 'ยังไม่มีประกาศ',
  end: 'ปิดประกาศ',
  endTitle: 'ปิดประกาศนี้?',
  endDescription: 'ประกาศ "{title}" จะหายไปจากแอปของสมาชิกทันที และเปิดกลับไม่ได้',
  ended: 'ปิดประกาศแล้ว',
  fromTo: '{from} – {to}',
  vipSegment: 'VIP ระดับ {level} ขึ้นไป',
  newSegment: 'สมาชิกที่สมัครมาไม่เกิน {days} วัน',
} as const;

export const announcementSegmentLabel: Record<AnnouncementSegment, string> = {
  ALL: 'สมาชิกทุกคน',
  VIP_LEVEL: 'สมาชิก VIP ตามระดับ',
  NEW_MEMBERS: 'สมาชิกใหม่',
};

export const announcementStateLabel: Record<AnnouncementState, string> = {
  SCHEDULED: 'ตั้งเวลาไว้',
  RUNNING: 'กำลังแสดง',
  ENDED: 'ปิดแล้ว',
};
