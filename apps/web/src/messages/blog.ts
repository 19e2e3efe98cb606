/** Thai text of the articles pages (features/content). */
export const blogText = {
  title: 'บทความ',
  /** The browser tab on an article. */
  documentTitle: 'บทความ: {title}',
  intro: 'ข่าวสาร เคล็ดลับ และวิธีใช้งานเว็บไซต์',
  loading: 'กำลังโหลดบทความ',
  loadFailed: 'โหลดบทความไม่สำเร็จ',
  retry: 'ลองใหม่',
  empty: 'ยังไม่มีบทความ',
  readMore: 'อ่านต่อ',
  backToList: 'บทความทั้งหมด',
  notFound: 'ไม่พบบทความนี้',
  more: 'โหลดเพิ่ม',
  publishedOn: 'เผยแพร่ {date}',
} as const;
