/**
 * The audit-log page's own words. The actions', fields' and values' Thai names and how a row reads
 * live in contracts (`audit-actions.ts`, `audit-display.ts`): the server's CSV export reads them too.
 */
export const auditTh = {
  allActions: 'ทุกการกระทำ',
  exportCsv: 'ส่งออก CSV',
  exporting: 'กำลังส่งออก…',
  noDetail: 'ไม่มีรายละเอียด',
} as const;
