/** Thai text of the lists' CSV exports. */
export const exportsTh = {
  exportCsv: 'ส่งออก CSV',
  exportHint: 'ทุกรายการตามตัวกรองที่เลือก (ไม่แบ่งหน้า)',
  downloaded: 'ดาวน์โหลด {file} แล้ว',
} as const;
