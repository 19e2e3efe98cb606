/** The game lobbies, the launcher and game history, in the member's words (features/games). */
export const gameText = {
  search: 'ค้นหาเกม',
  searchPlaceholder: 'พิมพ์ชื่อเกม',
  recent: 'เล่นล่าสุด',
  allProviders: 'ทุกค่าย',
  providers: 'ค่ายเกม',
  gamesLoading: 'กำลังโหลดเกม',
  gamesFailed: 'โหลดรายการเกมไม่สำเร็จ',
  noGames: 'ยังไม่มีเกมในหมวดนี้',
  noMatch: 'ไม่พบเกมที่ตรงกับ "{q}"',
  retry: 'ลองใหม่',
  loadMore: 'ดูเพิ่มเติม',
  rtp: 'RTP {rtp}%',
  newBadge: 'ใหม่',
  hotBadge: 'ฮิต',
  play: 'เล่น {name}',
  providerGames: 'เกมของค่าย {name}',

  // /game-entry and /game/launcher
  entryLoginFirst: 'กรุณาเข้าสู่ระบบก่อนเข้าเล่นเกม',
  entryGoing: 'กำลังเข้าสู่เกม',
  launching: 'กำลังเปิดเกม',
  launchFailed: 'เปิดเกมไม่สำเร็จ',
  back: 'ย้อนกลับ',
  backToLobby: 'กลับไปหน้า{lobby}',
  gameFrame: 'เกม {name}',

  // Game history (the order-history modal's tab)
  historyTab: 'เกม',
  historyLoading: 'กำลังโหลดประวัติการเล่นเกม',
  historyFailed: 'โหลดประวัติการเล่นเกมไม่สำเร็จ',
  historyEmpty: 'ยังไม่มีประวัติการเล่นเกม',
  stake: 'เดิมพัน',
  win: 'ได้รับ',
  roundStatus: { OPEN: 'กำลังเล่น', SETTLED: 'จบแล้ว', CANCELLED: 'ยกเลิก' },
} as const;
